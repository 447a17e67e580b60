/** SQLSTATE of a database error, whether thrown directly or wrapped by drizzle (DrizzleQueryError.cause). */
export function sqlState(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++) {
    if (
      typeof e === 'object' &&
      'code' in e &&
      typeof e.code === 'string' &&
      /^[0-9A-Z]{5}$/.test(e.code)
    ) {
      return e.code;
    }
    e = typeof e === 'object' && 'cause' in e ? e.cause : undefined;
  }
  return undefined;
}

export const isUniqueViolation = (err: unknown) => sqlState(err) === '23505';
export const isSerializationFailure = (err: unknown) =>
  sqlState(err) === '40001' || sqlState(err) === '40P01';

// Socket-level codes of a database that is down, restarting or unreachable.
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
// node-postgres and pg-pool say these without a code.
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
];

/**
 * The database is unreachable or going away, not the request at fault: class 08 (connection
 * exception), 57P01–57P03 (admin/crash shutdown, cannot connect now: a restart), 53300 (too many
 * connections) and the driver's own socket errors. Worth a retry in a moment: the API answers 503.
 */
export function isConnectionError(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const code = 'code' in e && typeof e.code === 'string' ? e.code : '';
    if (CONNECTION_CODES.has(code) || /^(08...|57P0[123]|53300)$/.test(code)) return true;
    const message = 'message' in e && typeof e.message === 'string' ? e.message : '';
    if (CONNECTION_MESSAGES.some((m) => message.startsWith(m))) return true;
    // Node's connect to a name with several addresses fails with every attempt in `errors`.
    if (e instanceof AggregateError && e.errors.some((inner) => isConnectionError(inner)))
      return true;
    e = 'cause' in e ? e.cause : undefined;
  }
  return false;
}
