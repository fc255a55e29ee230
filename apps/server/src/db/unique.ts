/**
 * Whether a write failed on a unique constraint (SQLite or PostgreSQL). Services check uniqueness
 * first for a clear 409; this catches the race where two requests pass that check together.
 */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
