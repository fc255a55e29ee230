// A participant's device for the stack test (stack-failover.spec.ts) and the reliability faults
// suite (test/reliability/fault-*.test.ts): the calls the web app makes for one whole test, over
// HTTP (through nginx or to one server), with the web app's save semantics
// (apps/web/src/features/test-activities/answer-queue.ts): every answer gets the next sequence
// number and waits in a local queue; saves go one at a time, oldest first; a save that failed for
// a transient reason (no answer, 5xx, 408, 429) stays queued and is retried with back-off. Only a
// save the server answered 200 counts as acknowledged.

import { DEFAULT_LANDING_FORM } from '@asesa/contracts';
import { benchAdmin, benchInstrument, benchProject } from '../bench/dataset';
import type { Deps } from '../src/deps';
import { enrolParticipant } from '../src/modules/test-attempts/sittings.service';

type Json = Record<string, unknown>;

export interface CallLog {
  /** Calls that failed transiently and were retried (the instance was down, nginx said 502…). */
  retries: number;
  /** A few of those failures, for the report. */
  samples: string[];
  /** When given, counts the transient failures by status (0: no HTTP answer). */
  byStatus?: Map<number, number>;
}

/** The highest acknowledged seq of each item, and its value: what the database must hold. */
export type Acknowledged = Map<string, { value: string; seq: number }>;

export interface ParticipantRun {
  code: string;
  submissionId: number;
  acknowledged: Acknowledged;
  /** Answers given on the device (including changed answers). */
  answersGiven: number;
  saves: number;
  status: string;
}

const isTransient = (status: number) => status === 0 || status >= 500 || status === 408 || status === 429;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
// Faster than the web app's 2 s (a person waits anyway); the shape is the same: doubling, capped.
const RETRY_BASE_MS = 100;
const RETRY_MAX_MS = 2_000;
const GIVE_UP_MS = 60_000;

export class Device {
  constructor(
    private readonly base: string,
    readonly log: CallLog,
    /** How long a call keeps retrying (a server restarting under heavy load can take a while). */
    private readonly giveUpMs = GIVE_UP_MS,
  ) {}

