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
