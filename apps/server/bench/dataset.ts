import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import type { Actor, Deps } from '../src/http/context';
import { nowIso } from '../src/lib/clock';
import {
  createInstrument,
  saveContent,
  submitInstrument,
} from '../src/modules/instruments/instruments.service';

// The benchmark's campaign: one project with many participants who each answered every item of a
// 20-item test, plus a small live project whose participants are mid-test (they keep saving
// answers while the big project is recalculated or exported). Rows are written straight into the
// SQLite file (a second connection, WAL) because going through the API would take hours.

export const ITEMS_PER_TEST = 20;

/** The seeded admin as an actor: the benchmarks author their instrument and projects as it. */
export async function benchAdmin(deps: Deps): Promise<Actor> {
  const row = await deps.db
    .selectFrom('users')
    .selectAll()
    .where('role', '=', 'admin')
    .executeTakeFirstOrThrow();
  return {
    userId: row.id,
    role: 'admin',
    name: row.name,
    email: row.email,
    consultantId: null,
    corporateId: null,
    isAgreeTnc: true,
  };
}
const FIRST = [
  'Ayu',
  'Budi',
  'Citra',
  'Dewi',
  'Eko',
  'Fajar',
  'Gita',
  'Hadi',
  'Indah',
  'Joko',
  'Kartika',
  'Lestari',
  'Made',
  'Nur',
  'Putri',
  'Rizky',
  'Sari',
  'Tono',
  'Wahyu',
  'Yuni',
];
const LAST = [
  'Santoso',
  'Wijaya',
  'Pratama',
  'Saputra',
  'Hidayat',
  'Kusuma',
  'Nugroho',
  'Lestari',
  'Siregar',
  'Harahap',
  'Simanjuntak',
  'Wibowo',
  'Setiawan',
  'Gunawan',
  'Halim',
];
const CITIES = [
  'Jakarta',
  'Bandung',
  'Surabaya',
  'Medan',
  'Semarang',
  'Makassar',
  'Yogyakarta',
  'Denpasar',
  'Palembang',
  'Malang',
];

/** A small deterministic generator, so every run measures the same data. */
export function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Dataset {
  projectId: number;
  liveProjectId: number;
  /** Mid-test participants of the live project: code, submission id and item ids. */
  live: { code: string; submissionId: number; itemIds: string[] }[];
  names: string[];
}

export async function benchInstrument(
  deps: Deps,
  admin: Actor,
  code: string,
): Promise<{ id: number; itemIds: string[] }> {
  const options = ['A', 'B', 'C', 'D'].map((id) => ({ id, text: `Option ${id}` }));
  const instrument = await createInstrument(deps, admin, {
    code,
    name: `Benchmark test ${code}`,
    kind: 'ability',
    instructions: 'Benchmark.',
  });
  await saveContent(deps, {
    id: instrument.id,
    sections: [
      {
        title: 'Section',
        time_limit_seconds: null,
        items: Array.from({ length: ITEMS_PER_TEST }, (_, i) => ({
          type: 'single' as const,
          stem: `Question ${i + 1}`,
          options,
          key: options[i % 4].id,
        })),
      },
    ],
  });
  await submitInstrument(deps, instrument.id);
  const version = await deps.db
    .selectFrom('instrument_versions')
    .select('content_json')
    .where('instrument_id', '=', instrument.id)
    .orderBy('version', 'desc')
    .executeTakeFirstOrThrow();
  const content = JSON.parse(version.content_json) as { sections: { items: { id: string }[] }[] };
  return { id: instrument.id, itemIds: content.sections.flatMap((s) => s.items.map((i) => i.id)) };
}

