import type { Deps } from '../../deps';
import { listProjectBulkSheets, updateBulkSheetRows } from './bulk.repository';

/**
 * Bulk-invitation sheets keep their rows for the import's review: an erased participant's row
 * goes (every row with their e-mail, in every sheet of their project).
 */
export async function dropFromBulkSheets(deps: Deps, participantId: number, email: string): Promise<void> {
  const batches = await listProjectBulkSheets(deps.db, participantId);
  for (const batch of batches) {
    const rows = JSON.parse(batch.rows_json) as { email?: string }[];
    const kept = rows.filter((r) => r.email?.toLowerCase() !== email.toLowerCase());
    if (kept.length !== rows.length) await updateBulkSheetRows(deps.db, batch.id, JSON.stringify(kept));
  }
}
