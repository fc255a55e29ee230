import { describe, expect, it } from 'vitest';
import { levelOf, type ProjectCompetenceSpec, scoreCompetence, scoreJobFit } from './competence-scoring';

const LEVELS = [
  { level: 1, label: 'Developing', min: 1, max: 4, colour: '#b71c1c', text_colour: '#ffffff' },
  { level: 2, label: 'Proficient', min: 4, max: 7, colour: '#f9a825', text_colour: '#000000' },
  { level: 3, label: 'Role model', min: 7, max: 10, colour: '#1b5e20', text_colour: '#ffffff' },
];
const spec = (over: Partial<ProjectCompetenceSpec> = {}): ProjectCompetenceSpec => ({
  competence_id: 1,
  code: 'TEAM',
  name: 'Teamwork',
  levels: LEVELS,
  target_level: 2,
  weight: 1,
  scorings: [
    { code: 'A', weight: 1 },
    { code: 'B', weight: 1 },
  ],
  ...over,
});

describe('competence levels', () => {
  it('bands [min, max) with the last range closed, clamping outside scores to the end levels', () => {
    expect(levelOf(LEVELS, 1)?.level).toBe(1);
    expect(levelOf(LEVELS, 3.99)?.level).toBe(1);
    expect(levelOf(LEVELS, 4)?.level).toBe(2);
    expect(levelOf(LEVELS, 7)?.level).toBe(3);
    expect(levelOf(LEVELS, 10)?.level).toBe(3);
    expect(levelOf(LEVELS, 0)?.level).toBe(1);
    expect(levelOf(LEVELS, 11)?.level).toBe(3);
    expect(levelOf([], 5)).toBeNull();
  });
});

describe('competence scores', () => {
  it('re-standardises the weighted composite: (1·1 + 1·0.5) / √2 = 1.0607 → sten 8, level 3', () => {
    const c = scoreCompetence(
      spec(),
      new Map([
        ['A', 1],
        ['B', 0.5],
      ]),
    );
    expect(c.z).toBeCloseTo(1.5 / Math.SQRT2, 10);
    // sten = floor(2 · 1.0607 + 6) = 8
    expect(c).toMatchObject({ score: 8, level: 3, label: 'Role model', colour: '#1b5e20', reason: null });
  });

  it('names the missing dimension when a component has no normed score', () => {
    const c = scoreCompetence(spec(), new Map([['A', 1]]));
    expect(c).toMatchObject({ z: null, score: null, level: null });
    expect(c.reason).toBe('No normed score for dimension B: Teamwork cannot be computed.');
    expect(scoreCompetence(spec({ scorings: [] }), new Map()).reason).toBe(
      'Teamwork has no test dimensions to be computed from.',
    );
  });
});

describe('job fit', () => {
  it('targets the lowest sten of the target level; shortfalls lower the match by 1/9 per sten', () => {
    const specs = [
      spec({ code: 'T1', name: 'One', target_level: 3, weight: 1, scorings: [{ code: 'A', weight: 1 }] }),
      spec({ code: 'T2', name: 'Two', target_level: 1, weight: 3, scorings: [{ code: 'A', weight: 1 }] }),
    ];
    // z = −0.75 → sten 4: One misses its target 7 by 3 stens (match 6/9), Two reaches its target 1.
    const outcomes = specs.map((s) => scoreCompetence(s, new Map([['A', -0.75]])));
    const fit = scoreJobFit(specs, outcomes, 'p');
    expect(fit.fit).toBe(91.67); // 100 · (1 · 6/9 + 3 · 1) / 4
    expect(fit.contributions).toEqual([
      { code: 'T1', name: 'One', score: 4, target: 7, weight: 1, match: 0.6667, contribution: 16.67 },
      { code: 'T2', name: 'Two', score: 4, target: 1, weight: 3, match: 1, contribution: 75 },
    ]);
    expect(fit.formula).toContain('fit = 100 · Σ w_j·m_j / Σ w_j');
    expect(fit.explanation).toContain('lowest sten of its target level');
  });

  it('is null with a reason without competences, with a missing competence or an unknown target level', () => {
    expect(scoreJobFit([], [], 'p')).toMatchObject({
      fit: null,
      reason: 'The project has no competences, so there is no job fit.',
    });
    const s = spec();
    const missing = scoreJobFit([s], [scoreCompetence(s, new Map())], 'p');
    expect(missing.fit).toBeNull();
    expect(missing.reason).toContain('Job fit needs every competence; missing: Teamwork');
    const t = spec({ target_level: 9, scorings: [{ code: 'A', weight: 1 }] });
    const unknown = scoreJobFit([t], [scoreCompetence(t, new Map([['A', 0]]))], 'p');
    expect(unknown.reason).toBe("Teamwork has no level 9, the project's target.");
  });
});
