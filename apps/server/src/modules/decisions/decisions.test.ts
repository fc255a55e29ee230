import type { DecisionExplanation } from '@asesa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { fileCall } from '../../../test/file-call';
import { startTestApp, type TestApp } from '../../../test/harness';
import { pdfText } from '../../../test/pdf-reader';
import { journeyParticipant } from '../../../test/support/journey.fixtures';
import { expectRefusal } from '../../../test/support/refusals';
import { scoreParticipant } from '../../../test/support/test-fixtures';
import { demoCorporateProject, rivalTenant } from '../../../test/tenants';
import { verifyDecisionArchive } from './decision-signing';
import { monthsBefore, purgeExpiredDecisions } from './decisions.service';

let t: TestApp;
let consultant: string;
let collaborator: string;
let project: Awaited<ReturnType<typeof demoCorporateProject>>;
const people: Record<'strong' | 'unsure' | 'weak' | 'waiting', { id: number; code: string }> = {} as never;

/** A job fit as the scoring stores it: two competences, one met and one short, with its 80 % band. */
const storedFit = (fit: number, lower: number, upper: number) =>
  JSON.stringify({
    fit,
    reason: null,
    formula: 'fit = 100 · max(0, 1 − S / 2)',
    explanation: 'x',
    range: 2,
    mean_shortfall: (100 - fit) / 50,
    band: { level: 0.8, lower, upper },
    probability_all_met: 0.4,
    contributions: [
      {
        code: 'ANALYTICAL',
        name: 'Analytical thinking',
        score: 7,
        target: 5,
        weight: 1,
        share: 50,
        shortfall: 0,
        points_lost: 0,
        match: 1,
        contribution: 50,
      },
      {
        code: 'TEAMWORK',
        name: 'Teamwork',
        score: 4,
        target: 5,
        weight: 1,
        share: 50,
        shortfall: 1,
        points_lost: 100 - fit - 0,
        match: 0.5,
        contribution: fit - 50,
      },
    ],
  });

async function scoredWithFit(name: string, fit: number, lower: number, upper: number) {
  const p = await journeyParticipant(t, project, name);
  await scoreParticipant(t, p.id);
  await t.deps.db
    .updateTable('participants')
    .set({ job_fit: fit, job_fit_json: storedFit(fit, lower, upper), language_code: 'id' })
    .where('id', '=', p.id)
    .execute();
  return p;
}

beforeAll(async () => {
  t = await startTestApp();
  consultant = await t.signIn('consultant');
  collaborator = await t.signIn('collaborator');
  project = await demoCorporateProject(t, 'Oversight Intake');
  people.strong = await scoredWithFit('Sari Strong', 90, 80, 97);
  people.unsure = await scoredWithFit('Umar Unsure', 62, 48, 75);
  people.weak = await scoredWithFit('Wulan Weak', 30, 20, 41);
  people.waiting = await journeyParticipant(t, project, 'Wawan Waiting');
});
afterAll(() => t.close());

const history = (id: number, token = consultant) =>
  t.callOk('decisions/history', { participant_id: id }, token);
const record = (id: number, decision: string, reason: string, token = consultant) =>
  t.call('decisions/record', { participant_id: id, decision, reason }, token);

describe('reviews in a project whose job fit only ranks (the default)', () => {
  it('suggests nothing, records the decision with its reviewer and never counts it as an override', async () => {
    const before = await history(people.weak.id);
    expect(before).toMatchObject({ job_fit_use: 'rank_only', suggestion: null, reviews: [], job_fit: 30 });
    const res = await record(
      people.weak.id,
      'reject',
      'Teamwork far below the role; confirmed at interview.',
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      decision: 'reject',
      suggestion: null,
      is_override: false,
      reviewer_name: 'Citra Consultant',
      job_fit: 30,
    });
  });

  it('refuses a decision without a reason, an unknown decision, an unscored candidate and another tenant', async () => {
    const noReason = await record(people.strong.id, 'accept', ' ');
    expect(noReason.status).toBe(400);
    expect(noReason.body.error!.message).toContain('reason');
    const unknown = await record(people.strong.id, 'maybe', 'A good reason');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error!.message).toContain('decision must be accept, reject or hold');
    const waiting = await record(people.waiting.id, 'accept', 'Looks fine to me');
    expect(waiting.status).toBe(409);
    const rival = await rivalTenant(t, { slug: 'oversight-rival' });
    const foreign = await record(people.strong.id, 'accept', 'Not mine to decide', rival.consultantToken);
    expect(foreign.status).toBe(404);
  });
});

