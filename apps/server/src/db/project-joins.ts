import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

// The join chains many features start from when they read a project's parts: a participant with
// its project, a project's competences with the library's competence, its instruments with the
// library's instrument, and the forms its instruments serve. Each returns the started query for
// the caller to select from, so the aliases (`pt`, `p`, `pc`, `c`, `pi`, `i`, `v`) are the same
// in every feature.

type Db = Kysely<Database> | Transaction<Database>;

/** One participant (`participants as pt`) with its project (`projects as p`). */
export function participantWithProject(db: Db, participantId: number) {
  return db
    .selectFrom('participants as pt')
    .innerJoin('projects as p', 'p.id', 'pt.project_id')
    .where('pt.id', '=', participantId);
}

/** A project's competence targets (`project_competences as pc`) with their competences (`competences as c`). */
export function projectCompetencesOf(db: Db, projectId: number) {
  return db
    .selectFrom('project_competences as pc')
    .innerJoin('competences as c', 'c.id', 'pc.competence_id')
    .where('pc.project_id', '=', projectId);
}

/** A project's instruments (`project_instruments as pi`) with the library's instrument (`instruments as i`). */
export function projectInstrumentsOf(db: Db, projectId: number) {
  return db
    .selectFrom('project_instruments as pi')
    .innerJoin('instruments as i', 'i.id', 'pi.instrument_id')
    .where('pi.project_id', '=', projectId);
}

/** A project's instruments (`project_instruments as pi`) with the version each runs (`instrument_versions as v`). */
export function projectFormsOf(db: Db, projectId: number) {
  return db
    .selectFrom('project_instruments as pi')
    .innerJoin('instrument_versions as v', 'v.id', 'pi.instrument_version_id')
    .where('pi.project_id', '=', projectId);
}

type FormTables = Database & {
  pi: Database['project_instruments'];
  v: Database['instrument_versions'];
};

/**
 * The form a project instrument serves, as `content_json`: a project running a variation serves
 * the form it pinned instead of the version's base form.
 */
export function servedFormContent(eb: ExpressionBuilder<FormTables, 'pi' | 'v'>) {
  return eb.fn.coalesce('pi.variation_json', 'v.content_json').as('content_json');
}
