import type { InstrumentItem } from '@asesa/contracts';
import { XMLBuilder } from 'fast-xml-parser';
import { fillMessage } from '../../lib/server-messages';
import { isInteraction } from './qti-body';
import { type ItemContext, type ItemOutcome, qtiToItem } from './qti-items';
import { QTI_JOB_MESSAGES as J } from './qti-job.messages';
import { attrOf, childrenOf, elements, findAll, nameOf, parseXml, tagOf, type XNode } from './qti-xml';

// An item here holds one interaction. A QTI item with interactions of different kinds (a choice
// and a text entry) becomes consecutive items, one per interaction, each showing the item's whole
// body (its stem, its passage) without the other interactions, and each scored by its own
// response: its correct response (match_correct) or its mapping (map_response). The item's own
// response processing, which combined them, is not carried: the report says so.

/** An outcome whose item was split: the items in order (`item` is the first). */
export type SplitOutcome = ItemOutcome & { parts?: InstrumentItem[] };

const builder = new XMLBuilder({ preserveOrder: true, ignoreAttributes: false, attributeNamePrefix: '' });

/** The tree without the interactions (and their response declarations) other than `kept`. */
function keepOne(nodes: XNode[], kept: XNode, dropped: Set<string>): XNode[] {
  return nodes.flatMap((node) => {
    const name = nameOf(node);
    if (name && isInteraction(name) && node !== kept) return [];
    if (name === 'responseDeclaration' && dropped.has(attrOf(node, 'identifier') ?? '')) return [];
    const tag = tagOf(node);
    if (!tag || !Array.isArray(node[tag])) return [node];
    return [{ ...node, [tag]: keepOne(node[tag] as XNode[], kept, dropped) }];
  });
}

/** The item's response processing replaced by the standard rule of the kept response. */
function ownScoring(nodes: XNode[], kept: XNode): XNode[] {
  const response = attrOf(kept, 'responseIdentifier') ?? '';
  const declaration = findAll(nodes, (n) => n === 'responseDeclaration').find(
    (d) => attrOf(d, 'identifier') === response,
  );
  const parts = declaration ? childrenOf(declaration).map(nameOf) : [];
  const rule = parts.includes('mapping')
    ? 'map_response'
    : parts.includes('correctResponse')
      ? 'match_correct'
      : null;
  return nodes.map((node) => {
    const tag = tagOf(node);
    if (nameOf(node) !== 'assessmentItem' || !tag) return node;
    const children = (node[tag] as XNode[]).filter((c) => nameOf(c) !== 'responseProcessing');
    const qti3 = tag.startsWith('qti-');
    const processing: XNode = {
      [qti3 ? 'qti-response-processing' : 'responseProcessing']: [],
      ':@': { template: `https://purl.imsglobal.org/spec/qti/v2p1/rptemplates/${rule}` },
    };
    return { ...node, [tag]: rule ? [...children, processing] : children };
  });
}

/**
 * The item split into one item per interaction when its interactions are of different kinds;
 * null when it is not such an item (qtiToItem reads it as it is).
 */
export function splitItem(file: string, xml: string, ctx: ItemContext): SplitOutcome | null {
  let tree: XNode[];
  try {
    tree = parseXml(xml);
  } catch {
    return null;
  }
  const root = tree.find((n) => nameOf(n) === 'assessmentItem');
  const body = root && elements(childrenOf(root), 'itemBody')[0];
  const interactions = body ? findAll(childrenOf(body), isInteraction) : [];
  if (new Set(interactions.map(nameOf)).size < 2) return null;
  const responses = interactions.map((i) => attrOf(i, 'responseIdentifier') ?? '');
  const outcomes = interactions.map((kept, k) => {
    const dropped = new Set(responses.filter((_, j) => j !== k));
    return qtiToItem(file, builder.build(ownScoring(keepOne(tree, kept, dropped), kept)), ctx);
  });
  const first = outcomes[0] as ItemOutcome;
  const skipped = outcomes.find((o) => !o.item);
  // One part that cannot be carried keeps the whole item out: half an item would mislead.
  if (skipped) return { ...skipped, status: 'skipped' };
  const parts = outcomes.map((o, k) =>
    o.item?.id ? { ...o.item, id: `${String(o.item.id).slice(0, 37)}_${k + 1}` } : (o.item as InstrumentItem),
  );
  const note = fillMessage(J.split, {
    n: parts.length,
    names: interactions.map((i) => nameOf(i)).join(', '),
  });
  return {
    ...first,
    status: 'changed',
    type: first.type,
    item: parts[0],
    parts,
    notes: [note, ...outcomes.flatMap((o) => o.notes)],
  };
}
