import type { Kysely } from 'kysely';
import { addColumnTo, forwardOnly } from './helpers';

// The report types a project offers (hiring-manager, candidate-feedback, technical-appendix), as a
// comma list like the project's other settings columns; existing projects offer all three.

export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumnTo(db, 'projects', 'report_types', 'text', (c) =>
    c.notNull().defaultTo('hiring-manager,candidate-feedback,technical-appendix'),
  );
}

export const down = forwardOnly;
