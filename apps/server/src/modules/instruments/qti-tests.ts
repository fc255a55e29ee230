import {
  attrOf,
  childrenOf,
  firstElement,
  folderOf,
  nameOf,
  parseXml,
  resolvePath,
  type XNode,
} from './qti-xml';

// An assessmentTest as sections here: each assessmentSection that holds items becomes a section
// (its title, its items in order), with the time limit of the section (or of its test part or test
// when that holds only this section) and the navigation of its test part (linear → forward only).

export interface TestSection {
  title: string;
  time_limit_seconds: number | null;
  navigation: 'free' | 'forward_only';
  /** Item files (resolved within the package), in order, with an item's own time limit. */
  items: { file: string; time_limit_seconds: number | null }[];
}

const maxTime = (node: XNode): number | null => {
  const limits = firstElement(childrenOf(node), 'timeLimits');
  const seconds = limits ? Number(attrOf(limits, 'maxTime')) : Number.NaN;
  return Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : null;
};

/** The sections of a test file; null when the file is not an assessmentTest. */
export function readTest(file: string, xml: string): TestSection[] | null {
  let tree: XNode[];
  try {
    tree = parseXml(xml);
  } catch {
    return null;
  }
  const test = tree.find((n) => nameOf(n) === 'assessmentTest');
  if (!test) return null;
  const folder = folderOf(file);
  const parts = childrenOf(test).filter((n) => nameOf(n) === 'testPart');
  const out: TestSection[] = [];
  for (const part of parts) {
    const navigation = attrOf(part, 'navigationMode') === 'linear' ? 'forward_only' : 'free';
    const start = out.length;
    const walk = (section: XNode, inherited: number | null) => {
      const own = maxTime(section) ?? inherited;
      const refs = childrenOf(section).filter((n) => nameOf(n) === 'assessmentItemRef');
      if (refs.length)
        out.push({
          title:
            attrOf(section, 'title')?.trim() || attrOf(section, 'identifier') || `Section ${out.length + 1}`,
          time_limit_seconds: maxTime(section),
          navigation,
          items: refs.flatMap((r) => {
            const path = resolvePath(folder, attrOf(r, 'href') ?? '');
            return path ? [{ file: path, time_limit_seconds: maxTime(r) }] : [];
          }),
        });
      for (const child of childrenOf(section).filter((n) => nameOf(n) === 'assessmentSection'))
        walk(child, own);
    };
    for (const section of childrenOf(part).filter((n) => nameOf(n) === 'assessmentSection'))
      walk(section, null);
    // A test part's (or the test's) clock is its only section's clock.
    const partTime = maxTime(part) ?? (parts.length === 1 ? maxTime(test) : null);
    if (out.length - start === 1 && out[start].time_limit_seconds === null)
      out[start].time_limit_seconds = partTime;
  }
  return out;
}
