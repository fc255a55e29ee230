import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { addParticipant, createDemoCorporateProject, createRivalTenant } from '../exports/test-fixtures';

let t: TestApp;
let admin: string;
let consultant: string;
let collaborator: string;
let rival: Awaited<ReturnType<typeof createRivalTenant>>;
let corporateId: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin');
  consultant = await t.signIn('consultant');
  collaborator = await t.signIn('collaborator');
  rival = await createRivalTenant(t);
  const first = await createDemoCorporateProject(t, 'Candidates One');
  const second = await createDemoCorporateProject(t, 'Candidates Two');
  corporateId = first.account_corporate_id;
  const a = await addParticipant(t, first, { name: 'Same Person', email: 'Same.Person@example.com' });
  const b = await addParticipant(t, second, {
    name: 'Same Person (again)',
    email: 'same.person@example.com',
  });
  await addParticipant(t, second, { name: 'Other Person', email: 'other@example.com' });
  await t.deps.db
    .updateTable('participants')
    .set({ score_percent: 40, status: 'scored' })
    .where('id', '=', a)
    .execute();
  await t.deps.db
    .updateTable('participants')
    .set({ score_percent: 75.5, status: 'scored', city: 'Surabaya', job_fit: 80 })
    .where('id', '=', b)
    .execute();
});
afterAll(() => t.close());

const searchFor = (value: string) => ({ search: { value } });

describe('candidates/datatable', () => {
  it('groups the same e-mail across two projects of a corporate into one person', async () => {
    const page = await t.callOk('candidates/datatable', searchFor('same.person'), consultant);
    expect(page.recordsFiltered).toBe(1);
    expect(page.data[0]).toMatchObject({
      account_corporate_id: corporateId,
      corporate_name: 'Demo Corporation',
      email: 'same.person@example.com',
      name: 'Same Person (again)',
      city: 'Surabaya',
      project_count: 2,
      latest_status: 'scored',
      best_score_percent: 75.5,
    });
    expect(page.data[0].last_activity_at).toBeTruthy();
  });

  it('keeps each tenant’s people to itself (the rival has the same e-mail)', async () => {
    const collab = await t.callOk('candidates/datatable', searchFor('same.person'), collaborator);
    expect(collab.data.map((r: { corporate_name: string }) => r.corporate_name)).toEqual([
      'Demo Corporation',
    ]);
    const theirs = await t.callOk('candidates/datatable', {}, rival.token);
    expect(theirs.recordsTotal).toBe(1);
    expect(theirs.data[0]).toMatchObject({
      email: 'same.person@example.com',
      corporate_name: 'Rival Corp',
      project_count: 1,
    });
    const everyone = await t.callOk('candidates/datatable', searchFor('same.person'), admin);
    expect(everyone.recordsFiltered).toBe(2);
  });

  it('filters by corporate, and answers 404 for a corporate the actor may not see', async () => {
    const rivalOnly = await t.callOk(
      'candidates/datatable',
      { account_corporate_id: rival.corporateId },
      admin,
    );
    expect(rivalOnly.recordsTotal).toBe(1);
    expect(
      (await t.call('candidates/datatable', { account_corporate_id: rival.corporateId }, consultant)).status,
    ).toBe(404);
    expect(
      (await t.call('candidates/datatable', { account_corporate_id: corporateId }, rival.token)).status,
    ).toBe(404);
  });

  it('sorts and pages in SQL', async () => {
    const byName = await t.callOk(
      'candidates/datatable',
      {
        columns: [{ data: 'last_activity_at' }, { data: 'name' }],
        order: [{ column: 1, dir: 'asc' }],
        length: 500,
      },
      consultant,
    );
    const names = byName.data.map((r: { name: string }) => r.name);
    expect(names).toEqual([...names].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
    const byScore = await t.callOk(
      'candidates/datatable',
      { columns: [{ data: 'best_score_percent' }], order: [{ column: 0, dir: 'desc' }], length: 500 },
      consultant,
    );
    // Where nulls go differs between the engines; the scores themselves run downwards.
    const scores = byScore.data
      .map((r: { best_score_percent: number | null }) => r.best_score_percent)
      .filter((s: number | null) => s !== null);
    expect(scores).toContain(75.5);
    expect(scores).toEqual([...scores].sort((x: number, y: number) => y - x));
    const onePage = await t.callOk('candidates/datatable', { length: 1, start: 1 }, consultant);
    expect(onePage.data).toHaveLength(1);
    expect(onePage.recordsTotal).toBe(byScore.recordsTotal);
  });

  it('asks for a signed-in user and names bad input', async () => {
    expect((await t.call('candidates/datatable', {}, await t.anonymousToken())).status).toBe(401);
    const bad = await t.call('candidates/datatable', { account_corporate_id: 'demo' }, consultant);
    expect(bad.status).toBe(400);
    expect(bad.body.error!.message).toContain('account_corporate_id');
  });
});

describe('candidates/detail', () => {
  it('lists the person’s participations, newest first', async () => {
    const detail = await t.callOk(
      'candidates/detail',
      { account_corporate_id: corporateId, email: 'SAME.person@example.com' },
      collaborator,
    );
    expect(detail).toMatchObject({
      email: 'same.person@example.com',
      name: 'Same Person (again)',
      city: 'Surabaya',
    });
    expect(detail.participations.map((p: { project_name: string }) => p.project_name)).toEqual([
      'Candidates Two',
      'Candidates One',
    ]);
    expect(detail.participations[0]).toMatchObject({ status: 'scored', score_percent: 75.5, job_fit: 80 });
  });

  it('answers 404 across tenants and for unknown people; 400 for a bad e-mail; 401 signed out', async () => {
    expect(
      (
        await t.call(
          'candidates/detail',
          { account_corporate_id: corporateId, email: 'same.person@example.com' },
          rival.token,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await t.call(
          'candidates/detail',
          { account_corporate_id: rival.corporateId, email: 'same.person@example.com' },
          consultant,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await t.call(
          'candidates/detail',
          { account_corporate_id: corporateId, email: 'nobody@example.com' },
          consultant,
        )
      ).status,
    ).toBe(404);
    const bad = await t.call(
      'candidates/detail',
      { account_corporate_id: corporateId, email: 'not-an-email' },
      consultant,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error!.message).toContain('email');
    expect(
      (
        await t.call(
          'candidates/detail',
          { account_corporate_id: corporateId, email: 'a@b.co' },
          await t.anonymousToken(),
        )
      ).status,
    ).toBe(401);
  });
});
