import type { FastifyInstance } from 'fastify';

interface Route {
  method: string;
  url: string;
}

/** Every route of the app, from its own route tree (printRoutes nests shared prefixes). */
export function listRoutes(app: FastifyInstance): Route[] {
  const out: Route[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    stack[depth] = m[2]!;
    for (const method of (m[3] ?? '')
      .split(', ')
      .filter((x) => x && x !== 'HEAD' && x !== 'OPTIONS')) {
      out.push({ method, url: stack.join('') });
    }
  }
  return out;
}
