// @ts-check
// Linux only (/proc): the benches (CPU of a server and its workers or backends) and the web-workers
// journey (which processes the web server forked) both need a process's children.
import { readdirSync, readFileSync } from 'node:fs';

/**
 * The process ids whose parent is `pid` (none when it is gone).
 * @param {number} pid
 * @returns {number[]}
 */
export function childPids(pid) {
  const children = [];
  for (const entry of readdirSync('/proc')) {
    const child = Number(entry);
    if (!child) continue;
    try {
      const stat = readFileSync(`/proc/${child}/stat`, 'utf8');
      // The fields after the command name, which may itself contain spaces and parentheses.
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) children.push(child);
    } catch {
      // The process ended while we looked.
    }
  }
  return children;
}
