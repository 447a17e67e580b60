// globalSetup of the server-level tests: one production build of what is checked out now (not
// whatever build was left behind), made once for every file of the project, so that two files
// never write apps/web/build at the same time.
import { spawnSync } from 'node:child_process';
import { root } from './production-servers.ts';

export default function buildWeb(): void {
  const build = spawnSync('npm', ['run', '--silent', 'build', '-w', '@gameweek/web'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`web build failed:\n${build.stdout}\n${build.stderr}`);
}
