import { attrOf, childrenOf, elements, firstElement, nameOf, textOf, type XNode } from './qti-xml';

// How a QTI item is scored, read from its response declaration and response processing: the
// standard templates (match_correct, map_response) by name or written out, and the numeric
// tolerance check (equal with toleranceMode) that tools write for numeric answers. Anything else
// is "custom", which the import refuses rather than drops.

export interface Mapping {
  defaultValue: number;
  lower: number | null;
  upper: number | null;
  /** mapKey → mapped value, with its case rule (string answers). */
  entries: { key: string; value: number; caseSensitive: boolean }[];
}

export interface Declaration {
  identifier: string;
  cardinality: string;
  baseType: string;
  correct: string[];
  mapping: Mapping | null;
}

export type Processing =
  | { kind: 'none' }
  | { kind: 'match_correct' }
  | { kind: 'map_response' }
  | { kind: 'tolerance'; mode: 'absolute' | 'relative' | 'exact'; below: number; above: number }
  | { kind: 'template'; template: string }
  | { kind: 'custom' };

const num = (s: string | undefined) => (s === undefined || s.trim() === '' ? null : Number(s));

export function readDeclarations(children: XNode[]): Map<string, Declaration> {
  const out = new Map<string, Declaration>();
  for (const d of elements(children, 'responseDeclaration')) {
    const inner = childrenOf(d);
    const correct = elements(inner, 'correctResponse').flatMap((c) =>
      elements(childrenOf(c), 'value').map((v) => textOf(v).trim()),
    );
    const m = firstElement(inner, 'mapping');
    const mapping: Mapping | null = m
      ? {
          defaultValue: num(attrOf(m, 'defaultValue')) ?? 0,
          lower: num(attrOf(m, 'lowerBound')),
          upper: num(attrOf(m, 'upperBound')),
          entries: elements(childrenOf(m), 'mapEntry').map((e) => ({
            key: attrOf(e, 'mapKey') ?? '',
            value: num(attrOf(e, 'mappedValue')) ?? 0,
            caseSensitive: attrOf(e, 'caseSensitive') !== 'false',
          })),
        }
      : null;
    const identifier = attrOf(d, 'identifier') ?? '';
    out.set(identifier, {
      identifier,
      cardinality: attrOf(d, 'cardinality') ?? 'single',
      baseType: attrOf(d, 'baseType') ?? '',
      correct,
      mapping,
    });
  }
  return out;
}

/** A compact shape of a processing tree: names, base values and tolerance modes. */
function shape(n: XNode): string {
  const name = nameOf(n);
  if (!name) return '';
  if (name === 'baseValue') return `baseValue=${Number(textOf(n).trim())}`;
  const inner = childrenOf(n).map(shape).filter(Boolean).join(',');
  return inner ? `${name}(${inner})` : name;
}

const MATCH_CORRECT = [
  'responseCondition(responseIf(match(variable,correct),setOutcomeValue(baseValue=1)),responseElse(setOutcomeValue(baseValue=0)))',
  'responseCondition(responseIf(match(variable,correct),setOutcomeValue(baseValue=1)))',
];
const MAP_RESPONSE = [
  'responseCondition(responseIf(isNull(variable),setOutcomeValue(baseValue=0)),responseElse(setOutcomeValue(mapResponse)))',
  'setOutcomeValue(mapResponse)',
];
const TOLERANCE =
  /^responseCondition\(responseIf\(equal\(variable,correct\),setOutcomeValue\(baseValue=1\)\)(,responseElse\(setOutcomeValue\(baseValue=0\)\))?\)$/;

/** The item's response processing as one of the kinds this import can carry (or custom). */
export function readProcessing(children: XNode[]): Processing {
  const rp = firstElement(children, 'responseProcessing');
  if (!rp) return { kind: 'none' };
  const template = attrOf(rp, 'template') ?? attrOf(rp, 'templateLocation');
  const rules = childrenOf(rp).filter((c) => nameOf(c));
  if (template && !rules.length) {
    const last =
      template
        .replace(/\.xml$/i, '')
        .split('/')
        .pop() ?? '';
    if (last === 'match_correct' || last === 'map_response') return { kind: last };
    return { kind: 'template', template };
  }
  const signature = rules.map(shape).join(';');
  if (MATCH_CORRECT.includes(signature)) return { kind: 'match_correct' };
  if (MAP_RESPONSE.includes(signature)) return { kind: 'map_response' };
  if (TOLERANCE.test(signature)) {
    const equal = firstElement(
      childrenOf(firstElement(childrenOf(rules[0]), 'responseIf') as XNode),
      'equal',
    );
    const mode = (equal && attrOf(equal, 'toleranceMode')) || 'exact';
    const [below, above = below] = (equal ? (attrOf(equal, 'tolerance') ?? '0') : '0')
      .trim()
      .split(/\s+/)
      .map(Number);
    if (mode === 'absolute' || mode === 'relative' || mode === 'exact')
      return { kind: 'tolerance', mode, below: below ?? 0, above };
  }
  return { kind: 'custom' };
}
