/**
 * The "evidence" scenario of `npm run bench` (bench/index.ts at the repository root), not part of
 * the tests: evidence analyses of a 60-item keyed instrument run as jobs through the real server
 * (evidence/analyses/new → job queue → job worker thread → analysis thread, evidence/analyses/detail
 * polled until done), while participants mid-test keep saving answers through the HTTP pipeline.
 *
 * The sample: `participants` simulees drawn from a 2PL (fixed seed), each with a finished
 * submission and an answer to every item, written straight into the database (SQLite: prepared
 * statements over a second connection, one transaction per chunk; PostgreSQL: multi-row inserts).
 * They sit in two projects, the first holding `calibrationParticipants` of them: the 2PL
 * calibration reads that project, the item analysis both. The item analysis asks for no IRT
 * calibration (model ITEM_ANALYSIS_ONLY): item statistics, distractors, reliability and DIF of the
 * whole sample.
 */

import { join } from 'node:path';
import { type EvidenceModelChoice, ITEM_ANALYSIS_ONLY } from '@asesa/contracts';
import { createRng } from '@asesa/scoring';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import type { Actor, Deps } from '../src/deps';
import { withAllRoleServer } from './all-role-server';
import { benchAdmin, benchInstrument, benchProject, buildDataset } from './dataset';
import { measureMeanwhile } from './meanwhile';
import { timedCaller } from './timed-call';

export const EVIDENCE_ITEMS = 60;
const OPTIONS = ['A', 'B', 'C', 'D'];
const SEED = 20261127;
/** Simulees of the warm-up analysis (it boots the job and analysis threads before measuring). */
const WARM_UP = 300;
const DAY = '2026-06-15';
const STARTED = `${DAY}T08:00:00.000Z`;
const COMPLETED = `${DAY}T09:00:00.000Z`;
const EDUCATION = ['bachelor', 'diploma', 'master', 'high_school'];
/** Forty seconds an item, answered in turn (so the analysis has item times too). */
const ANSWERED_AT = Array.from({ length: EVIDENCE_ITEMS }, (_, j) =>
  new Date(Date.parse(STARTED) + (j + 1) * 40_000).toISOString(),
);

export interface EvidenceRun {
  /** Persons the analysis held (its n). */
  participants: number;
  items: number;
  model: string;
  seconds: number;
  /**
   * From the request until the engine reported its first step (the first poll past step 'sample'):
   * the job picked up, the sample read and the analysis thread booted; progress is written every
   * 500 ms and polled every 200 ms, so this is within ~0.7 s.
   */
  engineStartSeconds: number;
  /** CPU of the whole process meanwhile (every thread: the analysis's, the job's and the saves'). */
  cpuSeconds: number;
  rssGrowthMb: number;
  saves: number;
  saveP99Ms: number;
  healthP99Ms: number;
  loopDelayMaxMs: number;
  emCycles: number | null;
  converged: boolean | null;
}

export interface EvidenceBenchResult {
  /** Seconds to write the simulees. */
  writeSeconds: number;
  itemAnalysis: EvidenceRun;
  calibration: EvidenceRun;
}

const sleep = (t: number) => new Promise((r) => setTimeout(r, t));

/** A published instrument of `EVIDENCE_ITEMS` single-choice items, the key rotating over A–D. */
export function evidenceInstrument(deps: Deps, admin: Actor) {
  return benchInstrument(deps, admin, 'BENCH-EVIDENCE-60', {
    name: 'Benchmark evidence test',
    sectionTitle: 'Items',
    stemPrefix: 'Item',
    items: EVIDENCE_ITEMS,
  });
}

/** One simulee as written: participant fields and an answer (option id) to every item. */
export interface Simulee {
  code: string;
  gender: string;
  birthDate: string;
  education: string;
  answers: string[];
}

/** The simulees' generator: a 2PL of `EVIDENCE_ITEMS` items and θ ~ N(0, 1), all from one seed. */
export function simulees(keys: readonly string[], seed: number) {
  const rng = createRng(seed);
  const items = keys.map(() => ({ a: 0.6 + 1.2 * rng.next(), b: -2 + 4 * rng.next() }));
  return (i: number, label: string): Simulee => {
    const theta = rng.normal();
    const answers = items.map(({ a, b }, j) => {
      if (rng.next() < 1 / (1 + Math.exp(-a * (theta - b)))) return keys[j];
      const wrong = OPTIONS.filter((o) => o !== keys[j]);
      return wrong[rng.int(wrong.length)];
    });
    const age = 22 + (i % 37);
    return {
      code: `EV-${label}-${i}`,
      gender: i % 2 === 0 ? 'female' : 'male',
      birthDate: `${Number(DAY.slice(0, 4)) - age - 1}-12-31`,
      education: EDUCATION[i % EDUCATION.length],
      answers,
    };
  };
}

