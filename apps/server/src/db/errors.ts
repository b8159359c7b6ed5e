/** The fields both drivers put on a PostgreSQL error (PGlite: `constraint`, postgres-js: `constraint_name`). */
interface PgError {
  code?: string;
  constraint?: string;
  constraint_name?: string;
}

/** The driver's error, which drizzle wraps as `cause` of its own query error. */
function pgErrorOf(error: unknown): PgError {
  const outer = (error ?? {}) as PgError & { cause?: PgError };
  return outer.code ? outer : (outer.cause ?? {});
}

/**
 * The name of the unique index a write ran into, or undefined for any other error. Checks
 * before a write cannot see a concurrent write; the index is what settles such races.
 */
export function uniqueViolation(error: unknown): string | undefined {
  const pg = pgErrorOf(error);
  if (pg.code !== '23505') return undefined;
  return pg.constraint ?? pg.constraint_name ?? '';
}
