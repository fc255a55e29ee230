import { createRng } from '@asesa/scoring';
import type { Deps } from '../deps';
import { addMs, nowIso } from '../lib/clock';
import { chargeParticipantStart, syncReservations } from '../modules/credits/ledger';
import { participantRecords } from '../modules/participants/participant-records.service';
import { newParticipantCode } from '../modules/projects/participant-code';
import { insertProjectCompetenceRows } from '../modules/projects/projects.repository';
import { scoreParticipantJob } from '../modules/scoring-runs/scoring-runs.service';
import {
  insertAnswerRows,
  setSubmissionProgress,
} from '../modules/test-attempts/finished-sittings.repository';
import { enrolParticipant } from '../modules/test-attempts/sittings.service';
import { hasAdaptiveSection, simulatedAdaptiveSitting, writeAdaptiveSitting } from './demo-adaptive-sitting';
import { DEMO_COMPETENCES } from './demo-competences';
import { DEMO_TRAITS, storedItemsOf } from './demo-content';

/**
 * Demo candidates of the demo project, so the back office shows real results: who finished (with
 * how many of the ability items right and a sitting of the adaptive test at the same level, scored
 * at seed time by the real pipeline), who is still taking the test and who only registered.
 * DEMO-PCODE-01 stays invited and untouched.
 */
export const DEMO_CANDIDATES = [
  { name: 'Hadi Pratama', city: 'Jakarta', correct: 7, traits: [0.5, 0.8, -0.5, 0.3, 0.2], state: 'scored' },
  { name: 'Eka Putri', city: 'Jakarta', correct: 8, traits: [1.2, 1.0, 0.6, 0.8, 0.7], state: 'scored' },
  {
    name: 'Indra Santoso',
    city: 'Bandung',
    correct: 5,
    traits: [-0.3, 0.1, 0.9, 0.4, -0.4],
    state: 'scored',
  },
  {
    name: 'Kartika Lestari',
    city: 'Surabaya',
    correct: 2,
    traits: [-1.0, -0.6, 0.2, -0.2, -0.9],
    state: 'scored',
  },
  { name: 'Fajar Nugroho', city: 'Yogyakarta', correct: 2, traits: [0, 0, 0, 0, 0], state: 'in_progress' },
  { name: 'Gita Maharani', city: 'Medan', correct: 0, traits: [0, 0, 0, 0, 0], state: 'registered' },
] as const;

/** Seeds each finished candidate's sitting of the adaptive test, so their course is the same every time. */
const ADAPTIVE_SEED = 20_260_401;

/**
 * A candidate's ability on the adaptive test, in line with their number right of the eight fixed
 * reasoning items: centred on the middle score, two items a θ unit (8 right is θ = 1.75).
 */
const adaptiveTheta = (correct: number) => (correct - 4.5) / 2;

const emailOf = (name: string) => `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`;

/** The demo competences as the project's targets when the project has no competences of its own. */
async function ensureProjectCompetences(deps: Deps, projectId: number): Promise<void> {
  const any = await deps.db
    .selectFrom('project_competences')
    .select('id')
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  if (any) return;
  for (const [position, spec] of DEMO_COMPETENCES.entries()) {
    const competence = await deps.db
      .selectFrom('competences')
      .select('id')
      .where('code', '=', spec.code)
      .where('removed_at', 'is', null)
      .executeTakeFirst();
    if (!competence) continue;
    await insertProjectCompetenceRows(deps.db, [
      {
        project_id: projectId,
        competence_id: competence.id,
        target_level: spec.target.level,
        weight: spec.target.weight,
        position,
      },
    ]);
  }
}

/** A fixed wobble per statement, so a candidate's answers vary around their trait level as real ones do. */
const WOBBLE = [0.3, -0.2, 0.1, -0.4, 0.2, 0.4, -0.1, -0.3];

/**
 * A Likert statement's answer (its option id) for a trait level z: agreement 3 + z ± a wobble on
 * the five-point scale, mirrored for reverse-keyed statements.
 */
