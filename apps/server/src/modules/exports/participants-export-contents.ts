import {
  type BlueprintDefinition,
  type CompetenceTranslations,
  type ParticipantExportRequest,
  translated,
} from '@asesa/contracts';
import type { Deps } from '../../deps';
import { parseTranslations } from '../../lib/translations';
import { translatedInstrumentNames } from '../instruments/instrument-names';
import { liveInstrumentContent } from '../instruments/instruments.service';
import type { ScoringContent } from '../instruments/item-definitions';
import { adaptiveDimensionCodes } from '../scoring-blueprints/adaptive-indicators';
import { currentDefinitionOfInstrument } from '../scoring-blueprints/blueprint-definitions.service';
import { dimensionNames } from '../test-dimensions/test-dimensions.service';
import { type ExportLanguage, INTEGRITY_FLAG_KINDS } from './participants-export.labels';
import {
  countFlagsByParticipant,
  listProjectCompetences,
  listProjectInstruments,
  listRecordedFlagKinds,
  listResultBlueprintVersions,
} from './participants-export.repository';
import { dimensionTranslations, type ReportTranslationCache } from './report-translations';

// What the file holds beside the participants: the project's competences, its instruments with
// their dimensions, and the integrity flags recorded.

export interface ProjectCompetence {
  competence_id: number;
  name: string;
  translations: CompetenceTranslations;
}

export interface ExportDimension {
  code: string;
  name: string;
}

export interface ExportInstrument {
  projectInstrumentId: number;
  name: string;
  ability: boolean;
  dimensions: ExportDimension[];
  /** Dimensions scored as an adaptive section's θ: their sheet columns add θ and its SE. */
  thetaCodes: ReadonlySet<string>;
}

/** The project's competences with their names in the export's language. */
export async function projectCompetences(
  deps: Deps,
  projectId: number,
  lang: ExportLanguage,
): Promise<ProjectCompetence[]> {
  const rows = await listProjectCompetences(deps.db, projectId);
  return rows.map((r) => {
    const translations = parseTranslations(r.translations_json) as CompetenceTranslations;
    return {
      competence_id: r.competence_id,
      name: translated(r.name, translations, lang, ['name']),
      translations,
    };
  });
}

/** (Group) dimension codes of a blueprint definition, with the names it gives them, in its order. */
function definitionDimensions(definition: BlueprintDefinition): ExportDimension[] {
  return [
    ...definition.dimensions.map((d) => ({
      code: d.dimension_code,
      name: d.dimension_name ?? d.dimension_code,
    })),
    ...definition.groups.map((g) => ({ code: g.code, name: g.name || g.code })),
  ];
}

/**
 * The dimensions an instrument's sheet has columns for: those of its scoring blueprint today (so a
 * project not scored yet shows them too), then any that only older blueprint versions gave the
 * stored results. Reads the blueprint versions of the results, never the results themselves.
 */
async function instrumentDimensions(
  deps: Deps,
  projectInstrumentId: number,
  instrumentId: number,
  lang: ExportLanguage,
  cache: ReportTranslationCache,
): Promise<ExportDimension[]> {
  const definitions: BlueprintDefinition[] = [];
  const current = await currentDefinitionOfInstrument(deps, instrumentId);
  if (current) definitions.push(current);
  const versions = await listResultBlueprintVersions(deps.db, projectInstrumentId);
  versions.sort((a, b) => b.version - a.version || b.blueprint_id - a.blueprint_id);
  for (const v of versions) definitions.push(JSON.parse(v.definition_json) as BlueprintDefinition);

  const seen = new Map<string, ExportDimension>();
  for (const d of definitions.flatMap(definitionDimensions)) if (!seen.has(d.code)) seen.set(d.code, d);
  const dimensions = [...seen.values()];
  if (dimensions.length === 0) return [];
  // The library's names, as the results drawer shows them, in the export's language.
  const codes = dimensions.map((d) => d.code);
  const names = await dimensionNames(deps, codes);
  const texts = await dimensionTranslations(deps, codes, cache);
  const named = dimensions.map((d) => ({
    code: d.code,
    name: translated(names.get(d.code) ?? d.name, texts.get(d.code), lang, ['name']),
  }));
  // Two dimensions of one name would get the same headers: tell them apart by code.
  const counts = new Map<string, number>();
  for (const d of named) counts.set(d.name, (counts.get(d.name) ?? 0) + 1);
  return named.map((d) => ((counts.get(d.name) ?? 0) > 1 ? { ...d, name: `${d.name} (${d.code})` } : d));
}

export async function projectInstruments(
  deps: Deps,
  projectId: number,
  lang: ExportLanguage,
  cache: ReportTranslationCache,
): Promise<ExportInstrument[]> {
  const rows = await listProjectInstruments(deps.db, projectId);
  const names = await translatedInstrumentNames(
    deps,
    rows.map((r) => r.instrument_id),
    lang,
  );
  const out: ExportInstrument[] = [];
  for (const r of rows)
    out.push({
      projectInstrumentId: r.id,
      name: names.get(r.instrument_id) ?? r.name,
      ability: r.kind === 'ability',
      dimensions: await instrumentDimensions(deps, r.id, r.instrument_id, lang, cache),
      thetaCodes: await thetaDimensionCodes(deps, r.instrument_id),
    });
  return out;
}

/**
 * The dimensions of an instrument's blueprint today that adaptive sections of its content score
 * as θ. Decided from the blueprint and content, not the results, as the columns come before the rows.
 */
async function thetaDimensionCodes(deps: Deps, instrumentId: number): Promise<Set<string>> {
  const definition = await currentDefinitionOfInstrument(deps, instrumentId);
  const content = await liveInstrumentContent(deps, instrumentId);
  if (!definition || !content) return new Set();
  return adaptiveDimensionCodes(definition, content as unknown as ScoringContent);
}

/** The flag kinds recorded for the exported participants: the Summary counts each in a column. */
export async function recordedFlagKinds(
  deps: Deps,
  projectId: number,
  filters: ParticipantExportRequest,
): Promise<string[]> {
  const rows = await listRecordedFlagKinds(deps.db, projectId, filters, INTEGRITY_FLAG_KINDS);
  const recorded = new Set(rows.map((r) => r.kind));
  return INTEGRITY_FLAG_KINDS.filter((k) => recorded.has(k));
}

/** Per participant of a chunk, the count of each flag kind. */
export async function flagCounts(deps: Deps, ids: number[], kinds: string[]) {
  const out = new Map<number, Map<string, number>>();
  if (kinds.length === 0 || ids.length === 0) return out;
  const rows = await countFlagsByParticipant(deps.db, ids, kinds);
  for (const r of rows) {
    const byKind = out.get(r.participant_id) ?? new Map<string, number>();
    byKind.set(r.kind, Number(r.n));
    out.set(r.participant_id, byKind);
  }
  return out;
}
