import { createRng, type Rng } from '@asesa/scoring';
import type { Actor, Deps } from '../deps';
import { addMs, nowIso } from '../lib/clock';
import { insertCorporate } from '../modules/accounts/corporates.repository';
import { startAnalysis } from '../modules/evidence/evidence.service';
import { participantRecords } from '../modules/participants/participant-records.service';
import { newParticipantCode } from '../modules/projects/participant-code';
import { createProject } from '../modules/projects/projects.service';
import { recalculateProject } from '../modules/scoring-runs/recalculate.service';
import {
  insertAnswerRows,
  insertSubmissionRows,
} from '../modules/test-attempts/finished-sittings.repository';
import { hasAdaptiveSection, insertAdaptiveCourses, timedAdaptiveSitting } from './demo-adaptive-sitting';
import { DEMO_TRAITS, type StoredItem, storedItemsOf } from './demo-content';
import { seedNormingAccommodations } from './demo-norming-accommodations';
import { agreementCategory, answersRight, secondsOn, traitLevels, wrongOption } from './demo-norming-model';

/**
 * The demo's norming study: a panel of simulated candidates who took both demo instruments, drawn
 * from the known model of demo-norming-model.ts, so the evidence workbench has a sample worth
 * analysing at first start (item statistics, a calibration that recovers the model, the planted
 * DIF, norms from data, adverse impact of the job fit). The panel is a corporate of its own, so
 * the demo corporate's lists and counts stay as small as a newcomer expects.
 */

export const NORMING_PANEL_SIZE = 2000;
export const NORMING_STUDY_NAME = 'Norming Study 2026 (demo)';
export const NORMING_PANEL_CORPORATE = 'Norming Panel (demo)';
/** Fixed, so every fresh demo has the same panel and the same analyses. */
const SEED = 20_260_101;
/** Rows per insert statement: SQLite allows 32,766 parameters, answers have five columns. */
const CHUNK = 250;
const DAY_MS = 86_400_000;
/** Panelists finished over the half year before the demo was seeded. */
const STUDY_DAYS = 180;
const CITIES = ['Jakarta', 'Bandung', 'Surabaya', 'Medan', 'Yogyakarta', 'Semarang', 'Makassar', 'Denpasar'];
/** Education levels with their share of the panel (codes of the registration form). */
const EDUCATION: ReadonlyArray<[string, number]> = [
  ['SMA', 0.15],
  ['D3', 0.2],
  ['S1', 0.5],
  ['S2', 0.15],
];

interface Panelist {
  female: boolean;
  ability: number;
  traits: number[];
  birthDate: string;
  education: string;
  city: string;
  /** When they started: both tests the same morning, reasoning first. */
  startedAt: string;
}

function pick<T>(rng: Rng, weighted: ReadonlyArray<[T, number]>): T {
  let u = rng.next();
  for (const [value, share] of weighted) {
    if (u < share) return value;
    u -= share;
  }
  return weighted[weighted.length - 1][0];
}

function panelist(rng: Rng, i: number, seededAt: string): Panelist {
  // Graduates mostly, some experienced hires: ages 21 to 58, skewed young.
  const age = 21 + Math.floor(rng.next() ** 1.8 * 38);
  const daysAgo = 1 + rng.int(STUDY_DAYS);
  const startedAt = addMs(
    `${seededAt.slice(0, 10)}T01:00:00.000Z`,
    -daysAgo * DAY_MS + rng.int(8) * 3_600_000,
  );
  const year = Number(startedAt.slice(0, 4)) - age - 1;
  const birthDay = 1 + rng.int(28);
  const birthMonth = 1 + rng.int(12);
  return {
    female: i % 2 === 0,
    ability: rng.normal(),
    traits: traitLevels(rng),
    birthDate: `${year}-${String(birthMonth).padStart(2, '0')}-${String(birthDay).padStart(2, '0')}`,
    education: pick(rng, EDUCATION),
    city: CITIES[rng.int(CITIES.length)],
    startedAt,
  };
}

