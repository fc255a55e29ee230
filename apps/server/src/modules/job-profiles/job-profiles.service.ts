import type {
  CompetenceLevel,
  datatableQuery,
  instrumentOrdersRequest,
  JobProfileCompactItem,
  JobProfileDetail,
  JobProfileRow,
  jobProfileNewRequest,
  jobProfileUpdateRequest,
} from '@asesa/contracts';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { runDatatable } from '../../http/datatable';
import { nowIso } from '../../lib/clock';
import { fieldError, notFound } from '../../lib/errors';
import { fillMessage } from '../../lib/server-messages';
import { assertCompetenceTargets } from '../competences/competence-targets';
import { liveCompetencesByIds } from '../competences/competences.service';
import { JOB_PROFILE_MESSAGES } from './job-profiles.messages';
import {
  findProfile,
  insertProfile,
  listAllProfileCompetenceIds,
  listAllProfileInstrumentIds,
  listLiveInstruments,
  listProfileCompetences,
  listProfileInstruments,
  listProfilesByName,
  markProfileRemoved,
  profileTableRows,
  replaceProfileCompetences,
  replaceProfileInstruments,
  touchProfile,
  updateProfileRow,
} from './job-profiles.repository';

type Input = z.infer<typeof jobProfileNewRequest>;

async function profileOr404(deps: Deps, id: number) {
  const row = await findProfile(deps.db, id);
  if (!row) throw notFound('Job profile');
  return row;
}

/** Targets name live competences once each, at one of their levels, with weights > 0. */
function assertCompetences(deps: Deps, competences: Input['competences']) {
  return assertCompetenceTargets(competences, (ids) => liveCompetencesByIds(deps, ids), JOB_PROFILE_MESSAGES);
}

/** Instruments are live, published (a published version exists) and listed once. */
async function assertInstruments(deps: Deps, ids: readonly number[]) {
  const twice = ids.findIndex((d, i) => ids.indexOf(d) !== i);
  if (twice >= 0)
    throw fieldError(
      `instrument_ids.${twice}`,
      fillMessage(JOB_PROFILE_MESSAGES.instrumentTwice, { id: ids[twice] }),
    );
  if (!ids.length) return;
  const rows = await listLiveInstruments(deps.db, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  ids.forEach((id, i) => {
    const row = byId.get(id);
    if (!row)
      throw fieldError(`instrument_ids.${i}`, fillMessage(JOB_PROFILE_MESSAGES.unknownInstrument, { id }));
    if (!(row.version > 0))
      throw fieldError(
        `instrument_ids.${i}`,
        fillMessage(JOB_PROFILE_MESSAGES.notPublished, { code: row.code }),
      );
  });
}

export async function jobProfileDetail(deps: Deps, id: number): Promise<JobProfileDetail> {
  const row = await profileOr404(deps, id);
  const [competences, instruments] = await Promise.all([
    listProfileCompetences(deps.db, id),
    listProfileInstruments(deps.db, id),
  ]);
  return {
    ...row,
    competences: competences.map(({ levels_json, ...c }) => ({
      ...c,
      weight: Number(c.weight),
      target_label:
        (JSON.parse(levels_json) as CompetenceLevel[]).find((l) => l.level === c.target_level)?.label ?? '',
    })),
    instruments,
  };
}

const COLUMNS = { id: 'p.id', name: 'p.name', created_at: 'p.created_at', updated_at: 'p.updated_at' };

export function jobProfileDatatable(deps: Deps, query: z.infer<typeof datatableQuery>) {
  return runDatatable<JobProfileRow>(
    profileTableRows(deps.db),
    query,
    { columns: COLUMNS, searchable: ['name'], defaultColumn: 'id' },
    (q) => q, // the base query selects the columns
  );
}

export async function createJobProfile(deps: Deps, input: Input) {
  await assertCompetences(deps, input.competences);
  await assertInstruments(deps, input.instrument_ids);
  const id = await deps.db.transaction().execute(async (trx) => {
    const id = await insertProfile(trx, input, nowIso());
    await replaceProfileCompetences(trx, id, input.competences);
    await replaceProfileInstruments(trx, id, input.instrument_ids);
    return id;
  });
  return jobProfileDetail(deps, id);
}

export async function updateJobProfile(deps: Deps, input: z.infer<typeof jobProfileUpdateRequest>) {
  await profileOr404(deps, input.id);
  await assertCompetences(deps, input.competences);
  await assertInstruments(deps, input.instrument_ids);
  await deps.db.transaction().execute(async (trx) => {
    await updateProfileRow(trx, input.id, input, nowIso());
    await replaceProfileCompetences(trx, input.id, input.competences);
    await replaceProfileInstruments(trx, input.id, input.instrument_ids);
  });
  return jobProfileDetail(deps, input.id);
}

export async function removeJobProfile(deps: Deps, id: number) {
  await profileOr404(deps, id);
  await markProfileRemoved(deps.db, id, nowIso());
  return { ok: true };
}

/** Sets the instruments of a profile and the order they are taken in. */
export async function setInstrumentOrders(deps: Deps, input: z.infer<typeof instrumentOrdersRequest>) {
  await profileOr404(deps, input.job_profile_id);
  await assertInstruments(deps, input.instrument_ids);
  await deps.db.transaction().execute(async (trx) => {
    await replaceProfileInstruments(trx, input.job_profile_id, input.instrument_ids);
    await touchProfile(trx, input.job_profile_id, nowIso());
  });
  return listProfileInstruments(deps.db, input.job_profile_id);
}

export async function compactJobProfiles(deps: Deps): Promise<JobProfileCompactItem[]> {
  const [profiles, competences, instruments] = await Promise.all([
    listProfilesByName(deps.db),
    listAllProfileCompetenceIds(deps.db),
    listAllProfileInstrumentIds(deps.db),
  ]);
  return profiles.map((p) => ({
    ...p,
    competence_ids: competences.filter((c) => c.job_profile_id === p.id).map((c) => c.competence_id),
    instrument_ids: instruments.filter((i) => i.job_profile_id === p.id).map((i) => i.instrument_id),
  }));
}
