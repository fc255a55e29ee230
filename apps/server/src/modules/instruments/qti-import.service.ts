import type { ItemImportResponse, QtiAnalysisResponse, QtiConfirmRequest } from '@asesa/contracts';
import type { Actor, Deps } from '../../deps';
import { badRequest, conflict, gone } from '../../lib/errors';
import { fillMessage, type MessageLanguage } from '../../lib/server-messages';
import { storeAudio, storeImage } from '../../lib/storage';
import { parseContent } from './instrument-content';
import { listLiveIndicators, storeDraftContent } from './instruments.repository';
import { ITEM_IMAGE_RULES } from './instruments.service';
import { type Incoming, mergeImport, refuse } from './item-import';
import { liveInstrument } from './live-instrument';
import { QTI_MESSAGES as Q } from './qti.messages';
import { deleteAnalysis, findAnalysis } from './qti-analyses.repository';
import type { QtiAnalysis } from './qti-analysis';
import { PENDING_MEDIA } from './qti-body';
import { QTI_JOB_MESSAGES as J } from './qti-job.messages';
import { extensionOf, MEDIA_TYPES } from './qti-package-read';

// A QTI package in two steps: `instruments/items/import-qti` has a job analyse it (qti-import-job.ts) and keep
// the analysis for an hour; the author reads the report, and `instruments/items/import-qti-confirm`
// stores the media the items show and writes the items into the draft.

/** How long an analysis waits for its confirmation. */
export const ANALYSIS_KEPT_MS = 60 * 60 * 1000;
const hourAgo = () => new Date(Date.now() - ANALYSIS_KEPT_MS).toISOString();

export type StoredAnalysis = Omit<QtiAnalysis, 'media'>;

/** The report the author reads of an analysis, its notes in the reader's language. */
export function reportOf(
  analysisId: number,
  fields: { id: number; mode: 'append' | 'replace' },
  analysis: StoredAnalysis,
  media: number,
  language: MessageLanguage,
): QtiAnalysisResponse {
  const count = (status: string) => analysis.items.filter((i) => i.status === status).length;
  return {
    analysis_id: analysisId,
    id: fields.id,
    mode: fields.mode,
    counts: { imported: count('imported'), changed: count('changed'), skipped: count('skipped') },
    sections: analysis.sections.map((s) => ({
      title: s.title,
      time_limit_seconds: s.time_limit_seconds,
      navigation: s.navigation,
      item_count: s.items.length,
    })),
    items: analysis.items.map((i) => ({ ...i, notes: i.notes.map((n) => n[language]) })),
    media,
  };
}

/** Stores each medium the items use; answers its public path by placeholder number. */
async function storeMedia(deps: Deps, media: { path: string; base64: string }[]): Promise<string[]> {
  const paths: string[] = [];
  for (const m of media) {
    const bytes = Buffer.from(m.base64, 'base64');
    const kind = MEDIA_TYPES[extensionOf(m.path)]?.kind;
    const stored =
      kind === 'audio'
        ? await storeAudio(deps.env, bytes, ITEM_IMAGE_RULES.folder)
        : await storeImage(deps.env, bytes, ITEM_IMAGE_RULES)
            .then((s) => s.path)
            .catch(() => null);
    if (!stored) throw badRequest(fillMessage(Q.mediaUnsupported, { file: m.path }), 'file');
    paths.push(stored);
  }
  return paths;
}

/** `instruments/items/import-qti-confirm`: the analysed items written into the draft, their media stored. */
export async function confirmQtiImport(
  deps: Deps,
  actor: Actor,
  input: QtiConfirmRequest,
  language: MessageLanguage,
): Promise<ItemImportResponse> {
  const row = await findAnalysis(deps.db, input.analysis_id, actor.userId, hourAgo());
  if (!row) throw gone(Q.analysisGone);
  if (!row.analysis_json) throw conflict(row.error_json ? Q.analysisGone : J.analysisRunning);
  const instrument = await liveInstrument(deps, row.instrument_id);
  const analysis = JSON.parse(row.analysis_json) as StoredAnalysis;
  if (!analysis.sections.length) throw refuse('package', [{ message: Q.nothingToImport }]);
  const stored = await storeMedia(deps, JSON.parse(row.media_json));
  const sections = JSON.parse(
    JSON.stringify(analysis.sections).replace(PENDING_MEDIA, (_, n: string) => stored[Number(n)] ?? ''),
  ) as StoredAnalysis['sections'];
  const mode = row.mode === 'replace' ? 'replace' : 'append';
  // An identifier the instrument already uses is left for the save to replace with a fresh id.
  const taken = new Set(
    parseContent(instrument.content_json).sections.flatMap((s) => s.items.map((i) => i.id)),
  );
  const incoming: Incoming[] = sections.flatMap((s) =>
    s.items.map((item) => ({
      section: s.title,
      item: mode === 'append' && item.id && taken.has(item.id) ? { ...item, id: undefined } : item,
      at: { item: item.id ?? s.title },
      sectionSettings: { time_limit_seconds: s.time_limit_seconds, navigation: s.navigation },
    })),
  );
  const known = new Set((await listLiveIndicators(deps.db)).map((r) => r.code));
  const prepared = mergeImport(instrument.content_json, mode, incoming, 'package', known);
  await storeDraftContent(deps.db, instrument.id, {
    content_json: prepared.content_json,
    item_count: prepared.item_count,
  });
  await deleteAnalysis(deps.db, row.id);
  return {
    id: instrument.id,
    mode,
    imported: prepared.imported,
    replaced: prepared.replaced,
    item_count: prepared.item_count,
    sections: prepared.sections,
    skipped: analysis.items
      .filter((i) => i.status === 'skipped')
      .map((i) => ({ item: i.file, reason: i.notes.map((n) => n[language]).join('; ') })),
  };
}
