export const teamKeys = {
  all: ['admin-team'] as const,
  /** The audit log lists team changes too. */
  audit: ['admin-audit'] as const,
};
