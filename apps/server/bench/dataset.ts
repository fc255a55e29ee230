import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import type { Actor, Deps } from '../src/deps';
import { nowIso } from '../src/lib/clock';
import {
  createInstrument,
  saveContent,
  submitInstrument,
} from '../src/modules/instruments/instruments.service';
import { insertProjectRunning } from '../test/support/project-rows';

// The benchmark's campaign: one project with many participants who each answered every item of a
// 20-item test, plus a small live project whose participants are mid-test (they keep saving
// answers while the big project is recalculated or exported). Rows are written straight into the
// database (SQLite: a second connection, WAL; PostgreSQL: multi-row inserts) because going
// through the API would take hours.

export const ITEMS_PER_TEST = 20;
const OPTIONS = ['A', 'B', 'C', 'D'];

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

/** How a bench instrument looks: its name, its one section's title, its items' stems and count. */
export interface BenchInstrumentShape {
  name: string;
  sectionTitle: string;
  stemPrefix: string;
  items: number;
}

/** A published instrument of single-choice items over A–D, the key rotating over them. */
export async function benchInstrument(
  deps: Deps,
  admin: Actor,
  code: string,
  shape: BenchInstrumentShape = {
    name: `Benchmark test ${code}`,
    sectionTitle: 'Section',
    stemPrefix: 'Question',
    items: ITEMS_PER_TEST,
  },
): Promise<{ id: number; itemIds: string[]; keys: string[] }> {
  const options = OPTIONS.map((id) => ({ id, text: `Option ${id}` }));
  const instrument = await createInstrument(deps, admin, {
    code,
    name: shape.name,
    kind: 'ability',
    instructions: 'Benchmark.',
  });
  await saveContent(deps, {
    id: instrument.id,
    sections: [
      {
        title: shape.sectionTitle,
        time_limit_seconds: null,
        items: Array.from({ length: shape.items }, (_, i) => ({
          type: 'single' as const,
          stem: `${shape.stemPrefix} ${i + 1}`,
          options,
          key: OPTIONS[i % 4],
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
  const content = JSON.parse(version.content_json) as {
    sections: { items: { id: string; key?: string }[] }[];
  };
  const items = content.sections.flatMap((s) => s.items);
  return { id: instrument.id, itemIds: items.map((i) => i.id), keys: items.map((i) => i.key ?? '') };
}

export async function benchProject(deps: Deps, corporateId: number, instrumentId: number, name: string) {
  const version = await deps.db
    .selectFrom('instrument_versions')
    .select('id')
    .where('instrument_id', '=', instrumentId)
    .orderBy('version', 'desc')
    .executeTakeFirstOrThrow();
  return insertProjectRunning(deps.db, corporateId, name, { instrumentId, versionId: version.id });
}

/** One participant of the campaign as written: their row and their 20 answers. */
interface Person {
  participant: [
    string,
    string,
    string,
    string,
    number | null,
    string | null,
    string,
    number | null,
    string | null,
  ];
  submissionState: 'finished' | 'not_started' | 'in_progress';
  answers: string[];
}
const STAMP = '2026-10-01T08:00:00.000Z';

/** Person i of the campaign (deterministic: the same run after run). */
function person(i: number, random: () => number, names: string[]): Person {
  const name = `${FIRST[Math.floor(random() * FIRST.length)]} ${LAST[Math.floor(random() * LAST.length)]} ${i}`;
  if (i % 97 === 0) names.push(name);
  const completed = random() < 0.9;
  let correct = 0;
  // Everyone has answers (an unfinished participant's autosaves), so answers = participants × 20.
  const answers = Array.from({ length: ITEMS_PER_TEST }, (_, k) => {
    const v = random() < 0.6 ? OPTIONS[k % 4] : OPTIONS[Math.floor(random() * 4)];
    if (v === OPTIONS[k % 4]) correct++;
    return v;
  });
  return {
    // code, name, email, status, number_correct, completed_at, city, score_percent, started_at
    participant: [
      `BENCH-${i.toString(36).toUpperCase().padStart(6, '0')}`,
      name,
      `person${i}@bench.example`,
      completed ? 'scored' : 'invited',
      completed ? correct : null,
      completed ? STAMP : null,
      CITIES[Math.floor(random() * CITIES.length)],
      completed ? (correct / ITEMS_PER_TEST) * 100 : null,
      completed ? STAMP : null,
    ],
    submissionState: completed ? 'finished' : 'not_started',
    answers,
  };
}

/** A mid-test participant of the live project. */
function livePerson(i: number): Person {
  const now = nowIso();
  return {
    participant: [
      `LIVE-${i.toString().padStart(6, '0')}`,
      `Live ${i}`,
      `live${i}@bench.example`,
      'in_progress',
      null,
      null,
      'Jakarta',
      null,
      now,
    ],
    submissionState: 'in_progress',
    answers: [],
  };
}

/** Writes people of one project; returns their submission ids. */
type Writer = (
  project: { projectId: number; projectInstrumentId: number },
  people: Person[],
) => Promise<number[]>;

/** SQLite: straight into the file over a second connection (WAL), one transaction per batch. */
function sqliteWriter(deps: Deps, corporateId: number, itemIds: string[]) {
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
  const write: Writer = async (project, people) =>
    sqlite.transaction(() =>
      people.map(
        ({
          participant: [code, name, email, status, correct, completedAt, city, score, startedAt],
          submissionState,
          answers,
        }) => {
          const p = insertParticipant.run(
            project.projectId,
            corporateId,
            code,
            name,
            email,
            status,
            correct,
            correct === null ? null : ITEMS_PER_TEST,
            completedAt ?? startedAt,
            completedAt,
            STAMP,
            STAMP,
            city,
            score,
            STAMP,
            startedAt,
          );
          const s = insertSubmission.run(
            p.lastInsertRowid,
            project.projectInstrumentId,
            submissionState,
            startedAt,
            completedAt,
            STAMP,
          );
          for (let k = 0; k < answers.length; k++)
            insertAnswer.run(s.lastInsertRowid, itemIds[k], answers[k], STAMP);
          return Number(s.lastInsertRowid);
        },
      ),
    )();
  const close = () => {
    sqlite.pragma('wal_checkpoint(TRUNCATE)');
    sqlite.exec('analyze');
    sqlite.close();
  };
  return { write, close };
}

/** PostgreSQL: multi-row inserts through the app's own connection pool. */
function postgresWriter(deps: Deps, corporateId: number, itemIds: string[]) {
  const write: Writer = async (project, people) => {
    const participants = await deps.db
      .insertInto('participants')
      .values(
        people.map(
          ({ participant: [code, name, email, status, correct, completedAt, city, score, startedAt] }) => ({
            project_id: project.projectId,
            account_corporate_id: corporateId,
            participant_code: code,
            name,
            email,
            phone: '',
            status: status as 'scored',
            is_agree_tnc: 1 as const,
            number_correct: correct,
            max_score: correct === null ? null : ITEMS_PER_TEST,
            registered_at: completedAt ?? startedAt,
            completed_at: completedAt,
            created_at: STAMP,
            updated_at: STAMP,
            city,
            score_percent: score,
            invited_at: STAMP,
            started_at: startedAt,
            code_expires_at: null,
            revoked_at: null,
          }),
        ),
      )
      .returning('id')
      .execute();
    const submissions = await deps.db
      .insertInto('submissions')
      .values(
        people.map((p, i) => ({
          participant_id: participants[i].id,
          project_instrument_id: project.projectInstrumentId,
          state: p.submissionState,
          started_at: p.participant[8],
          deadline_at: null,
          finished_at: p.participant[5],
          created_at: STAMP,
        })),
      )
      .returning('id')
      .execute();
    const answers = people.flatMap((p, i) =>
      p.answers.map((value, k) => ({
        submission_id: submissions[i].id,
        item_id: itemIds[k],
        value,
        answered_at: STAMP,
      })),
    );
    // PostgreSQL takes at most 65,535 parameters a statement: 4 a row.
    for (let from = 0; from < answers.length; from += 10_000)
      await deps.db
        .insertInto('answers')
        .values(answers.slice(from, from + 10_000))
        .execute();
    return submissions.map((s) => s.id);
  };
  const close = async () => {
    await sql`analyze`.execute(deps.db);
  };
  return { write, close };
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
  const writer =
    deps.dialect === 'sqlite'
      ? sqliteWriter(deps, corporate.id, test.itemIds)
      : postgresWriter(deps, corporate.id, test.itemIds);
  const random = rng(42);
  const names: string[] = [];
  const CHUNK = deps.dialect === 'sqlite' ? 5000 : 1000;
  for (let from = 0; from < participants; from += CHUNK) {
    const people = [];
    for (let i = from; i < Math.min(participants, from + CHUNK); i++) people.push(person(i, random, names));
    await writer.write(big, people);
    onProgress(Math.min(participants, from + CHUNK));
  }
  const liveIds = await writer.write(
    live,
    Array.from({ length: 200 }, (_, i) => livePerson(i)),
  );
  const liveSessions: Dataset['live'] = liveIds.map((submissionId, i) => ({
    code: livePerson(i).participant[0],
    submissionId,
    itemIds: test.itemIds,
  }));
  await writer.close();
  return { projectId: big.projectId, liveProjectId: live.projectId, live: liveSessions, names };
}
