/**
 * The name of the unique index or constraint a failed write violated (PostgreSQL code 23505), as
 * both drivers report it somewhere along the error's cause chain; undefined for other errors.
 */
export function violatedUniqueKey(error: unknown): string | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code, constraint, constraint_name } = cause as Error & {
      code?: string;
      constraint?: string;
      constraint_name?: string;
    };
    if (code === '23505') return constraint ?? constraint_name;
  }
  return undefined;
}