export type Target = { projectId: number; projectInstrumentId: number };
export type Writer = { write(target: Target, people: Simulee[]): Promise<void>; close(): Promise<void> };

/** SQLite: straight into the file over a second connection (WAL), one transaction per chunk. */
export function sqliteWriter(deps: Deps, corporateId: number, itemIds: readonly string[]): Writer {
  const sqlite = new SQLite(join(deps.env.dataDir, 'asesa.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  const insertParticipant = sqlite.prepare(
    `insert into participants (project_id, account_corporate_id, participant_code, name, email, phone, status,
       is_agree_tnc, registered_at, started_at, completed_at, created_at, updated_at, gender, birth_date, education_level)
     values (?, ?, ?, ?, ?, '', 'completed', 1, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertSubmission = sqlite.prepare(
    `insert into submissions (participant_id, project_instrument_id, state, started_at, finished_at, created_at)
     values (?, ?, 'finished', ?, ?, ?)`,
  );
  const insertAnswer = sqlite.prepare(
    'insert into answers (submission_id, item_id, value, answered_at) values (?, ?, ?, ?)',
  );
  const write = sqlite.transaction((target: Target, people: Simulee[]) => {
    for (const p of people) {
      const participant = insertParticipant.run(
        target.projectId,
        corporateId,
        p.code,
        `Simulee ${p.code}`,
        `${p.code.toLowerCase()}@bench.example`,
        STARTED,
        STARTED,
        COMPLETED,
        COMPLETED,
        COMPLETED,
        p.gender,
        p.birthDate,
        p.education,
      );
      const submission = insertSubmission.run(
        participant.lastInsertRowid,
        target.projectInstrumentId,
        STARTED,
        COMPLETED,
        COMPLETED,
      );
      for (let j = 0; j < p.answers.length; j++)
        insertAnswer.run(submission.lastInsertRowid, itemIds[j], p.answers[j], ANSWERED_AT[j]);
    }
  });
  return {
    write: async (target, people) => write(target, people),
    close: async () => {
      sqlite.pragma('wal_checkpoint(TRUNCATE)');
      sqlite.exec('analyze');
      sqlite.close();
    },
  };
}

/** PostgreSQL: multi-row inserts through the app's own pool (4 parameters an answer, 2,000 a statement). */
export function postgresWriter(deps: Deps, corporateId: number, itemIds: readonly string[]): Writer {
  return {
    async write(target, people) {
      const participants = await deps.db
        .insertInto('participants')
        .values(
          people.map((p) => ({
            project_id: target.projectId,
            account_corporate_id: corporateId,
            participant_code: p.code,
            name: `Simulee ${p.code}`,
            email: `${p.code.toLowerCase()}@bench.example`,
            phone: '',
            status: 'completed' as const,
            is_agree_tnc: 1 as const,
            registered_at: STARTED,
            started_at: STARTED,
            completed_at: COMPLETED,
            created_at: COMPLETED,
            updated_at: COMPLETED,
            gender: p.gender,
            birth_date: p.birthDate,
            education_level: p.education,
          })),
        )
        .returning('id')
        .execute();
      const submissions = await deps.db
        .insertInto('submissions')
        .values(
          participants.map((p) => ({
            participant_id: p.id,
            project_instrument_id: target.projectInstrumentId,
            state: 'finished' as const,
            started_at: STARTED,
            finished_at: COMPLETED,
            created_at: COMPLETED,
          })),
        )
        .returning('id')
        .execute();
      const answers = people.flatMap((p, k) =>
        p.answers.map((value, j) => ({
          submission_id: submissions[k].id,
          item_id: itemIds[j],
          value,
          answered_at: ANSWERED_AT[j],
        })),
      );
      for (let from = 0; from < answers.length; from += 2000)
        await deps.db
          .insertInto('answers')
          .values(answers.slice(from, from + 2000))
          .execute();
    },
    async close() {
      await sql`analyze`.execute(deps.db);
    },
  };
}

export async function runEvidenceBench(opts: {
  /** The item analysis's sample (100,000 in the full run). */
  participants: number;
  /** The 2PL calibration's sample, a part of the above (20,000 in the full run). */
  calibrationParticipants: number;
  log?: (message: string) => void;
}): Promise<EvidenceBenchResult> {
  const log = opts.log ?? (() => {});
  const calibrationN = Math.min(opts.calibrationParticipants, opts.participants);
  return withAllRoleServer(async ({ t, startJobs }) => {
    const { deps } = t;
    const admin = await benchAdmin(deps);
    const { live } = await buildDataset(deps, admin, 0, () => {});
    const corporate = await deps.db
      .selectFrom('corporate_accounts')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const instrument = await evidenceInstrument(deps, admin);
    const warmProject = await benchProject(deps, corporate.id, instrument.id, 'Evidence warm-up');
    const calibrationProject = await benchProject(deps, corporate.id, instrument.id, 'Evidence calibration');
    const restProject = await benchProject(deps, corporate.id, instrument.id, 'Evidence rest');

    log(
      `writing ${opts.participants.toLocaleString('en')} simulees × ${EVIDENCE_ITEMS} answers (${t.engine})`,
    );
    const written = performance.now();
    const writer =
      deps.dialect === 'sqlite'
        ? sqliteWriter(deps, corporate.id, instrument.itemIds)
        : postgresWriter(deps, corporate.id, instrument.itemIds);
    const next = simulees(instrument.keys, SEED);
    const chunk = deps.dialect === 'sqlite' ? 5000 : 500;
    const fill = async (target: Target, label: string, n: number) => {
      for (let from = 0; from < n; from += chunk) {
        const people: Simulee[] = [];
        for (let i = from; i < Math.min(n, from + chunk); i++) people.push(next(i, label));
        await writer.write(target, people);
        if ((from / chunk) % 4 === 3) log(`  ${label}: ${Math.min(n, from + chunk).toLocaleString('en')}`);
      }
    };
    await fill(warmProject, 'warm', WARM_UP);
    await fill(calibrationProject, 'cal', calibrationN);
    await fill(restProject, 'rest', opts.participants - calibrationN);
    await writer.close();
    const writeSeconds = (performance.now() - written) / 1000;
    log(`written in ${writeSeconds.toFixed(0)} s`);

    const token = await t.signIn('admin');
    const call = timedCaller(t, token);
    startJobs();

    /** One analysis through the API: started, then its detail polled until done. */
    const analyse = async (projectIds: number[], model: EvidenceModelChoice) => {
      const { data: started } = await call('evidence/analyses/new', {
        instrument_id: instrument.id,
        sample: { project_ids: projectIds },
        model,
      });
      const begun = performance.now();
      let engineStartSeconds = Number.NaN;
      for (;;) {
        const { data: d } = await call('evidence/analyses/detail', { analysis_id: started.analysis_id });
        if (Number.isNaN(engineStartSeconds) && d.step !== 'queued' && d.step !== 'sample')
          engineStartSeconds = (performance.now() - begun) / 1000;
        if (d.status === 'failed') throw new Error(`the evidence analysis failed: ${d.error}`);
        if (d.status === 'done') return { detail: d, engineStartSeconds };
        await sleep(200);
      }
    };
    const measure = async (
      label: string,
      projectIds: number[],
      model: EvidenceModelChoice,
    ): Promise<EvidenceRun> => {
      log(label);
      const meanwhile = await measureMeanwhile(t, live);
      const t0 = performance.now();
      const cpu0 = process.cpuUsage();
      const { detail, engineStartSeconds } = await analyse(projectIds, model);
      const seconds = (performance.now() - t0) / 1000;
      const cpu = process.cpuUsage(cpu0);
      const m = await meanwhile.finish();
      const result = detail.result as {
        n: number;
        items: unknown[];
        calibration: { iterations?: number; converged?: boolean };
      };
      log(`  done in ${seconds.toFixed(1)} s (engine started after ~${engineStartSeconds.toFixed(1)} s)`);
      return {
        participants: result.n,
        items: result.items.length,
        model: String(detail.model),
        seconds,
        engineStartSeconds,
        cpuSeconds: (cpu.user + cpu.system) / 1e6,
        rssGrowthMb: m.rssGrowthMb,
        saves: m.saves.length,
        saveP99Ms: m.saveP99Ms,
        healthP99Ms: m.healthP99Ms,
        loopDelayMaxMs: m.loopDelayMaxMs,
        emCycles: result.calibration.iterations ?? null,
        converged: result.calibration.converged ?? null,
      };
    };

    // A first small analysis boots the job thread and the analysis thread (tsx, the engine).
    await analyse([warmProject.projectId], '2PL');
    const calibration = await measure(
      `2PL calibration of ${calibrationN.toLocaleString('en')} × ${EVIDENCE_ITEMS} as a job`,
      [calibrationProject.projectId],
      '2PL',
    );
    const itemAnalysis = await measure(
      `item analysis of ${opts.participants.toLocaleString('en')} × ${EVIDENCE_ITEMS} as a job (no IRT calibration)`,
      [calibrationProject.projectId, restProject.projectId],
      ITEM_ANALYSIS_ONLY,
    );
    return { writeSeconds, itemAnalysis, calibration };
  });
}
