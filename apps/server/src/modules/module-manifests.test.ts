import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestApp, type TestApp } from '../../test/harness';
import { checkedPayload, defineJob } from '../jobs/job-definition';
import { MODULES } from '../module-list';
import { ALL_CALL_PATHS, auditRulesOf } from './audit/audited-calls';
import { jobsOf, type ModuleManifest } from './module-manifest';
import { SCORE_PARTICIPANT_JOB } from './scoring-runs/scoring-runs.service';

describe('the module manifests', () => {
  it('decide, between them, whether every call of the contracts is audited', () => {
    expect(ALL_CALL_PATHS.length).toBeGreaterThan(250);
    expect(() => auditRulesOf(MODULES)).not.toThrow();
  });

  it('stop the start when a call is decided by no manifest, naming the call', () => {
    const missing = MODULES.map((m) =>
      m.name === 'partner' ? { ...m, audit: { ...m.audit, areas: {} } } : m,
    );
    expect(() => auditRulesOf(missing)).toThrow(/partner\/update-origins/);
    const fixture: ModuleManifest[] = [{ name: 'a', audit: { areas: { 'a/': 'accounts' } } }];
    expect(() => auditRulesOf(fixture, ['a/new', 'b/new'])).toThrow(
      /no module manifest decides whether these calls are audited: b\/new \(/,
    );
  });

  it('refuse a prefix, an entity or a job declared by two manifests, and a call that does not exist', () => {
    const twice: ModuleManifest[] = [
      { name: 'a', audit: { areas: { 'x/': 'accounts' } } },
      { name: 'b', audit: { areas: { 'x/': 'none' } } },
    ];
    expect(() => auditRulesOf(twice, ['x/new'])).toThrow(
      "the prefix 'x/' is declared by both the a and the b module",
    );
    const entities: ModuleManifest[] = [
      { name: 'a', audit: { areas: { 'x/': 'accounts' }, entities: { x: { table: 'users' } } } },
      { name: 'b', audit: { entities: { x: { table: 'projects' } } } },
    ];
    expect(() => auditRulesOf(entities, ['x/new'])).toThrow("the entity 'x' is declared by both");
    const stray: ModuleManifest[] = [
      { name: 'a', audit: { areas: { 'x/': 'accounts' }, changesWhen: { 'x/sve': () => true } } },
    ];
    expect(() => auditRulesOf(stray, ['x/save'])).toThrow('rules name calls that do not exist: x/sve');
    const job = defineJob({ name: 'j', payload: z.object({}), handler: async () => {} });
    expect(() =>
      jobsOf([
        { name: 'a', jobs: [job] },
        { name: 'b', jobs: [job] },
      ]),
    ).toThrow('Job j is declared by both the a and the b module');
  });

  it('decide with the longest prefix: credits inside accounts, erasure inside projects', () => {
    const rules = auditRulesOf(MODULES);
    expect(rules.auditArea('accounts/credits/top-up')).toBe('credits');
    expect(rules.auditArea('accounts/sectors/new')).toBe('accounts');
    expect(rules.auditArea('projects/participants/erase')).toBe('privacy');
    expect(rules.auditArea('projects/participants/star-toggle')).toBe('projects');
    expect(rules.auditArea('housekeeping/retention')).toBeNull();
  });
});

describe('a job payload', () => {
  const job = defineJob({
    name: 'count',
    payload: z.object({ participantId: z.number().int().positive() }),
    handler: async () => {},
  });

  it('reaches the handler as its schema parses it', () => {
    expect(checkedPayload(job, { participantId: 3 })).toEqual({ participantId: 3 });
  });

  it('that does not fit its schema fails, naming the job and the field', () => {
    expect(() => checkedPayload(job, { participantId: '3' })).toThrow(
      /^Job count has a payload that does not fit its schema \(participantId: .*number/,
    );
    expect(() => checkedPayload(job, null)).toThrow(
      /Job count has a payload that does not fit its schema \(payload: /,
    );
  });
});

describe('a queued job with a bad payload', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('fails with the schema’s message and never reaches its handler', { timeout: 60_000 }, async () => {
    const id = await t.deps.jobs.enqueue(SCORE_PARTICIPANT_JOB, { participantId: 'seven' });
    for (let run = 0; run < 5; run++) {
      await t.deps.jobs.retryNow();
      await t.deps.jobs.drain();
    }
    const row = await t.deps.db
      .selectFrom('jobs')
      .select(['status', 'last_error'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
    expect(row.last_error).toMatch(
      /^Job score-participant has a payload that does not fit its schema \(participantId: /,
    );
  });
});