/** A panelist's answers to the reasoning test, a minute or so apart; ends when they finished. */
function abilityAnswers(rng: Rng, items: StoredItem[], p: Panelist) {
  let at = Date.parse(p.startedAt);
  const answers = items.map((item, j) => {
    const options = (item.options ?? []).map((o) => o.id);
    const value = answersRight(rng, p.ability, j, p.female)
      ? String(item.key)
      : wrongOption(rng, j, String(item.key), options);
    at += secondsOn(rng, j) * 1000;
    return { item_id: item.id, value, answered_at: new Date(at).toISOString() };
  });
  return { answers, finishedAt: new Date(at + 5000).toISOString() };
}

/** A panelist's answers to the inventory, some ten seconds a statement, after the reasoning test. */
function personalityAnswers(rng: Rng, items: StoredItem[], p: Panelist, from: string) {
  let at = Date.parse(from) + 60_000;
  const answers = items.map((item, j) => {
    const trait = DEMO_TRAITS.findIndex((t) => t.indicator === item.indicator);
    const category = agreementCategory(rng, p.traits[trait] ?? 0, j, p.female);
    const value = item.reverse ? 6 - category : category;
    const options = item.options ?? [];
    at += (6 + rng.int(10)) * 1000;
    const option = options.find((o) => o.value === value) ?? options[value - 1];
    return { item_id: item.id, value: option.id, answered_at: new Date(at).toISOString() };
  });
  return { answers, finishedAt: new Date(at + 5000).toISOString() };
}

/**
 * Creates the panel's corporate and project (the demo job profile's instruments and competence
 * targets), writes the panelists with their finished tests set-based, and queues the project's
 * recalculation so their scores, norms and job fit come from the real scoring pipeline.
 */
export async function seedDemoNormingStudy(
  deps: Deps,
  admin: Actor,
  context: { consultantId: number; sectorId: number; jobProfileId: number },
  size = NORMING_PANEL_SIZE,
): Promise<{ projectId: number; corporateId: number }> {
  const now = nowIso();
  const study = await createPanelProject(deps, admin, context);
  const tests = await panelTests(deps.db, study.projectId);
  const rng = createRng(SEED);
  // The adaptive test draws from a generator of its own, so the panel stays as it was without it.
  const adaptiveRng = createRng(SEED + 1);
  for (let from = 0; from < size; from += CHUNK) {
    const panel = Array.from({ length: Math.min(CHUNK, size - from) }, (_, k) =>
      panelist(rng, from + k, now),
    );
    const sittings = panel.map((p) => sitTests(p, tests, rng, adaptiveRng));
    await writePanel(deps.db, study, { from, panel, sittings, now });
  }
  await seedNormingAccommodations(deps, admin, study.projectId);
  await recalculateProject(deps, admin, study.projectId);
  return study;
}

/** The panel's own corporate and its project (the demo job profile's instruments and targets). */
async function createPanelProject(
  deps: Deps,
  admin: Actor,
  context: { consultantId: number; sectorId: number; jobProfileId: number },
): Promise<{ projectId: number; corporateId: number }> {
  const corporateId = await insertCorporate(deps.db, {
    account_consultant_id: context.consultantId,
    name: NORMING_PANEL_CORPORATE,
    legal_name: 'Norming panel of the demo instruments',
    title: 'Norming Panel',
    slug: 'norming-panel',
    color_theme: '#3d5a80',
    font_theme: '',
    is_show_header: 1,
    is_use_corporate_logo: 0,
    callback_url: '',
    sector_id: context.sectorId,
  });
  const project = await createProject(deps, admin, {
    account_corporate_id: corporateId,
    name: NORMING_STUDY_NAME,
    description:
      'Simulated panel drawn from a known model (2PL reasoning items, graded-response statements) with two items per test planted to work differently for women: the evidence workbench should recover both.',
    job_profile_id: context.jobProfileId,
  });
  return { projectId: project.id, corporateId };
}

/** The project's tests in their order, with the content each was pinned to. */
function panelTests(db: Deps['db'], projectId: number) {
  return db
    .selectFrom('project_instruments as pi')
    .innerJoin('instrument_versions as v', 'v.id', 'pi.instrument_version_id')
    .innerJoin('instruments as i', 'i.id', 'v.instrument_id')
    .select(['pi.id', 'i.kind', 'v.content_json'])
    .where('pi.project_id', '=', projectId)
    .orderBy('pi.position')
    .execute();
}

