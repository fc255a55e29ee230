import type { projectDuplicateRequest } from '@asesa/contracts';
import type { z } from 'zod';
import type { Actor, Deps } from '../../deps';
import { nowIso } from '../../lib/clock';
import { projectDetail, projectOr404 } from './projects.service';

const NAME_MAX = 200;
const COPY_SUFFIX = ' (copy)';

/**
 * A new project like the given one: settings, instruments (same pinned versions and variations),
 * competence targets, landing form and languages. Participants, codes and results stay behind.
 */
export async function duplicateProject(
  deps: Deps,
  actor: Actor,
  input: z.infer<typeof projectDuplicateRequest>,
) {
  const {
    id: sourceId,
    created_at,
    updated_at,
    removed_at,
    recalculate_job_id,
    ...source
  } = await projectOr404(deps, actor, input.id);
  const name = input.name ?? `${source.name.slice(0, NAME_MAX - COPY_SUFFIX.length)}${COPY_SUFFIX}`;
  const now = nowIso();
  const id = await deps.db.transaction().execute(async (trx) => {
    const project = await trx
      .insertInto('projects')
      .values({
        ...source,
        name,
        status: 'active',
        created_by: actor.userId,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const instruments = await trx
      .selectFrom('project_instruments')
      .select(['instrument_id', 'instrument_version_id', 'variation_id', 'variation_json', 'position'])
      .where('project_id', '=', sourceId)
      .execute();
    if (instruments.length)
      await trx
        .insertInto('project_instruments')
        .values(instruments.map((i) => ({ ...i, project_id: project.id })))
        .execute();
    const competences = await trx
      .selectFrom('project_competences')
      .select(['competence_id', 'target_level', 'weight', 'position'])
      .where('project_id', '=', sourceId)
      .execute();
    if (competences.length)
      await trx
        .insertInto('project_competences')
        .values(competences.map((c) => ({ ...c, project_id: project.id })))
        .execute();
    const languages = await trx
      .selectFrom('project_languages')
      .select(['language_code', 'invitation_subject', 'invitation_body'])
      .where('project_id', '=', sourceId)
      .where('removed_at', 'is', null)
      .execute();
    if (languages.length)
      await trx
        .insertInto('project_languages')
        .values(languages.map((l) => ({ ...l, project_id: project.id, created_at: now, updated_at: now })))
        .execute();
    return project.id;
  });
  return projectDetail(deps, actor, id);
}