  /** One POST; status 0 when no HTTP answer came (connection refused, reset, timed out). */
  private async once(path: string, body: Json | FormData): Promise<{ status: number; body: Json | null }> {
    try {
      const isForm = body instanceof FormData;
      const res = await fetch(`${this.base}/api/v1/${path}`, {
        method: 'POST',
        headers: isForm ? {} : { 'content-type': 'application/json' },
        body: isForm ? body : JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
      const text = await res.text();
      let parsed: Json | null = null;
      try {
        parsed = JSON.parse(text) as Json;
      } catch {
        // nginx's own error pages are HTML
      }
      return { status: res.status, body: parsed };
    } catch (err) {
      return { status: 0, body: { error: { message: String((err as Error).cause ?? err) } } };
    }
  }

  /**
   * POST with retries on transient failures; answers the final status and body (a 4xx is the
   * caller's to judge). `retried` says whether an earlier try may have reached the server.
   */
  async call(path: string, body: Json | (() => FormData)) {
    const started = Date.now();
    let wait = RETRY_BASE_MS;
    let retried = false;
    for (;;) {
      const res = await this.once(path, typeof body === 'function' ? body() : body);
      if (!isTransient(res.status)) return { ...res, retried };
      retried = true;
      this.log.retries++;
      this.log.byStatus?.set(res.status, (this.log.byStatus.get(res.status) ?? 0) + 1);
      if (this.log.samples.length < 8)
        this.log.samples.push(
          `${path} → ${res.status} ${JSON.stringify(res.body?.error ?? '').slice(0, 120)}`,
        );
      if (Date.now() - started > this.giveUpMs)
        throw new Error(`${path}: still failing after ${this.giveUpMs / 1000} s (${res.status})`);
      await sleep(wait);
      wait = Math.min(RETRY_MAX_MS, wait * 2);
    }
  }

  async ok(path: string, body: Json | (() => FormData)): Promise<Json> {
    const res = await this.call(path, body);
    if (res.status !== 200)
      throw new Error(`${path} answered ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`);
    return (res.body as { data: Json }).data;
  }
}

const OPTIONS = ['A', 'B', 'C', 'D'];

/** A participant's test as the device sees it once started. */
export interface StartedTest {
  submissionId: number;
  itemIds: string[];
  sectionIds: string[];
}

/** Registers (agreeing to the terms) and starts the test, as the landing and home pages do. */
export async function startTest(device: Device, code: string): Promise<StartedTest> {
  await device.ok('test-activities/landing', { participant_code: code });
  await device.ok('test-activities/submit', () => {
    const form = new FormData();
    form.set('participantCode', code);
    form.set('name', `Stack ${code}`);
    form.set('email', `${code.toLowerCase()}@stack.example`);
    form.set('phone', '0812');
    form.set('is_agree_tnc', 'true');
    return form;
  });
  const home = (await device.ok('test-activities/home', { participant_code: code })) as {
    instruments: { submission_id: number; attempt_id: number }[];
  };
  const { submission_id: submissionId, attempt_id: attemptId } = home.instruments[0];
  await device.ok('test-activities/instrument', { participant_code: code, attempt_id: attemptId });
  const attempt = (await device.ok('test-activities/mark-as-started', {
    participant_code: code,
    submission_id: submissionId,
  })) as { sections: { id: string; items: { id: string }[] }[] };
  return {
    submissionId,
    itemIds: attempt.sections.flatMap((s) => s.items.map((i) => i.id)),
    sectionIds: attempt.sections.map((s) => s.id),
  };
}

/**
 * Registers, starts the test, answers every item — changing some answers afterwards, as people
 * do — with a save after each answer, finishes and completes.
 */
export async function takeTest(
  device: Device,
  code: string,
  opts: {
    thinkMs: number;
    changes: number;
    /** After the planned changes, keep changing answers until this says stop (fault suites). */
    keepChanging?: () => boolean;
  },
): Promise<ParticipantRun> {
  const { submissionId, itemIds } = await startTest(device, code);

  // The device's queue: per item the latest answer and its seq, until a save acknowledges it.
  const pending = new Map<string, { value: string; seq: number }>();
  const acknowledged: Acknowledged = new Map();
  let seq = 0;
  let saves = 0;
  const flush = async () => {
    while (pending.size) {
      const batch = new Map(pending);
      const res = await device.call('test-activities/submission', {
        participant_code: code,
        submission_id: submissionId,
        submission: Object.fromEntries(batch),
      });
      saves++;
      if (res.status !== 200)
        throw new Error(`save of ${code} answered ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`);
      for (const [item, sent] of batch) {
        const held = acknowledged.get(item);
        if (!held || sent.seq > held.seq) acknowledged.set(item, sent);
        // An answer changed while this save was on its way stays queued.
        if (pending.get(item)?.seq === sent.seq) pending.delete(item);
      }
    }
  };
  const answer = async (item: string, value: string) => {
    pending.set(item, { value, seq: ++seq });
    await flush();
    await sleep(opts.thinkMs);
  };
  let given = 0;
  for (const [i, item] of itemIds.entries()) {
    await answer(item, OPTIONS[(i + code.length) % 4]);
    given++;
  }
  for (let k = 0; k < opts.changes || opts.keepChanging?.(); k++) {
    await answer(itemIds[(k * 7) % itemIds.length], OPTIONS[(k + 2) % 4]);
    given++;
  }
  await flush();

  // The final save. If an earlier try reached the server before its instance died, the repeat is
  // refused (the test is already finished): the device checks the state, as the web app reloads.
  const final = await device.call('test-activities/submission', {
    participant_code: code,
    submission_id: submissionId,
    submission: {},
    is_final: true,
  });
  if (final.status !== 200) {
    const after = (await device.ok('test-activities/home', { participant_code: code })) as {
      instruments: { state: string }[];
    };
    if (!(final.retried && final.status === 409 && after.instruments[0].state === 'finished'))
      throw new Error(`final save of ${code} answered ${final.status}: ${JSON.stringify(final.body)}`);
  }
  const done = (await device.ok('test-activities/congrat-candidate', { participant_code: code })) as {
    status: string;
  };
  return { code, submissionId, acknowledged, answersGiven: given, saves, status: done.status };
}

/**
 * A project running the 20-item benchmark test, with `n` invited participants coded
 * `${prefix}-0000`, `${prefix}-0001`, … Its registration form takes an optional photo.
 */
export async function seedParticipants(deps: Deps, n: number, prefix: string): Promise<string[]> {
  const who = await benchAdmin(deps);
  const corporate = await deps.db
    .selectFrom('corporate_accounts')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const test = await benchInstrument(deps, who, `${prefix}-20`);
  const project = await benchProject(deps, corporate.id, test.id, `${prefix} participants`);
  return inviteCodedParticipants(
    deps,
    { projectId: project.projectId, corporateId: corporate.id },
    n,
    prefix,
  );
}

/**
 * Makes the project's registration photo optional (the fault and stack suites register without
 * one) and invites `n` participants coded `${prefix}-0000`, `${prefix}-0001`, …; their codes.
 */
export async function inviteCodedParticipants(
  deps: Deps,
  project: { projectId: number; corporateId: number },
  n: number,
  prefix: string,
  nameOf = (i: number) => `${prefix} ${i}`,
): Promise<string[]> {
  const form = { fields: { ...DEFAULT_LANDING_FORM.fields, photo: { show: true, required: false } } };
  await deps.db
    .updateTable('projects')
    .set({ landing_form_json: JSON.stringify(form) })
    .where('id', '=', project.projectId)
    .execute();
  const codes: string[] = [];
  for (let i = 0; i < n; i++) {
    const code = `${prefix}-${String(i).padStart(4, '0')}`;
    await enrolParticipant(deps.db, {
      projectId: project.projectId,
      corporateId: project.corporateId,
      code,
      name: nameOf(i),
      email: `${prefix.toLowerCase()}${i}@stack.example`,
    });
    codes.push(code);
  }
  return codes;
}
