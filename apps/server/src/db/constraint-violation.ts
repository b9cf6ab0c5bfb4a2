export interface ConstraintViolation {
  kind: 'unique' | 'foreign-key';
  /** The index or constraint's name; names are unique in the schema, so it also tells the kind. */
  constraint: string | undefined;
}

/** The integrity rules a write can break that callers turn into answers, by SQLSTATE. */
const KIND_BY_SQLSTATE = new Map<string, ConstraintViolation['kind']>([
  ['23503', 'foreign-key'],
  ['23505', 'unique'],
]);

/** The driver's error, PGlite's or node-postgres's: both name the constraint `constraint`. */
interface DriverError extends Error {
  code?: unknown;
  constraint?: string;
}

/**
 * The constraint a failed write violated, or undefined when it failed for another reason.
 * Drizzle wraps the driver's error, so the whole cause chain is searched.
 */
export function constraintViolation(error: unknown): ConstraintViolation | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code, constraint } = cause as DriverError;
    const kind = typeof code === 'string' ? KIND_BY_SQLSTATE.get(code) : undefined;
    if (kind) return { kind, constraint };
  }
  return undefined;
}
