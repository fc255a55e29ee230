import {
  ADVERSE_IMPACT_NOBODY_SELECTED,
  ADVERSE_IMPACT_TOO_FEW_GROUPS,
  type AdverseImpactResponse,
} from '@asesa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { idOfDemoCorporate, startAppAs } from '../../../test/support/module-setup';
import { insertActiveProject } from '../../../test/support/project-rows';
import { rivalTenant } from '../../../test/tenants';
import { nowIso } from '../../lib/clock';

// Adverse impact of job-fit decisions, through the API: a project whose participants' job fits and
// groups are written so that every figure is known in advance (rates, ratios, and Fisher's p as
// scipy.stats.fisher_exact computes it).

let t: TestApp;
let admin: string;
let consultant: string;
let collaborator: string;
let projectId: number;
let rivalConsultant: string;

interface Person {
  gender: string;
  jobFit: number;
  birthDate?: string;
}

/** `count` people of a group, `selected` of them with a job fit of 80 and the rest 50. */
const group = (gender: string, count: number, selected: number, birthDate?: string): Person[] =>
  Array.from({ length: count }, (_, i) => ({ gender, jobFit: i < selected ? 80 : 50, birthDate }));

async function insertDecisions(corporateId: number, people: Person[]) {
  const project = await insertActiveProject(t.deps.db, corporateId, 'Fairness check');
  const now = nowIso();
  await t.deps.db
    .insertInto('participants')
    .values(
      people.map((p, i) => ({
        project_id: project.id,
        account_corporate_id: corporateId,
        participant_code: `AI-${i}`,
        name: `Applicant Number${i}`,
        email: `applicant.${i}@example.com`,
        phone: '',
        status: 'scored' as const,
        is_agree_tnc: 1,
        completed_at: '2026-06-15T09:00:00.000Z',
        created_at: now,
        updated_at: now,
        gender: p.gender,
        birth_date: p.birthDate ?? null,
        education_level: '',
        job_fit: p.jobFit,
      })),
    )
    .execute();
  return project.id;
}

const ask = (body: Record<string, unknown>, token = consultant) =>
  t.callOk(
    'evidence/adverse-impact',
    { project_ids: [projectId], cut: 70, variable: 'gender', ...body },
    token,
  ) as Promise<AdverseImpactResponse>;

beforeAll(async () => {
  [t, admin, consultant, collaborator] = await startAppAs('admin', 'consultant', 'collaborator');
  rivalConsultant = (await rivalTenant(t, { slug: 'rival-fairness' })).consultantToken;
  projectId = await insertDecisions(await idOfDemoCorporate(t), [
    ...group('male', 100, 48, '1990-05-01'),
    ...group('female', 100, 30, '1999-05-01'),
    ...group('other', 3, 1),
    ...group('', 7, 2),
  ]);
});
afterAll(() => t.close());

describe('evidence/adverse-impact', () => {
  it('compares the selection rates at the cut by the four-fifths rule and Fisher’s exact test', async () => {
    const answer = await ask({});
    expect(answer).toMatchObject({
      n: 210,
      selected: 81,
      cut: 70,
      variable: 'gender',
      threshold: 0.8,
      reference: 'male',
      unknown: 7,
      adverse_impact: true,
      note: null,
    });
    const [female, male, other] = answer.groups;
    expect(male).toMatchObject({ group: 'male', total: 100, selected: 48, rate: 0.48, fisher_p: null });
    expect(male.impact_ratio).toBeCloseTo(1, 12);
    expect(female).toMatchObject({ group: 'female', total: 100, selected: 30, passes: false });
    expect(female.impact_ratio).toBeCloseTo(0.625, 12);
    // scipy.stats.fisher_exact([[30, 70], [48, 52]]) → p = 0.0134785 (two-sided).
    expect(female.fisher_p).toBeCloseTo(0.0134785, 6);
    // A group of fewer than five is named, never counted.
    expect(other).toEqual({
      group: 'other',
      total: null,
      selected: null,
      rate: null,
      impact_ratio: null,
      passes: null,
      fisher_p: null,
    });
    // Nothing that identifies an applicant leaves the server.
    expect(JSON.stringify(answer)).not.toMatch(/Applicant|example\.com|AI-\d/);
  });

  it('takes a named reference group, another threshold and another cut', async () => {
    const named = await ask({ reference: 'female' });
    expect(named.reference).toBe('female');
    expect(named.groups.find((g) => g.group === 'male')!.impact_ratio).toBeCloseTo(1.6, 12);
    expect(named.adverse_impact).toBe(false);

    const everyone = await ask({ cut: 40 });
    expect(everyone.selected).toBe(210);
    expect(everyone.adverse_impact).toBe(false);
    expect(everyone.groups.filter((g) => g.total !== null).every((g) => g.impact_ratio === 1)).toBe(true);

    const lenient = await ask({ threshold: 0.6 });
    expect(lenient.adverse_impact).toBe(false);
  });

  it('groups by age band at completion', async () => {
    const answer = await ask({ variable: 'age_band' });
    expect(answer.reference).toBe('35-44');
    expect(answer.groups.map((g) => [g.group, g.total, g.selected])).toEqual([
      ['25-34', 100, 30],
      ['35-44', 100, 48],
    ]);
    expect(answer.unknown).toBe(10);
  });

  it('says why when no comparison can be made', async () => {
    const nobody = await ask({ cut: 95 });
    expect(nobody).toMatchObject({ selected: 0, reference: null, adverse_impact: null });
    expect(nobody.note).toBe(ADVERSE_IMPACT_NOBODY_SELECTED);
    const education = await ask({ variable: 'education_level' });
    expect(education).toMatchObject({ n: 210, unknown: 210, groups: [], adverse_impact: null });
    expect(education.note).toBe(ADVERSE_IMPACT_TOO_FEW_GROUPS);
  });

  it('refuses bad input with a message naming it', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ reference: 'robots' }, 'reference: no group "robots" of at least 5 people in these projects'],
      [{ reference: 'other' }, 'reference: no group "other" of at least 5 people in these projects'],
      [{ cut: 120 }, 'cut must be between 0 and 100'],
      [{ project_ids: [] }, 'project_ids: choose at least one project'],
      [{ variable: 'religion' }, 'variable must be one of gender, age_band, education_level'],
      [{ threshold: 0 }, 'threshold must be above 0 and at most 1'],
    ];
    for (const [body, message] of cases) {
      const res = await t.call(
        'evidence/adverse-impact',
        { project_ids: [projectId], cut: 70, variable: 'gender', ...body },
        consultant,
      );
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error?.message).toContain(message);
    }
  });

  it('answers the corporate’s collaborator and admins, and nobody of another tenant', async () => {
    expect((await ask({}, collaborator)).n).toBe(210);
    expect((await ask({}, admin)).n).toBe(210);
    const rival = await t.call(
      'evidence/adverse-impact',
      { project_ids: [projectId], cut: 70, variable: 'gender' },
      rivalConsultant,
    );
    expect(rival.status).toBe(404);
    expect(JSON.stringify(rival.body)).not.toContain('female');
  });
});