function likertAnswer(
  item: { reverse?: boolean; options: Array<{ id: string; value?: number }> },
  z: number,
  index: number,
) {
  const agreement = Math.min(5, Math.max(1, Math.round(3 + 1.2 * z + WOBBLE[index % WOBBLE.length])));
  const value = item.reverse ? 6 - agreement : agreement;
  return (item.options.find((o) => o.value === value) ?? item.options[value - 1]).id;
}

/**
 * Answers for one submission: the first `correct` keyed items right, the rest wrong (or left out);
 * Likert statements answered at the candidate's trait levels (in DEMO_TRAITS order).
 */
function answersFor(
  contentJson: string,
  candidate: { correct: number; traits: readonly number[] },
  answerAll: boolean,
) {
  const items = storedItemsOf(contentJson);
  return items.flatMap((item, i) => {
    if (item.type === 'likert' && item.options?.length) {
      if (!answerAll && i >= items.length / 2) return [];
      const trait = DEMO_TRAITS.findIndex((t) => t.indicator === item.indicator);
      const z = trait >= 0 ? (candidate.traits[trait] ?? 0) : 0;
      return [{ item_id: item.id, value: likertAnswer({ ...item, options: item.options }, z, i) }];
    }
    if (!item.key || !item.options?.length) return [];
    if (i < candidate.correct) return [{ item_id: item.id, value: item.key }];
    if (!answerAll) return [];
    const wrong = item.options.find((o) => o.id !== item.key);
    return wrong ? [{ item_id: item.id, value: wrong.id }] : [];
  });
}

export async function seedDemoParticipants(
  deps: Deps,
  project: { id: number; corporateId: number },
): Promise<void> {
  const { db } = deps;
  await ensureProjectCompetences(deps, project.id);
  const start = nowIso();
  for (const [n, c] of DEMO_CANDIDATES.entries()) {
    const { id } = await enrolParticipant(db, {
      projectId: project.id,
      corporateId: project.corporateId,
      code: newParticipantCode(),
      name: c.name,
      email: emailOf(c.name),
    });
    const registered = addMs(start, -(n + 2) * 86_400_000);
    const invited = addMs(registered, -86_400_000);
    const began = addMs(registered, 3_600_000);
    const finished = addMs(began, 1_200_000);
    // Invited: the ledger reserves the project's cost, as an invitation does.
    await syncReservations(
      db,
      deps.dialect,
      { corporateId: project.corporateId, participantIds: [id] },
      { at: invited },
    );
    await participantRecords.setHistory(db, id, {
      status: c.state === 'scored' ? 'completed' : c.state,
      city: c.city,
      is_agree_tnc: 1,
      invited_at: invited,
      registered_at: registered,
      started_at: c.state === 'registered' ? null : began,
      completed_at: c.state === 'scored' ? finished : null,
      updated_at: start,
    });
    if (c.state === 'registered') continue;
    const subs = await db
      .selectFrom('submissions as s')
      .innerJoin('project_instruments as pi', 'pi.id', 's.project_instrument_id')
      .innerJoin('instrument_versions as v', 'v.id', 'pi.instrument_version_id')
      .select(['s.id', 'v.content_json'])
      .where('s.participant_id', '=', id)
      .execute();
    for (const sub of subs) {
      const done = c.state === 'scored';
      // An adaptive test is sat last, item by item as delivery chooses them, at the candidate's level.
      const adaptive = hasAdaptiveSection(sub.content_json);
      if (adaptive && done)
        await writeAdaptiveSitting(
          db,
          sub.id,
          simulatedAdaptiveSitting(sub.content_json, adaptiveTheta(c.correct), createRng(ADAPTIVE_SEED + n)),
          began,
        );
      const answers = adaptive ? [] : answersFor(sub.content_json, c, done);
      await insertAnswerRows(
        db,
        answers.map((a) => ({ submission_id: sub.id, ...a, answered_at: began })),
        Number.POSITIVE_INFINITY,
      );
      await setSubmissionProgress(db, sub.id, {
        state: done ? 'finished' : 'in_progress',
        started_at: began,
        finished_at: done ? finished : null,
      });
    }
    // Started: the reservation becomes the charge, as a start does.
    await chargeParticipantStart(db, deps.dialect, id, { at: began });
    if (c.state === 'scored') await scoreParticipantJob(deps, { participantId: id });
  }
}
