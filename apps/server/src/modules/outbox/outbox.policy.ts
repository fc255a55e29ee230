/**
 * The outbox holds every e-mail the platform wrote, invitation links included, so only admins
 * read it.
 */
export const OUTBOX_READERS = ['admin'] as const;
