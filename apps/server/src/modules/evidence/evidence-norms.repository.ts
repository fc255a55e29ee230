import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { rowsWhere } from '../../db/table-rows';

type Db = Kysely<Database>;

/**
 * The stored results of these submissions that the blueprint scored, whatever its version then:
 * a change of norms leaves raw scores as they were, so results of earlier versions count too.
 */
export function listBlueprintResultsOf(db: Db, submissionIds: readonly number[], blueprintId: number) {
  const match = { submission_id: submissionIds, blueprint_id: blueprintId };
  return rowsWhere(db, 'results', ['submission_id', 'result_json'], match);
}
