import {
  type BandTranslations,
  blueprintDefinition,
  type DimensionTranslations,
  translated,
  translatedList,
} from '@asesa/contracts';
import type { Deps } from '../../deps';
import { parseTranslations } from '../../lib/translations';
import { findKeptVersion } from '../scoring-blueprints/blueprint-versions';
import { listDimensionTranslations } from './participant-report.repository';
import type { ReportData } from './report-data';

/** Bands' translations of one blueprint version: dimension code → band level → texts. */
export type BandTexts = Map<string, Map<string, BandTranslations>>;

/**
 * Translations the reports of one project share, read on first use: a .zip of a thousand reports
 * reads each dimension's and each blueprint version's texts once.
 */
export interface ReportTranslationCache {
  dimensions: Map<string, DimensionTranslations>;
  bands: Map<string, Promise<BandTexts>>;
}

export const emptyTranslationCache = (): ReportTranslationCache => ({
  dimensions: new Map(),
  bands: new Map(),
});

export async function dimensionTranslations(
  deps: Deps,
  codes: readonly string[],
  cache: ReportTranslationCache,
): Promise<Map<string, DimensionTranslations>> {
  const missing = [...new Set(codes)].filter((c) => !cache.dimensions.has(c));
  if (missing.length) {
    const rows = await listDimensionTranslations(deps.db, missing);
    for (const code of missing) cache.dimensions.set(code, {});
    for (const r of rows) cache.dimensions.set(r.code, parseTranslations(r.translations_json));
  }
  return cache.dimensions;
}

/** The band texts of the blueprint version that scored a result (kept when it scored). */
export function bandTranslations(
  deps: Deps,
  blueprintId: number,
  version: number,
  cache: ReportTranslationCache,
): Promise<BandTexts> {
  const key = `${blueprintId}@${version}`;
  let texts = cache.bands.get(key);
  if (!texts) {
    texts = findKeptVersion(deps.db, blueprintId, version).then((kept) => {
      const out: BandTexts = new Map();
      if (!kept) return out;
      const parsed = blueprintDefinition.safeParse(JSON.parse(kept.definition_json));
      if (!parsed.success) return out;
      for (const gob of parsed.data.gobs) {
        const byLevel = new Map<string, BandTranslations>();
        for (const band of gob.bands) if (band.translations) byLevel.set(band.level, band.translations);
        if (byLevel.size) out.set(gob.target_code, byLevel);
      }
      return out;
    });
    cache.bands.set(key, texts);
  }
  return texts;
}

/**
 * The report's library texts (instrument names, competence names, descriptions, level labels and
 * interview questions, dimension names, band names and descriptions) in `lang`, each falling back to its base text where a translation
 * is missing, wherever the report prints them: the profiles, the job-fit breakdown, a competence's
 * components and the norms' dimension lists. Names of people and projects stay as they are.
 */
export function inLanguage(data: ReportData, lang: string): ReportData {
  const competences = data.competences.map((c) => {
    const t = c.translations;
    const levelLabel = (level: number | null, base: string | null) =>
      level === null || base === null ? base : translated(base, t, lang, ['levels', String(level)]);
    return {
      ...c,
      name: translated(c.name, t, lang, ['name']),
      description: translated(c.description, t, lang, ['description']),
      interviewQuestions: translatedList(c.interviewQuestions, t, lang, ['interview_questions']),
      label: levelLabel(c.level, c.label),
      targetLabel: levelLabel(c.targetLevel, c.targetLabel),
      levels: c.levels.map((l) => ({ ...l, label: levelLabel(l.level, l.label) ?? l.label })),
    };
  });
  const competenceNames = new Map(competences.map((c) => [c.code, c.name]));
  // Dimension names by code, and by their base name for the norms' lists (which hold names).
  const dimensionNames = new Map<string, string>();
  const byBaseName = new Map<string, string>();
  const instruments = data.instruments.map((i) => {
    const dimensions = i.dimensions.map((d) => {
      const name = translated(d.name, d.translations, lang, ['name']);
      dimensionNames.set(d.code, name);
      byBaseName.set(d.name, name);
      return {
        ...d,
        name,
        band: d.band && {
          ...d.band,
          label: translated(d.band.label, d.band.translations, lang, ['level']),
          description:
            d.band.description === null
              ? null
              : translated(d.band.description, d.band.translations, lang, ['description']),
        },
      };
    });
    const blueprintTexts = i.blueprint?.translations;
    const group = (name: string | null) =>
      name === null ? null : translated(name, blueprintTexts, lang, ['norm_groups', name]);
    return {
      ...i,
      name: i.nameTranslations[lang] || i.nameTranslations[lang.split('-')[0]] || i.name,
      blueprint: i.blueprint && {
        ...i.blueprint,
        name: translated(i.blueprint.name, blueprintTexts, lang, ['name']),
      },
      norms: i.norms.map((n) => ({ ...n, group: group(n.group) })),
      dimensions: dimensions.map((d) => ({ ...d, normGroup: group(d.normGroup) })),
    };
  });
  return {
    ...data,
    competences: competences.map((c) => ({
      ...c,
      components: c.components.map((k) => ({ ...k, name: dimensionNames.get(k.code) ?? k.name })),
    })),
    instruments: instruments.map((i) => ({
      ...i,
      norms: i.norms.map((n) => ({ ...n, dimensions: n.dimensions.map((d) => byBaseName.get(d) ?? d) })),
    })),
    jobFit: {
      ...data.jobFit,
      contributions: data.jobFit.contributions.map((c) => ({
        ...c,
        name: competenceNames.get(c.code) ?? c.name,
      })),
    } as ReportData['jobFit'],
  };
}
