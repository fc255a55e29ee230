import type { TestProject } from 'vitest/node';
import { type DbTemplates, dropTemplates, makeTemplates } from './support/db-templates';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's template databases (test/support/db-templates.ts); copied by startTestApp. */
    dbTemplates: DbTemplates;
  }
}

/** Global set-up of a server project: its engine's templates, made once and dropped at the end. */
export default async function setup(project: TestProject) {
  const engine = project.config.env?.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'sqlite';
  const templates = await makeTemplates(engine);
  project.provide('dbTemplates', templates);
  return () => dropTemplates(templates);
}
