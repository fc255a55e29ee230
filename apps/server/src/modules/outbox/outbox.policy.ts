/**
 * Who opens the outbox. Admins read every e-mail; consultants and collaborators only the
 * invitation e-mails of the projects they see (participant links they can copy from the
 * invitations list anyway). Account e-mails carry sign-in links and stay with admins.
 */
export const OUTBOX_READERS = ['admin', 'consultant', 'collaborator'] as const;
