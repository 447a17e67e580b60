// WEB_CONCURRENCY > 1 (server.mjs): this primary process forks that many copies of the server. They
// share the listening port (node:cluster hands out connections), so a page render uses every core
// instead of one. The web server keeps nothing between requests that must be shared (the texts and
// the terms cache are per process, and each worker follows the API's tenant changes itself: ADR 0059),
// so any worker can serve any request.
import cluster from 'node:cluster';

/**
 * A worker that dies is replaced, unless it dies before it ever listened (then the primary exits).
 * @param {number} count
 */
export function superviseWorkers(count) {
  let stopping = false;
  const listening = new Set();
  cluster.on('listening', (worker) => {
    listening.add(worker.id);
    if (listening.size === count) console.log(`web: ${count} workers`);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    if (!listening.has(worker.id)) {
      console.error(`web worker ${worker.process.pid} failed to start (${signal ?? code})`);
      stopping = true;
      for (const w of Object.values(cluster.workers ?? {})) w?.kill();
      process.exit(typeof code === 'number' && code !== 0 ? code : 1);
    }
    console.error(`web worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    cluster.fork();
  });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      stopping = true;
      const alive = Object.values(cluster.workers ?? {});
      if (alive.length === 0) process.exit(0);
      for (const w of alive) w?.process.kill('SIGTERM');
    });
  }
  for (let i = 0; i < count; i += 1) cluster.fork();
}