export async function benchProject(deps: Deps, corporateId: number, instrumentId: number, name: string) {
  const version = await deps.db
    .selectFrom('instrument_versions')
    .select('id')
    .where('instrument_id', '=', instrumentId)
    .orderBy('version', 'desc')
    .executeTakeFirstOrThrow();
  const now = nowIso();
  const project = await deps.db
    .insertInto('projects')
    .values({
      account_corporate_id: corporateId,
      name,
      status: 'active',
      start_date: null,
      end_date: null,
      created_by: null,
      created_at: now,
      updated_at: now,
      removed_at: null,
      job_profile_id: null,
      code_expiry_days: null,
      recalculate_job_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const pi = await deps.db
    .insertInto('project_instruments')
    .values({
      project_id: project.id,
      instrument_id: instrumentId,
      instrument_version_id: version.id,
      position: 0,
      variation_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { projectId: project.id, projectInstrumentId: pi.id };
}

/** Builds the campaign of `participants` people (answers = participants × 20) and the live project. */
export async function buildDataset(
  deps: Deps,
  admin: Actor,
  participants: number,
  onProgress: (done: number) => void,
): Promise<Dataset> {
  const corporate = await deps.db
    .selectFrom('corporate_accounts')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const test = await benchInstrument(deps, admin, 'BENCH-20');
  const big = await benchProject(deps, corporate.id, test.id, 'Benchmark campaign');
  const live = await benchProject(deps, corporate.id, test.id, 'Benchmark live sessions');

  const sqlite = new SQLite(join(deps.env.dataDir, 'asesa.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  const insertParticipant = sqlite.prepare(
    `insert into participants (project_id, account_corporate_id, participant_code, name, email, phone, status, is_agree_tnc,
       number_correct, max_score, registered_at, completed_at, created_at, updated_at, city, score_percent, invited_at, started_at)
     values (?, ?, ?, ?, ?, '', ?, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertSubmission = sqlite.prepare(
    `insert into submissions (participant_id, project_instrument_id, state, started_at, deadline_at, finished_at, created_at)
     values (?, ?, ?, ?, null, ?, ?)`,
  );
  const insertAnswer = sqlite.prepare(
    'insert into answers (submission_id, item_id, value, answered_at) values (?, ?, ?, ?)',
  );
  const random = rng(42);
  const names: string[] = [];
  const stamp = '2026-10-01T08:00:00.000Z';
  const CHUNK = 5000;
  for (let from = 0; from < participants; from += CHUNK) {
    sqlite.transaction(() => {
      for (let i = from; i < Math.min(participants, from + CHUNK); i++) {
        const name = `${FIRST[Math.floor(random() * FIRST.length)]} ${LAST[Math.floor(random() * LAST.length)]} ${i}`;
        if (i % 97 === 0) names.push(name);
        const completed = random() < 0.9;
        let correct = 0;
        const values = Array.from({ length: ITEMS_PER_TEST }, (_, k) => {
          const v =
            random() < 0.6 ? ['A', 'B', 'C', 'D'][k % 4] : ['A', 'B', 'C', 'D'][Math.floor(random() * 4)];
          if (v === ['A', 'B', 'C', 'D'][k % 4]) correct++;
          return v;
        });
        const p = insertParticipant.run(
          big.projectId,
          corporate.id,
          `BENCH-${i.toString(36).toUpperCase().padStart(6, '0')}`,
          name,
          `person${i}@bench.example`,
          completed ? 'scored' : 'invited',
          completed ? correct : null,
          completed ? ITEMS_PER_TEST : null,
          completed ? stamp : null,
          completed ? stamp : null,
          stamp,
          stamp,
          CITIES[Math.floor(random() * CITIES.length)],
          completed ? (correct / ITEMS_PER_TEST) * 100 : null,
          stamp,
          completed ? stamp : null,
        );
        const submission = insertSubmission.run(
          p.lastInsertRowid,
          big.projectInstrumentId,
          completed ? 'finished' : 'not_started',
          completed ? stamp : null,
          completed ? stamp : null,
          stamp,
        );
        // Everyone has answers (an unfinished participant's autosaves), so answers = participants × 20.
        for (let k = 0; k < ITEMS_PER_TEST; k++)
          insertAnswer.run(submission.lastInsertRowid, test.itemIds[k], values[k], stamp);
      }
    })();
    onProgress(Math.min(participants, from + CHUNK));
  }

  const liveSessions: Dataset['live'] = [];
  sqlite.transaction(() => {
    const now = nowIso();
    for (let i = 0; i < 200; i++) {
      const code = `LIVE-${i.toString().padStart(6, '0')}`;
      const p = insertParticipant.run(
        live.projectId,
        corporate.id,
        code,
        `Live ${i}`,
        `live${i}@bench.example`,
        'in_progress',
        null,
        null,
        now,
        null,
        now,
        now,
        'Jakarta',
        null,
        now,
        now,
      );
      const s = insertSubmission.run(
        p.lastInsertRowid,
        live.projectInstrumentId,
        'in_progress',
        now,
        null,
        now,
      );
      liveSessions.push({ code, submissionId: Number(s.lastInsertRowid), itemIds: test.itemIds });
    }
  })();
  sqlite.pragma('wal_checkpoint(TRUNCATE)');
  sqlite.exec('analyze');
  sqlite.close();
  return { projectId: big.projectId, liveProjectId: live.projectId, live: liveSessions, names };
}
