/** What a PostgreSQL error carries, from either driver (PGlite and postgres-js name it apart). */
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

/** The constraint a write broke when the error has the given SQLSTATE, else undefined. */
function brokenConstraint(error: unknown, sqlState: string): string | undefined {
  const pg = pgErrorOf(error);
  if (pg.code !== sqlState) return undefined;
  return pg.constraint ?? pg.constraint_name ?? '';
}

/**
 * The unique index a write ran into, or undefined for any other error. Checks before a write
 * cannot see a concurrent write; the index is what settles such races.
 */
export const uniqueViolation = (error: unknown) => brokenConstraint(error, '23505');

/** The foreign key a write broke (its target was deleted meanwhile), or undefined. */
export const foreignKeyViolation = (error: unknown) => brokenConstraint(error, '23503');
