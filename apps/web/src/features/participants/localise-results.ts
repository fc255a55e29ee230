import {
  type CompetenceResult,
  type DimensionResult,
  type ParticipantResults,
  translated,
} from '@asesa/contracts';

// A participant's results carry the library's base texts (competence and dimension names, level
// labels, band names and descriptions) with their translations; the drawer shows them in the
// reader's language, each text falling back to its base where a translation is missing.

function localiseDimension(d: DimensionResult, lang: string): DimensionResult {
  const band = d.band;
  return {
    ...d,
    name: translated(d.name, d.translations, lang, ['name']),
    band: band && {
      ...band,
      // A band without its own label is named by its level; both read from the level's translation.
      label: band.label === null ? null : translated(band.label, band.translations, lang, ['level']),
      level: translated(band.level, band.translations, lang, ['level']),
      description:
        band.description === null
          ? null
          : translated(band.description, band.translations, lang, ['description']),
    },
  };
}

/** A competence level's label in `lang`, from the competence's translations. */
export function levelLabel(
  c: Pick<CompetenceResult, 'translations'> | undefined,
  level: number,
  base: string,
  lang: string,
): string {
  return translated(base, c?.translations, lang, ['levels', String(level)]);
}

function localiseCompetence(c: CompetenceResult, lang: string): CompetenceResult {
  return {
    ...c,
    name: translated(c.name, c.translations, lang, ['name']),
    label: c.label === null || c.level === null ? c.label : levelLabel(c, c.level, c.label, lang),
  };
}

/** The results with every library text in `lang` (names of people, tests and projects stay). */
export function localiseResults(data: ParticipantResults, lang: string): ParticipantResults {
  const competences = data.competences.map((c) => localiseCompetence(c, lang));
  const byCode = new Map(competences.map((c) => [c.code, c]));
  return {
    ...data,
    instruments: data.instruments.map((i) => ({
      ...i,
      dimensions: i.dimensions.map((d) => localiseDimension(d, lang)),
    })),
    competences,
    job_fit: data.job_fit && {
      ...data.job_fit,
      contributions: data.job_fit.contributions.map((c) => ({
        ...c,
        name: byCode.get(c.code)?.name ?? c.name,
      })),
    },
  };
}
