import type {
  projectCompetencesRequest,
  projectInstrumentOrdersRequest,
  projectSettingsRequest,
} from '@asesa/contracts';
import type { z } from 'zod';
import type { Actor, Deps } from '../../deps';
import { nowIso } from '../../lib/clock';
import { conflict } from '../../lib/errors';
import { fieldMessage } from '../../lib/server-messages';
import { syncReservations } from '../credits/ledger';
import { addNotStartedSittings, removeSittingsOf } from '../test-attempts/sittings.service';
import { assertProjectCompetences } from './project-competences';
import { resolveInstruments } from './project-instruments';
import { hasStartedParticipants, listProjectParticipantIds } from './project-participants.repository';
import { PROJECT_MESSAGES } from './projects.messages';
import {
  deleteProjectInstruments,
  insertProjectInstrument,
  listProjectInstrumentPins,
  replaceProjectCompetences,
  updateProjectInstrumentPlace,
  updateProjectRow,
} from './projects.repository';
import { assertLanguage, projectDetail, projectOr404, settingsColumns, settingsOf } from './projects.service';

/** Changes the settings given; the others keep their value. */
export async function updateSettings(
  deps: Deps,
  actor: Actor,
  input: z.infer<typeof projectSettingsRequest>,
) {
  const row = await projectOr404(deps, actor, input.id);
  const { id, ...change } = input;
  const settings = { ...settingsOf(row), ...change };
  await assertLanguage(deps, settings.default_language);
  await updateProjectRow(deps.db, id, { ...settingsColumns(settings), updated_at: nowIso() });
  return projectDetail(deps, actor, id);
}

/**
 * Sets the ordered instruments (and variations) of a project. Instruments it already runs keep
 * their pinned version; new ones get their latest published version. Invited participants get a
 * not-started test for each new instrument and lose those of removed ones. Refused once anyone
 * started: a published instrument is versioned, never changed under a running project.
 */
export async function setInstrumentOrders(
  deps: Deps,
  actor: Actor,
  input: z.infer<typeof projectInstrumentOrdersRequest>,
) {
  const project = await projectOr404(deps, actor, input.project_id);
  const projectId = project.id;
  const refuseStarted = () =>
    conflict(fieldMessage('instruments', PROJECT_MESSAGES.instrumentsStarted), 'instruments');
  if (await hasStartedParticipants(deps.db, projectId)) throw refuseStarted();
  const current = await listProjectInstrumentPins(deps.db, projectId);
  const pinned = new Map(current.map((c) => [c.instrument_id, c.instrument_version_id]));
  const pinnedForms = new Map(
    current.flatMap((c) => (c.variation_id ? [[c.variation_id, c.variation_json] as const] : [])),
  );
  const resolved = await resolveInstruments(deps, input.instruments, 'instruments', pinned, pinnedForms);

  await deps.db.transaction().execute(async (trx) => {
    // Checked again inside the transaction: a participant may have started meanwhile.
    if (await hasStartedParticipants(trx, projectId)) throw refuseStarted();
    const kept = new Map(current.map((c) => [c.instrument_id, c.id]));
    const participants = await listProjectParticipantIds(trx, projectId);
    const now = nowIso();
    for (const [position, item] of resolved.entries()) {
      const existing = kept.get(item.instrument_id);
      if (existing) {
        await updateProjectInstrumentPlace(trx, existing, {
          position,
          variation_id: item.variation_id,
          variation_json: item.variation_json,
        });
        kept.delete(item.instrument_id);
        continue;
      }
      const rowId = await insertProjectInstrument(trx, { project_id: projectId, ...item, position });
      if (participants.length)
        await addNotStartedSittings(
          trx,
          participants.map((p) => p.id),
          rowId,
          now,
        );
    }
    const dropped = [...kept.values()];
    if (dropped.length) {
      await removeSittingsOf(trx, dropped);
      await deleteProjectInstruments(trx, dropped);
    }
    await updateProjectRow(trx, projectId, { updated_at: now });
    // Other tests cost other credits: the invited participants' reservations follow.
    await syncReservations(
      trx,
      deps.dialect,
      { corporateId: project.account_corporate_id, projectId },
      { createdBy: actor.userId, at: now },
    );
  });
  return projectDetail(deps, actor, projectId);
}

/** Replaces the competence targets the project's job fit is computed against. */
export async function setCompetences(
  deps: Deps,
  actor: Actor,
  input: z.infer<typeof projectCompetencesRequest>,
) {
  const projectId = (await projectOr404(deps, actor, input.project_id)).id;
  await assertProjectCompetences(deps, input.competences);
  await deps.db.transaction().execute(async (trx) => {
    await replaceProjectCompetences(trx, projectId, input.competences);
    await updateProjectRow(trx, projectId, { updated_at: nowIso() });
  });
  return projectDetail(deps, actor, projectId);
}
