import { type InstrumentItem, ITEM_IMPORT_MAX_ITEMS } from '@asesa/contracts';
import { fieldError } from '../../lib/errors';
import { fillMessage, type ServerMessage } from '../../lib/server-messages';
import { INSTRUMENT_MESSAGES as M } from './instruments.messages';
import { emptiedTexts } from './item-import';
import { QTI_MESSAGES as Q } from './qti.messages';
import { MediaRefs } from './qti-body';
import { type ItemOutcome, qtiToItem } from './qti-items';
import { extensionOf, MEDIA_TYPES, readPackage } from './qti-package-read';
import { type SplitOutcome, splitItem } from './qti-split';
import { readTest, type TestSection } from './qti-tests';

// A package analysed, nothing stored: each item imported, imported with changes or skipped (with
// the reasons), the sections the items go into, and the media they use. Runs in a job
// (qti-import-job.ts): a bank of thousands of items takes seconds of parsing.

export interface AnalysedSection {
  title: string;
  time_limit_seconds: number | null;
  navigation: 'free' | 'forward_only';
  items: InstrumentItem[];
}

export interface ReportItem {
  file: string;
  identifier: string;
  title: string;
  status: ItemOutcome['status'];
  type: string | null;
  section: string | null;
  notes: ServerMessage[];
}

export interface QtiAnalysis {
  items: ReportItem[];
  sections: AnalysedSection[];
  /** The media the items use, by placeholder number: package path and bytes. */
  media: { path: string; bytes: Uint8Array }[];
}

const ITEM_TYPE = /imsqti_item/i;
const TEST_TYPE = /imsqti_test/i;
const SECTION_SECONDS = { min: 10, max: 6 * 3600 };

/** Told now and then how many of the package's items are analysed, of how many. */
export type AnalysisProgress = (done: number, total: number) => Promise<void>;

/** Reads, maps and places every item of the package. */
export async function analysePackage(
  buffer: Buffer,
  defaultSection: string,
  progress?: AnalysisProgress,
): Promise<QtiAnalysis> {
  const pkg = await readPackage(buffer);
  const media = new MediaRefs(pkg.media);
  const passages = new Map(
    [...pkg.media]
      .filter(([p]) => MEDIA_TYPES[extensionOf(p)]?.kind === 'passage')
      .map(([p, b]) => [p, b.toString('utf8')]),
  );
  for (const [path, xml] of pkg.xml) if (/\.x?html?$/i.test(path)) passages.set(path, xml);
  const itemResources = pkg.resources.filter((r) => ITEM_TYPE.test(r.type) && r.href);
  const paths = itemResources.length
    ? itemResources.map((r) => r.href as string)
    : [...pkg.xml.keys()].filter((p) =>
        /<(\w+:)?(qti-assessment-item|assessmentItem)\b/.test(pkg.xml.get(p) ?? ''),
      );
  if (paths.length > ITEM_IMPORT_MAX_ITEMS)
    throw fieldError('file', fillMessage(M.tooManyItems, { max: ITEM_IMPORT_MAX_ITEMS }));
  const overlays = new Map(itemResources.map((r) => [r.href as string, r.asesa]));
  const outcomes = new Map<string, SplitOutcome>();
  // About fifty reports whatever the size: enough for a smooth bar, few writes to the jobs row.
  const every = Math.max(1, Math.floor(paths.length / 50));
  for (const [index, path] of paths.entries()) {
    if (progress && index % every === 0) await progress(index, paths.length);
    const xml = pkg.xml.get(path);
    const ctx = { media, passages, asesa: overlays.get(path) ?? null };
    const outcome: SplitOutcome =
      xml === undefined
        ? { file: path, identifier: path, title: '', status: 'skipped', notes: [Q.notInPackage] }
        : ((severalInteractions(xml) ? splitItem(path, xml, ctx) : null) ?? qtiToItem(path, xml, ctx));
    if (outcome.item) {
      const emptied = partsOf(outcome).flatMap(emptiedTexts);
      if (emptied.length)
        Object.assign(outcome, {
          status: 'skipped',
          item: undefined,
          parts: undefined,
          notes: emptied.map((what) => fillMessage(Q.emptied, { what })),
        });
    }
    outcomes.set(path, outcome);
  }
  await progress?.(paths.length, paths.length);
  const tests: TestSection[] = pkg.resources
    .filter((r) => TEST_TYPE.test(r.type) && r.href && pkg.xml.has(r.href))
    .flatMap((r) => readTest(r.href as string, pkg.xml.get(r.href as string) as string) ?? []);
  return place(outcomes, tests, defaultSection, media, pkg.media);
}

/** Whether an item file opens two interactions or more (only such a file may need splitting). */
const severalInteractions = (xml: string) =>
  (xml.match(/<(\w+:)?(\w+Interaction|qti-[\w-]+-interaction)\b/g)?.length ?? 0) > 1;

/** The items an outcome brings: its parts when it was split, else its item. */
const partsOf = (o: SplitOutcome): InstrumentItem[] => o.parts ?? (o.item ? [o.item] : []);

/** Items into the test's sections (in its order), the rest into the default section. */
function place(
  outcomes: Map<string, SplitOutcome>,
  tests: TestSection[],
  defaultSection: string,
  media: MediaRefs,
  bytes: ReadonlyMap<string, Buffer>,
): QtiAnalysis {
  const sections: AnalysedSection[] = [];
  const sectionOf = new Map<string, string>();
  const placed = new Set<string>();
  for (const test of tests) {
    const items: InstrumentItem[] = [];
    for (const ref of test.items) {
      const outcome = outcomes.get(ref.file);
      if (!outcome?.item || placed.has(ref.file)) continue;
      placed.add(ref.file);
      sectionOf.set(ref.file, test.title);
      const seconds = ref.time_limit_seconds;
      for (const item of partsOf(outcome))
        items.push(
          seconds && seconds >= 5 && seconds <= 3600 ? { ...item, time_limit_seconds: seconds } : item,
        );
    }
    const time = test.time_limit_seconds;
    if (items.length)
      sections.push({
        title: test.title.slice(0, 200),
        time_limit_seconds: time && time >= SECTION_SECONDS.min && time <= SECTION_SECONDS.max ? time : null,
        navigation: test.navigation,
        items,
      });
  }
  const rest = [...outcomes.values()].filter((o) => o.item && !placed.has(o.file));
  if (rest.length) {
    for (const o of rest) sectionOf.set(o.file, defaultSection);
    sections.push({
      title: defaultSection,
      time_limit_seconds: null,
      navigation: 'free',
      items: rest.flatMap(partsOf),
    });
  }
  return {
    items: [...outcomes.values()].map((o) => ({
      file: o.file,
      identifier: o.identifier,
      title: o.title,
      status: o.status,
      type: o.type ?? null,
      section: sectionOf.get(o.file) ?? null,
      notes: o.notes,
    })),
    sections,
    media: media.paths.map((path) => ({ path, bytes: new Uint8Array(bytes.get(path) as Buffer) })),
  };
}