describe('reviews in a project whose job fit may pre-select', () => {
  beforeAll(async () => {
    const res = await t.call(
      'projects/update-setting',
      { id: project.id, job_fit_use: 'preselect', job_fit_cutoff: 60, decision_retention_months: 12 },
      consultant,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it('refuses a retention shorter than six months, naming the field', async () => {
    await expectRefusal(
      t.call('projects/update-setting', { id: project.id, decision_retention_months: 3 }, consultant),
      { status: 400, message: expect.stringContaining('decision_retention_months must be at least 6') },
    );
  });

  it('suggests by the fit band against the cut-off: accept above, reject below, hold when the band straddles it', async () => {
    expect((await history(people.strong.id)).suggestion).toBe('accept');
    expect((await history(people.unsure.id)).suggestion).toBe('hold');
    expect((await history(people.weak.id)).suggestion).toBe('reject');
  });

  it('logs an override with its reviewer, keeps every earlier decision and audits each one', async () => {
    const first = await record(people.strong.id, 'accept', 'Strong on every target.', collaborator);
    expect(first.body.data).toMatchObject({
      suggestion: 'accept',
      is_override: false,
      reviewer_name: 'Bima Collaborator',
    });
    const override = await record(
      people.strong.id,
      'reject',
      'Withdrew salary expectations; not a fit for the budget.',
    );
    expect(override.body.data).toMatchObject({ decision: 'reject', suggestion: 'accept', is_override: true });

    const h = await history(people.strong.id);
    expect(
      h.reviews.map((r: { decision: string; is_override: boolean; reviewer_name: string }) => [
        r.decision,
        r.is_override,
        r.reviewer_name,
      ]),
    ).toEqual([
      ['reject', true, 'Citra Consultant'],
      ['accept', false, 'Bima Collaborator'],
    ]);
    const audit = await t.deps.db
      .selectFrom('audit_log')
      .select(['action', 'actor_name', 'area', 'entity_id'])
      .where('action', '=', 'decisions/record')
      .where(
        'entity_id',
        'in',
        h.reviews.map((r: { id: number }) => r.id),
      )
      .orderBy('id')
      .execute();
    expect(audit.map((a) => [a.area, a.actor_name.split(' <')[0]])).toEqual([
      ['projects', 'Bima Collaborator'],
      ['projects', 'Citra Consultant'],
    ]);
  });

  it('the candidate list shows who was reviewed, with the decision, and filters on it', async () => {
    const list = async (reviewed?: boolean) =>
      (
        await t.callOk(
          'projects/participants/datatable',
          { project_id: project.id, start: 0, length: 50, ...(reviewed === undefined ? {} : { reviewed }) },
          consultant,
        )
      ).data as Array<{
        name: string;
        review: { decision: string; is_override: boolean } | null;
        suggestion: string | null;
      }>;
    const all = await list();
    const strong = all.find((r) => r.name === 'Sari Strong')!;
    expect(strong.review).toMatchObject({ decision: 'reject', is_override: true });
    expect(all.find((r) => r.name === 'Umar Unsure')).toMatchObject({ review: null, suggestion: 'hold' });
    expect((await list(true)).map((r) => r.name).sort()).toEqual(['Sari Strong', 'Wulan Weak']);
    expect((await list(false)).map((r) => r.name).sort()).toEqual(['Umar Unsure', 'Wawan Waiting']);
  });

  it('keeps each decision for the retention period and then deletes it with its record', async () => {
    const later = new Date(Date.now() + 7 * 31 * 24 * 3600 * 1000);
    expect(await purgeExpiredDecisions(t.deps, later)).toBe(0); // 12 months kept
    expect(monthsBefore(new Date('2026-08-31T00:00:00.000Z'), 6)).toBe('2026-03-03T00:00:00.000Z');
  });
});

describe("the candidate's explanation", () => {
  let token: string;
  beforeAll(async () => {
    const waiting = await t.callOk('test-activities/decision-explanation-link', {
      participant_code: people.waiting.code,
    });
    expect(waiting.token).toBeNull();
    token = (
      await t.callOk('test-activities/decision-explanation-link', { participant_code: people.strong.code })
    ).token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('reads in English: the scores with bands, the fit in plain words, the pre-selection rule, who decided', async () => {
    const e = (await t.callOk('test-activities/decision-explanation', {
      token,
      lang: 'en',
    })) as DecisionExplanation;
    expect(e.language).toBe('en');
    expect(e.measured.length).toBeGreaterThan(0);
    expect(e.recommendation!.fit_text).toBe(
      'Your match with the role profile is 90 % (likely between 80–97).',
    );
    expect(e.recommendation!.parts.map((p) => p.text)).toEqual([
      'Analytical thinking: 7 out of 10, target 5 — met.',
      'Teamwork: 4 out of 10, target 5 — 1 below, which lowers the match by 10 points.',
    ]);
    expect(e.recommendation!.use_text).toContain('a match of 60 % or more suggests going forward');
    expect(e.review).toMatchObject({
      decision: 'reject',
      decision_text: 'Your application does not go forward.',
      reviewer_name: 'Citra Consultant',
    });
    expect(e.review!.reviewed_at_text).toMatch(
      /^Citra Consultant reviewed your application on \d+ \w+ 2\d{3} \d\d:\d\d UTC\.$/,
    );
  });

  it("reads in Indonesian by default (the candidate's language), numbers and all", async () => {
    const e = (await t.callOk('test-activities/decision-explanation', { token })) as DecisionExplanation;
    expect(e.language).toBe('id');
    expect(e.recommendation!.fit_text).toBe(
      'Kecocokan Anda dengan profil jabatan adalah 90 % (kemungkinan antara 80–97).',
    );
    expect(e.review!.decision_text).toBe('Lamaran Anda tidak dilanjutkan.');
    expect(e.review!.reviewed_at_text).toContain('meninjau lamaran Anda pada');
    const opened = await history(people.strong.id);
    expect(opened.explanation_opened_at).not.toBeNull();
  });

  it('prints the same explanation as a PDF in each language', async () => {
    for (const [lang, words] of [
      [
        'en',
        [
          'Explanation of your assessment',
          'Your application does not go forward.',
          'How to contest the decision',
        ],
      ],
      ['id', ['Penjelasan penilaian Anda', 'Lamaran Anda tidak dilanjutkan.', 'Cara mengajukan keberatan']],
    ] as const) {
      const res = await fileCall(t, 'test-activities/decision-explanation-pdf', { token, lang });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const text = pdfText(res.bytes).replace(/\s+/g, ' ');
      for (const w of words) expect(text).toContain(w);
    }
  });

  it('a contest reaches the project staff and the history; an unknown link is refused', async () => {
    // One of the staff reads the back office in Indonesian: their e-mail is Indonesian, the others' English.
    const staff = await t.deps.db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('role', '=', 'collaborator')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.deps.db.updateTable('users').set({ locale: 'id' }).where('id', '=', staff.id).execute();
    const res = await t.call('test-activities/decision-contest', {
      token,
      message: 'I did not withdraw anything about salary; please look again.',
      contact_email: 'sari@example.com',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const mail = await t.deps.db
      .selectFrom('outbox')
      .innerJoin('users', 'users.email', 'outbox.to_address')
      .select(['to_address', 'subject', 'body_text', 'users.locale'])
      .where('subject', 'like', 'Sari Strong%')
      .execute();
    expect(mail.map((m) => m.to_address)).toContain(staff.email);
    for (const m of mail) {
      expect(m.body_text).toContain('I did not withdraw anything');
      // One language per e-mail: the reader's.
      if (m.locale === 'id') {
        expect(m.subject).toMatch(/^Sari Strong mengajukan keberatan atas keputusan di /);
        expect(m.body_text).toContain('Balas ke: sari@example.com');
        expect(m.body_text).not.toContain('contests the decision');
      } else {
        expect(m.subject).toMatch(/^Sari Strong contests a decision in /);
        expect(m.body_text).not.toContain('keberatan');
      }
    }
    expect((await history(people.strong.id)).contests[0]).toMatchObject({
      contact_email: 'sari@example.com',
    });
    const e = await t.callOk('test-activities/decision-explanation', { token, lang: 'en' });
    expect(e.contest.contested_at).not.toBeNull();

    const unknown = await t.call('test-activities/decision-explanation', {
      token: 'A'.repeat(43),
      lang: 'en',
    });
    expect(unknown.status).toBe(404);
    await expectRefusal(t.call('test-activities/decision-contest', { token, message: 'no' }), {
      status: 400,
      message: expect.stringContaining('message is required'),
    });
  });
});

function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (err, zip) => {
      if (err) return reject(err);
      const files = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) =>
        zip.openReadStream(entry, (e, stream) => {
          if (e) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        }),
      );
      zip.on('end', () => resolve(files));
      zip.readEntry();
    });
  });
}

describe('the decision log', () => {
  it('exports every decision with its computation as a signed archive that verifies against the published key, and fails once tampered', async () => {
    const res = await fileCall(t, 'decisions/log-export', { project_id: project.id }, consultant);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = await unzip(res.bytes);
    expect([...files.keys()].sort()).toEqual([
      'README.txt',
      'decisions.json',
      'manifest.json',
      'manifest.sig',
      'public-key.pem',
    ]);

    const published = await t.app.inject({ method: 'GET', url: '/api/v1/decisions/signing-key' });
    const key = published.json().data as { key_id: string; public_key_pem: string; algorithm: string };
    expect(key.algorithm).toBe('Ed25519');
    expect(JSON.parse(files.get('manifest.json')!.toString()).key_id).toBe(key.key_id);
    expect(verifyDecisionArchive(files, key.public_key_pem)).toEqual([]);

    const log = JSON.parse(files.get('decisions.json')!.toString());
    expect(log.decisions).toHaveLength(3);
    const override = log.decisions.find((d: { is_override: boolean }) => d.is_override);
    expect(override).toMatchObject({
      decision: 'reject',
      suggestion: 'accept',
      reviewer: { name: 'Citra Consultant' },
    });
    expect(override.record.job_fit.fit).toBe(90);
    expect(override.record.scoring[0]).toHaveProperty('engine_version');
    expect(override.record.scoring[0]).toHaveProperty('norm_versions');
    expect(override.record.scoring[0]).toHaveProperty('blueprint_version');
    expect(override.record.settings).toEqual({ job_fit_use: 'preselect', job_fit_cutoff: 60 });

    const tampered = new Map(files);
    tampered.set(
      'decisions.json',
      Buffer.from(files.get('decisions.json')!.toString().replace('"reject"', '"accept"')),
    );
    expect(verifyDecisionArchive(tampered, key.public_key_pem)).toEqual(['decisions.json was changed']);
    const forged = new Map(files);
    forged.set(
      'manifest.json',
      Buffer.from(
        files
          .get('manifest.json')!
          .toString()
          .replace(/"[0-9a-f]{64}"/, `"${'0'.repeat(64)}"`),
      ),
    );
    expect(verifyDecisionArchive(forged, key.public_key_pem)).toContain(
      'the signature does not match the manifest',
    );
  });

  it("refuses another tenant's project", async () => {
    const rival = await rivalTenant(t, { slug: 'oversight-rival-2' });
    const res = await fileCall(t, 'decisions/log-export', { project_id: project.id }, rival.consultantToken);
    expect(res.status).toBe(404);
  });

  it('deletes decisions past a six-month retention', async () => {
    await t.deps.db
      .updateTable('projects')
      .set({ decision_retention_months: 6 })
      .where('id', '=', project.id)
      .execute();
    const later = new Date(Date.now() + 7 * 31 * 24 * 3600 * 1000);
    expect(await purgeExpiredDecisions(t.deps, later)).toBe(3);
    expect((await history(people.strong.id)).reviews).toEqual([]);
  });
});
