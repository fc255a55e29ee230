import { gapMarker } from '@asesa/contracts';
import type { ServerMessage } from '../../lib/server-messages';
import { fillMessage } from '../../lib/server-messages';
import { QTI_MESSAGES as Q } from './qti.messages';
import { extensionOf, MEDIA_TYPES } from './qti-package-read';
import {
  attrOf,
  canon,
  childrenOf,
  escapeAttr,
  escapeText,
  nameOf,
  resolvePath,
  tagOf,
  VOID_ELEMENTS,
  type XNode,
} from './qti-xml';

// An item body as the HTML a stem or option stores (sanitised later like every stem). Media the
// package carries are referred to by a placeholder path until the import is confirmed and they are
// stored (pendingMediaPath); MathML stays MathML, which the browser renders.

/** The placeholder of the package's n-th medium in analysed content; confirmed imports replace it. */
export const pendingMediaPath = (n: number) => `/uploads/qti-pending/${n}`;
export const PENDING_MEDIA = /\/uploads\/qti-pending\/(\d+)/g;

/** The media of a package that items use, in first-use order, shared by every item of the package. */
export class MediaRefs {
  readonly paths: string[] = [];
  private readonly index = new Map<string, number>();
  constructor(readonly available: ReadonlyMap<string, Buffer>) {}
  /** The placeholder path of a medium, registering it on first use. */
  use(path: string): string {
    let n = this.index.get(path);
    if (n === undefined) {
      n = this.paths.length;
      this.paths.push(path);
      this.index.set(path, n);
    }
    return pendingMediaPath(n);
  }
}

/** Body parts that are not the item's question: feedback, rubrics for scorers, templates. */
const LEFT_OUT = new Set([
  'feedbackBlock',
  'feedbackInline',
  'modalFeedback',
  'rubricBlock',
  'templateBlock',
  'templateInline',
  'printedVariable',
  'stylesheet',
  'companionMaterialsInfo',
]);
export const isInteraction = (name: string) => name.endsWith('Interaction');

/** A gap match's text around its gaps: what it holds besides its gap texts (and prompt, kept apart). */
const gapMatchText = (nodes: XNode[]) =>
  nodes.filter((c) => !['gapText', 'prompt'].includes(canon(tagOf(c) ?? '')));

export interface BodyContext {
  folder: string;
  media: MediaRefs;
  notes: ServerMessage[];
  /** Passages (HTML files) of the package, by path. */
  passages: ReadonlyMap<string, string>;
  /** Inline choice interactions (response identifier) or a gap match's gaps (identifier) kept as gap markers → gap id. */
  inlineGaps?: ReadonlyMap<string, string>;
}

const note = (ctx: BodyContext, message: ServerMessage) => {
  if (!ctx.notes.some((n) => n.en === message.en)) ctx.notes.push(message);
};

/** The body of an HTML passage, to show inline. */
const passageBody = (html: string) => (/<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html).trim();

/** A referenced file as the medium it is here: its placeholder, a passage's HTML, or a note. */
function mediaElement(ctx: BodyContext, href: string, alt: string, typeHint: string): string {
  const path = resolvePath(ctx.folder, href);
  if (!path) return '';
  const media = MEDIA_TYPES[extensionOf(path)];
  const passage = ctx.passages.get(path);
  if (passage !== undefined || media?.kind === 'passage') {
    if (passage === undefined) {
      note(ctx, fillMessage(Q.mediaMissing, { file: path }));
      return '';
    }
    note(ctx, fillMessage(Q.passageInlined, { file: path }));
    return `<blockquote>${passageBody(passage)}</blockquote>`;
  }
  if (!media && !typeHint.startsWith('image/') && !typeHint.startsWith('audio/')) {
    note(ctx, fillMessage(Q.mediaUnsupported, { file: path }));
    return '';
  }
  if (!ctx.media.available.has(path)) {
    note(ctx, fillMessage(Q.mediaMissing, { file: path }));
    return '';
  }
  const src = ctx.media.use(path);
  if ((media?.kind ?? (typeHint.startsWith('audio/') ? 'audio' : 'image')) === 'audio')
    return `<audio controls src="${src}"></audio>`;
  return `<img src="${src}" alt="${escapeAttr(alt)}">`;
}

const attributes = (n: XNode, skip: string[] = []) =>
  Object.entries((n[':@'] ?? {}) as Record<string, unknown>)
    .filter(([k]) => !skip.includes(k) && !k.startsWith('xmlns'))
    .map(([k, v]) => ` ${k}="${escapeAttr(String(v))}"`)
    .join('');

/** Mixed content as HTML: interactions left out, an inline text entry shown as a blank to fill. */
export function bodyHtml(nodes: XNode[], ctx: BodyContext): string {
  return nodes
    .map((n) => {
      const tag = tagOf(n);
      if (!tag || tag.startsWith('?')) return '';
      if (tag === '#text') return escapeText(String(n['#text']));
      const name = canon(tag);
      if (name === 'textEntryInteraction') return '_____';
      if (name === 'inlineChoiceInteraction' && ctx.inlineGaps)
        return gapMarker(ctx.inlineGaps.get(attrOf(n, 'responseIdentifier') ?? '') ?? '');
      if (name === 'gap' && ctx.inlineGaps)
        return gapMarker(ctx.inlineGaps.get(attrOf(n, 'identifier') ?? '') ?? '');
      if (name === 'gapMatchInteraction' && ctx.inlineGaps) return bodyHtml(gapMatchText(childrenOf(n)), ctx);
      // A hottext interaction's text is the stem, each hottext a marker of its span.
      if (name === 'hottextInteraction' && ctx.inlineGaps)
        return bodyHtml(
          childrenOf(n).filter((c) => nameOf(c) !== 'prompt'),
          ctx,
        );
      if (name === 'hottext' && ctx.inlineGaps)
        return gapMarker(ctx.inlineGaps.get((attrOf(n, 'identifier') ?? '').trim()) ?? '');
      if (isInteraction(name)) return '';
      if (LEFT_OUT.has(name)) {
        if (name !== 'stylesheet' && attrOf(n, 'view') !== 'scorer') note(ctx, Q.feedbackLeftOut);
        return '';
      }
      if (tag === 'img') return mediaElement(ctx, attrOf(n, 'src') ?? '', attrOf(n, 'alt') ?? '', 'image/');
      if (tag === 'object') {
        const inner = bodyHtml(childrenOf(n), ctx);
        return mediaElement(
          ctx,
          attrOf(n, 'data') ?? '',
          inner.replace(/<[^>]*>/g, ''),
          attrOf(n, 'type') ?? '',
        );
      }
      if (tag === 'audio' || tag === 'video') {
        const src =
          attrOf(n, 'src') ??
          childrenOf(n)
            .map((c) => attrOf(c, 'src'))
            .find(Boolean) ??
          '';
        return mediaElement(ctx, src, '', `${tag}/`);
      }
      if (VOID_ELEMENTS.has(tag)) return `<${tag}${attributes(n)}>`;
      const inner = bodyHtml(childrenOf(n), ctx);
      // A paragraph of nothing but the answer box: the runner shows the box itself.
      if (inner === '_____' && (tag === 'p' || tag === 'div')) return '';
      return `<${tag}${attributes(n)}>${inner}</${tag}>`;
    })
    .join('')
    .replace(/>\s+</g, '><')
    .trim();
}
