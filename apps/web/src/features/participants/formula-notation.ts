// The job-fit formula arrives as plain text ("S = Σ w_j·d_j / Σ w_j; …"): stored with each result,
// so old results keep the formula that made them. Read into lines of math (variables with
// subscripts, fractions) and plain words, it can be typeset instead of shown as code.

export type MathNode =
  | { kind: 'var'; name: string; sub: string | null }
  | { kind: 'num'; text: string }
  /** A name set upright: max, fit. */
  | { kind: 'word'; text: string }
  /** `loose`: written with spaces on both sides (" · " binds less than "·"). */
  | { kind: 'op'; text: string; loose: boolean }
  | { kind: 'group'; open: string; close: string; body: MathNode[] }
  | { kind: 'frac'; num: MathNode[]; den: MathNode[] };

export type FormulaLine =
  /**
   * `text`: the clause as written; `math`: its formula without the note, for screen readers;
   * `note`: words after the math ("for … targets").
   */
  | { kind: 'math'; nodes: MathNode[]; math: string; note: string | null; text: string }
  /** What the symbols stand for: "s_j = score on the sten scale, t_j = target". */
  | {
      kind: 'where';
      terms: Array<{ symbol: MathNode[]; source: string; meaning: string }>;
      text: string;
    };

interface Token {
  type: 'var' | 'num' | 'word' | 'op' | 'open' | 'close' | 'bar' | 'text';
  text: string;
  sub?: string;
  spaceBefore: boolean;
}

const TOKEN =
  /(\s+)|([A-Za-zΣ]+)_([A-Za-z0-9]+)|([A-Za-z]{2,})|([A-Za-z])|(\d+(?:\.\d+)?)|([=·×−+\-/,Σ])|([([])|([)\]])|(\|)|(.)/gu;

function tokenise(source: string): Token[] {
  const tokens: Token[] = [];
  let space = false;
  for (const m of source.matchAll(TOKEN)) {
    if (m[1]) {
      space = true;
      continue;
    }
    const spaceBefore = space;
    space = false;
    if (m[2]) tokens.push({ type: 'var', text: m[2], sub: m[3], spaceBefore });
    else if (m[4]) tokens.push({ type: 'word', text: m[4], spaceBefore });
    else if (m[5]) tokens.push({ type: 'var', text: m[5], spaceBefore });
    else if (m[6]) tokens.push({ type: 'num', text: m[6], spaceBefore });
    else if (m[7]) tokens.push({ type: 'op', text: m[7] === '-' ? '−' : m[7], spaceBefore });
    else if (m[8]) tokens.push({ type: 'open', text: m[8], spaceBefore });
    else if (m[9]) tokens.push({ type: 'close', text: m[9], spaceBefore });
    else if (m[10]) tokens.push({ type: 'bar', text: '|', spaceBefore });
    else tokens.push({ type: 'text', text: m[11] ?? '', spaceBefore });
  }
  return tokens;
}

const CLOSING: Record<string, string> = { '(': ')', '[': ']', '|': '|' };

/** Nodes up to the closing `closer` (or the end), parentheses and |…| as groups. */
function parseSequence(tokens: Token[], at: { i: number }, closer: string | null): MathNode[] {
  const nodes: MathNode[] = [];
  while (at.i < tokens.length) {
    const tk = tokens[at.i];
    if ((tk.type === 'close' || tk.type === 'bar') && tk.text === closer) {
      at.i++;
      return nodes;
    }
    at.i++;
    if (tk.type === 'open' || tk.type === 'bar') {
      const open = tk.text;
      nodes.push({
        kind: 'group',
        open,
        close: CLOSING[open],
        body: parseSequence(tokens, at, CLOSING[open]),
      });
    } else if (tk.type === 'var') nodes.push({ kind: 'var', name: tk.text, sub: tk.sub ?? null });
    else if (tk.type === 'num') nodes.push({ kind: 'num', text: tk.text });
    else if (tk.type === 'word' || tk.type === 'text' || tk.type === 'close')
      nodes.push({ kind: 'word', text: tk.text });
    else {
      // Σ is a prefix: the space after it is not a looser binding.
      const next = tokens[at.i];
      const loose = tk.text !== 'Σ' && tk.spaceBefore && (next?.spaceBefore ?? true);
      nodes.push({ kind: 'op', text: tk.text, loose });
    }
  }
  return nodes;
}

