import type { Kysely } from 'kysely';
import { addColumnTo, createIndex, withId } from './helpers';

// Participant scoring beyond number correct: the job-fit explanation (or why
// there is none) beside participants.job_fit, and one row per participant × competence so the
// charts average competence scores in SQL instead of parsing competences_json in memory.

export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumnTo(db, 'participants', 'job_fit_json', 'text');

  await withId(db, 'participant_competences')
    .addColumn('participant_id', 'integer', (c) => c.notNull().references('participants.id'))
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id'))
    .addColumn('competence_id', 'integer', (c) => c.notNull().references('competences.id'))
    // The competence score on the sten scale its levels are banded on (null: not computable).
    .addColumn('score', 'real')
    .addColumn('level', 'integer')
    .addUniqueConstraint('participant_competences_unique', ['participant_id', 'competence_id'])
    .execute();
  await createIndex(db, 'participant_competences_project', 'participant_competences', [
    'project_id',
    'competence_id',
  ]);
}
