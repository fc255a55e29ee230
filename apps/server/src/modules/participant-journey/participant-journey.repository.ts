// The participant journey's queries (the participant's own lookup by code is test-attempts').
import type { CityRow, datatableQuery } from '@asesa/contracts';
import type { z } from 'zod';
import { participantWithProject } from '../../db/project-joins';
import { rowWhere, rowWhereOrThrow } from '../../db/table-rows';
import type { Deps } from '../../deps';
import { runDatatable } from '../../http/datatable';

type Db = Deps['db'];

/** The participant's corporate and its consultant: names, logos and theme. */
export function corporateBranding(db: Db, corporateId: number) {
  return db
    .selectFrom('corporate_accounts as c')
    .innerJoin('consultant_accounts as k', 'k.id', 'c.account_consultant_id')
    .select([
      'c.name',
      'c.legal_name',
      'c.logo_path',
      'c.logo_thumbnail',
      'c.color_theme',
      'c.font_theme',
      'c.is_show_header',
      'c.is_use_corporate_logo',
      'c.callback_url',
      'k.name as k_name',
      'k.legal_name as k_legal_name',
      'k.logo_path as k_logo_path',
      'k.logo_thumbnail as k_logo_thumbnail',
    ])
    .where('c.id', '=', corporateId)
    .executeTakeFirstOrThrow();
}

/**
 * The consultant who runs the project (its creator), while they can still be reached: an account
 * removed or an invitation not yet accepted has no address to give a participant.
 */
export function projectRunner(db: Db, projectId: number) {
  return db
    .selectFrom('projects as p')
    .innerJoin('users as u', 'u.id', 'p.created_by')
    .select(['u.name', 'u.email'])
    .where('p.id', '=', projectId)
    .where('u.removed_at', 'is', null)
    .where('u.invited_email', 'is', null)
    .executeTakeFirst();
}

/** Whether the participant was created from an access code. */
export async function cameFromAccessCode(db: Db, participantId: number): Promise<boolean> {
  const row = await rowWhere(db, 'unique_codes', ['id'], { participant_id: participantId });
  return Boolean(row);
}

/** The participant's stored registration photo, its thumbnail and CV. */
export function storedFiles(db: Db, participantId: number) {
  const files = ['photo_path', 'photo_thumbnail', 'cv_path'] as const;
  return rowWhereOrThrow(db, 'participants', files, { id: participantId });
}

/** A page of the regencies and cities, searched by name. */
export function cityPage(db: Db, query: z.infer<typeof datatableQuery>) {
  return runDatatable<CityRow>(
    db.selectFrom('cities'),
    query,
    {
      columns: { name: 'name', province: 'province', kind: 'kind', id: 'id' },
      searchable: ['name'],
      defaultColumn: 'name',
    },
    (q) => q.select(['id', 'name', 'province', 'kind']),
  );
}

// The candidate's results (candidate-results.ts).

/** Whether the participant's project shares results, with the participant's results key and language. */
export function resultsSharing(db: Db, participantId: number) {
  return participantWithProject(db, participantId)
    .select(['p.show_results', 'pt.results_secret', 'pt.completed_at', 'pt.language_code'])
    .executeTakeFirstOrThrow();
}
