import { messageTable } from '../../lib/server-messages';

/** What the audit log's calls answer, in each language the server speaks. */
export const AUDIT_MESSAGES = messageTable('audit', {
  fromAfterTo: { en: 'from must be on or before to', id: 'from harus sama dengan atau sebelum to' },
});
