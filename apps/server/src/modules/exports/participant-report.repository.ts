import type { Kysely, Transaction } from 'kysely';
import { participantWithProject, projectCompetencesOf } from '../../db/project-joins';
import type { Database } from '../../db/schema';
import { rowsWhere, rowWhere } from '../../db/table-rows';

type Db = Kysely<Database> | Transaction<Database>;

// The participant reports' own reads. The scores themselves come from the participant results
// (participants feature), so a report and the results drawer never disagree; these are what the
// reports add: the project's branding, the competence library's texts and the translations.

/** The project with its corporate's and consultant's branding. */
export function findReportProject(db: Db, projectId: number) {
  return db
    .selectFrom('projects as p')
    .innerJoin('corporate_accounts as c', 'c.id', 'p.account_corporate_id')
    .innerJoin('consultant_accounts as k', 'k.id', 'c.account_consultant_id')
    .select([
      'p.id',
      'p.name',
      'p.report_types',
      'p.proctoring_level',
      'p.default_language',
      'c.name as corporate_name',
      'c.color_theme',
      'c.logo_path',
      'c.is_use_corporate_logo',
      'k.name as consultant_name',
      'k.logo_path as consultant_logo_path',
    ])
    .where('p.id', '=', projectId)
    .executeTakeFirstOrThrow();
}

/** The library texts of the project's competences. */
export function listReportCompetences(db: Db, projectId: number) {
  return projectCompetencesOf(db, projectId)
    .select(['c.id', 'c.description', 'c.levels_json', 'c.interview_questions_json', 'c.translations_json'])
    .execute();
}

export function findParticipantProject(db: Db, participantId: number) {
  return rowWhere(db, 'participants', ['project_id'], { id: participantId });
}

/** Whether the participant's project shares results with its participants, and their language. */
export function findReportSharing(db: Db, participantId: number) {
  return participantWithProject(db, participantId)
    .select(['p.show_results', 'pt.language_code'])
    .executeTakeFirstOrThrow();
}

/** The test dimension library's translations of these codes. */
export function listDimensionTranslations(db: Db, codes: string[]) {
  return rowsWhere(db, 'test_dimensions', ['code', 'translations_json'], { code: codes });
}

/** A result of any of these participants, when one has been scored. */
export function findAnyResult(db: Db, participantIds: number[]) {
  return db
    .selectFrom('results')
    .select('participant_id')
    .where('participant_id', 'in', participantIds)
    .limit(1)
    .executeTakeFirst();
}

export function listParticipantNames(db: Db, participantIds: number[]) {
  return rowsWhere(db, 'participants', ['name', 'participant_code'], { id: participantIds });
}