type PanelTest = Awaited<ReturnType<typeof panelTests>>[number];
type Sittings = ReturnType<typeof sitTests>;

/** A panelist's tests one after the other: each starts when the one before it finished. */
function sitTests(p: Panelist, tests: PanelTest[], rng: Rng, adaptiveRng: Rng) {
  let finishedAt = p.startedAt;
  const perTest = tests.map((test) => {
    const items = storedItemsOf(test.content_json);
    const startedAt = finishedAt;
    const sitting = hasAdaptiveSection(test.content_json)
      ? timedAdaptiveSitting(test.content_json, p.ability, adaptiveRng, startedAt)
      : test.kind === 'personality'
        ? personalityAnswers(rng, items, p, startedAt)
        : abilityAnswers(rng, items, { ...p, startedAt });
    finishedAt = sitting.finishedAt;
    return { testId: test.id, startedAt, ...sitting };
  });
  return { perTest, finishedAt };
}

/** Writes one chunk of panelists set-based: participants, their finished submissions and answers. */
async function writePanel(
  db: Deps['db'],
  study: { projectId: number; corporateId: number },
  chunk: { from: number; panel: Panelist[]; sittings: Sittings[]; now: string },
): Promise<void> {
  const { from, panel, sittings, now } = chunk;
  const ids = await participantRecords.insert(
    db,
    panel.map((p, k) => {
      const n = String(from + k + 1).padStart(4, '0');
      return {
        project_id: study.projectId,
        account_corporate_id: study.corporateId,
        participant_code: newParticipantCode(),
        name: `Panelist ${n}`,
        email: `panelist.${n}@norming.example`,
        phone: '',
        status: 'completed' as const,
        is_agree_tnc: 1,
        gender: p.female ? 'female' : 'male',
        birth_date: p.birthDate,
        education_level: p.education,
        city: p.city,
        invited_at: addMs(p.startedAt, -2 * DAY_MS),
        registered_at: addMs(p.startedAt, -600_000),
        started_at: p.startedAt,
        completed_at: sittings[k].finishedAt,
        created_at: now,
        updated_at: now,
      };
    }),
  );
  const submissions = await insertSubmissionRows(
    db,
    ids.flatMap((row, k) =>
      sittings[k].perTest.map((s) => ({
        participant_id: row.id,
        project_instrument_id: s.testId,
        state: 'finished' as const,
        started_at: s.startedAt,
        finished_at: s.finishedAt,
        created_at: now,
      })),
    ),
  );
  const perTest = sittings.flatMap((s) => s.perTest);
  const answers = perTest.flatMap((s, x) =>
    s.answers.map((a) => ({ submission_id: submissions[x].id, ...a, seq: null })),
  );
  await insertAnswerRows(db, answers, CHUNK * 4);
  await insertAdaptiveCourses(
    db,
    perTest.map((s, x) => ({ submissionId: submissions[x].id, sitting: s })),
  );
}

/** The demo instruments the workbench opens on at first start (the adaptive bank is analysed on demand). */
export const NORMING_ANALYSED = ['DEMO-ABILITY', 'DEMO-PERSONALITY'] as const;

/**
 * Queues the evidence analyses of the study's two fixed tests (the default model and DIF
 * comparisons), as the demo consultant, so the workbench shows their results at first start
 * without anyone starting one: the consultant and admins see them. Queued after the study's
 * recalculation, they run once the server listens, as it does.
 */
export async function queueDemoNormingAnalyses(
  deps: Deps,
  consultant: Actor,
  study: { projectId: number },
): Promise<number[]> {
  const instruments = await deps.db
    .selectFrom('instruments')
    .select(['id', 'code'])
    .where('code', 'in', [...NORMING_ANALYSED])
    .where('removed_at', 'is', null)
    .execute();
  const analyses: number[] = [];
  for (const code of NORMING_ANALYSED) {
    const instrument = instruments.find((i) => i.code === code);
    if (!instrument) continue;
    const { analysis_id } = await startAnalysis(deps, consultant, {
      instrument_id: instrument.id,
      sample: { project_ids: [study.projectId] },
    });
    analyses.push(analysis_id);
  }
  return analyses;
}
