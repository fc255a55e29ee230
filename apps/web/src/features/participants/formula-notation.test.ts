import { describe, expect, it } from 'vitest';
import {
  type FormulaLine,
  glossOf,
  type MathNode,
  parseFormula,
  parseMath,
  spokenFormula,
} from './formula-notation';

const ENGLISH = { sub: 'sub', times: 'times', sumOf: 'sum of', dividedBy: 'divided by', minus: 'minus' };
const INDONESIAN = { sub: 'indeks', times: 'kali', sumOf: 'jumlah', dividedBy: 'dibagi', minus: 'dikurangi' };

/** The nodes in a compact form: subscripts as x_j, fractions as [num / den], groups as written. */
const show = (nodes: MathNode[]): string =>
  nodes
    .map((n) => {
      switch (n.kind) {
        case 'var':
          return n.sub ? `${n.name}_${n.sub}` : n.name;
        case 'num':
        case 'word':
          return n.text;
        case 'op':
          if (n.text === 'Σ') return 'Σ ';
          return n.loose || n.text === '=' ? ` ${n.text} ` : n.text === ',' ? ', ' : n.text;
        case 'group':
          return `${n.open}${show(n.body)}${n.close}`;
        case 'frac':
          return `[${show(n.num)} / ${show(n.den)}]`;
        default:
          return '';
      }
    })
    .join('');

const lines = (formula: string) =>
  parseFormula(formula).map((l: FormulaLine) =>
    l.kind === 'math'
      ? { math: show(l.nodes), note: l.note }
      : { where: l.terms.map((t) => `${show(t.symbol)}: ${t.meaning}`) },
  );

describe('the job-fit formula in notation', () => {
  it.each([
    {
      formula: 'the weighted shortfall formula into lines with subscripts and fractions',
      text: "fit = 100 · max(0, 1 − S / 2); S = Σ w_j·d_j / Σ w_j; d_j = max(0, t_j − s_j) for 'minimum' targets; s_j = score on the sten scale, t_j = target",
      expected: [
        { math: 'fit = 100 · max(0, 1 − [S / 2])', note: null },
        { math: 'S = [Σ w_j·d_j / Σ w_j]', note: null },
        { math: 'd_j = max(0, t_j − s_j)', note: "for 'minimum' targets" },
        { where: ['s_j: score on the sten scale', 't_j: target'] },
      ],
    },
    {
      formula: 'the formula older results were scored with',
      text: "fit = 100 · Σ w_j·m_j / Σ w_j; m_j = max(0, 1 − max(0, t_j − s_j) / 9) for 'minimum' targets; m_j = max(0, 1 − |s_j − t_j| / 9) for 'match' targets; s_j = score on the sten scale, t_j = target",
      expected: [
        { math: 'fit = 100 · [Σ w_j·m_j / Σ w_j]', note: null },
        { math: 'm_j = max(0, 1 − [max(0, t_j − s_j) / 9])', note: "for 'minimum' targets" },
        { math: 'm_j = max(0, 1 − [|s_j − t_j| / 9])', note: "for 'match' targets" },
        { where: ['s_j: score on the sten scale', 't_j: target'] },
      ],
    },
  ])('reads $formula', ({ text, expected }) => {
    expect(lines(text)).toEqual(expected);
  });

  it('keeps subscripts and marks variables; a slash without operands stays a slash', () => {
    expect(parseMath('w_j')).toEqual([{ kind: 'var', name: 'w', sub: 'j' }]);
    expect(parseMath('S')).toEqual([{ kind: 'var', name: 'S', sub: null }]);
    expect(show(parseMath('a = / 2'))).toBe('a =  / 2');
    expect(show(parseMath('x - 1'))).toBe('x − 1');
  });

  it('keeps the text of every clause for screen readers', () => {
    const parsed = parseFormula('S = Σ w_j·d_j / Σ w_j; s_j = score');
    expect(parsed.map((l) => l.text)).toEqual(['S = Σ w_j·d_j / Σ w_j', 's_j = score']);
    expect(parseFormula('  ;  ')).toEqual([]);
  });

  it('says each clause in words for screen readers, in the words given', () => {
    expect(spokenFormula('S = Σ w_j·d_j / Σ w_j', ENGLISH)).toBe(
      'S = sum of w sub j times d sub j divided by sum of w sub j',
    );
    expect(spokenFormula('fit = 100 · max(0, 1 − S / 2)', ENGLISH)).toBe(
      'fit = 100 times max(0, 1 minus S divided by 2)',
    );
    expect(spokenFormula('fit = 100 · max(0, 1 − S / 2)', INDONESIAN)).toBe(
      'fit = 100 kali max(0, 1 dikurangi S dibagi 2)',
    );
  });

  it('keeps the math of a noted clause apart from its note', () => {
    const [line] = parseFormula("d_j = max(0, t_j − s_j) for 'minimum' targets");
    expect(line).toMatchObject({ kind: 'math', math: 'd_j = max(0, t_j − s_j)' });
  });

  it("knows the engine's notes and definitions by meaning", () => {
    expect(glossOf("for 'minimum' targets")).toEqual({ kind: 'minimum' });
    expect(glossOf("for 'match' targets")).toEqual({ kind: 'match' });
    expect(glossOf('score on the sten scale')).toEqual({ kind: 'scale', scale: 'sten' });
    expect(glossOf('target')).toEqual({ kind: 'target' });
    expect(glossOf('something new')).toEqual({ kind: 'other', text: 'something new' });
  });
});
