import type { projectDuplicateRequest } from '@asesa/contracts';
import type { z } from 'zod';
import type { Actor, Deps } from '../../deps';
import { nowIso } from '../../lib/clock';
import {
  insertProject,
  insertProjectCompetenceRows,
  insertProjectInstrumentRows,
  insertProjectLanguages,
  listLiveProjectLanguages,
  listProjectCompetenceCopies,
  listProjectInstrumentCopies,
} from './projects.repository';
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
    const projectId = await insertProject(trx, {
      ...source,
      name,
      status: 'active',
      created_by: actor.userId,
      created_at: now,
      updated_at: now,
    });
    const instruments = await listProjectInstrumentCopies(trx, sourceId);
    if (instruments.length)
      await insertProjectInstrumentRows(
        trx,
        instruments.map((i) => ({ ...i, project_id: projectId })),
      );
    const competences = await listProjectCompetenceCopies(trx, sourceId);
    if (competences.length)
      await insertProjectCompetenceRows(
        trx,
        competences.map((c) => ({ ...c, project_id: projectId })),
      );
    const languages = await listLiveProjectLanguages(trx, sourceId);
    if (languages.length)
      await insertProjectLanguages(
        trx,
        languages.map((l) => ({ ...l, project_id: projectId, created_at: now, updated_at: now })),
      );
    return projectId;
  });
  return projectDetail(deps, actor, id);
}