/** Where an operand of "/" ends: at =, commas, + and −, and loosely written products. */
const separates = (n: MathNode) =>
  n.kind === 'op' &&
  (['=', ',', '−', '+', '/'].includes(n.text) || ((n.text === '·' || n.text === '×') && n.loose));

/** "a / b" becomes a fraction of the operands on either side, inside groups too. */
function withFractions(nodes: MathNode[]): MathNode[] {
  const seq = nodes.map((n) => (n.kind === 'group' ? { ...n, body: withFractions(n.body) } : n));
  for (let i = 0; i < seq.length; i++) {
    const n = seq[i];
    if (n.kind !== 'op' || n.text !== '/') continue;
    let start = i;
    while (start > 0 && !separates(seq[start - 1])) start--;
    let end = i + 1;
    while (end < seq.length && !separates(seq[end])) end++;
    if (start === i || end === i + 1) continue;
    seq.splice(start, end - start, { kind: 'frac', num: seq.slice(start, i), den: seq.slice(i + 1, end) });
    i = start;
  }
  return seq;
}

/** One formula clause as math nodes. */
export function parseMath(source: string): MathNode[] {
  return withFractions(parseSequence(tokenise(source), { i: 0 }, null));
}

const DEFINITION = /^(\S+)\s*=\s*([A-Za-z][A-Za-z ]*)$/;

/** The formula's clauses (separated by ";") as lines of math, notes and definitions. */
export function parseFormula(formula: string): FormulaLine[] {
  return formula
    .split(';')
    .map((c) => c.trim())
    .filter(Boolean)
    .map((clause): FormulaLine => {
      const pieces = clause.split(/,\s*(?=[^,]*=)/).map((p) => p.trim());
      const definitions = pieces.map((p) => DEFINITION.exec(p));
      if (definitions.every((d) => d !== null && /[a-z]{3,}/.test(d[2])))
        return {
          kind: 'where',
          terms: definitions.map((d) => ({ symbol: parseMath(d![1]), source: d![1], meaning: d![2].trim() })),
          text: clause,
        };
      const noted = /^(.*?)\s+(for\s.+)$/.exec(clause);
      const math = noted ? noted[1] : clause;
      return { kind: 'math', nodes: parseMath(math), math, note: noted ? noted[2] : null, text: clause };
    });
}

/** The words a screen reader says for the formula's signs, in the reader's language. */
export interface SpokenWords {
  sub: string;
  times: string;
  sumOf: string;
  dividedBy: string;
  minus: string;
}

/** A formula in words a screen reader says plainly: "w sub j times d sub j", "sum of", "divided by". */
export function spokenFormula(clause: string, words: SpokenWords): string {
  return clause
    .replace(/([A-Za-z])_([A-Za-z0-9]+)/g, `$1 ${words.sub} $2`)
    .replace(/\s*·\s*/g, ` ${words.times} `)
    .replace(/Σ\s*/g, `${words.sumOf} `)
    .replace(/\s*\/\s*/g, ` ${words.dividedBy} `)
    .replace(/\s*−\s*/g, ` ${words.minus} `)
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words the formula's notes and definitions are written in (the engine's English), by meaning. */
export type Gloss =
  | { kind: 'minimum' }
  | { kind: 'match' }
  | { kind: 'scale'; scale: string }
  | { kind: 'target' }
  | { kind: 'other'; text: string };

/** What a note or a definition of the formula says, so it can be said in the reader's language. */
export function glossOf(text: string): Gloss {
  const words = text.trim();
  if (/^for 'minimum' targets$/.test(words)) return { kind: 'minimum' };
  if (/^for 'match' targets$/.test(words)) return { kind: 'match' };
  const scale = /^score on the (\S+) scale$/.exec(words);
  if (scale) return { kind: 'scale', scale: scale[1] };
  if (words === 'target') return { kind: 'target' };
  return { kind: 'other', text: words };
}
