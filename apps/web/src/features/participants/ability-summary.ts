import type { InstrumentResult } from '@asesa/contracts';
import type { TFunction } from 'i18next';
import { formatPercent } from './participant-filters';
import { roundText } from './results-format';

// The drawer's "summary in words": per measured dimension its band (or a score-band word) and
// what it means, with the sten and percentile; a test without dimensions gets its number correct.
// Built from the results in the reader's language, so every word comes from the catalogue or the
// library's translations.

export interface AbilityLine {
  key: string;
  /** The band's name (or a score-band word) shown as a tag; null without one. */
  band: string | null;
  colour: string | null;
  text: string;
}

/** Plain words for a sten when the blueprint gives no behaviour band. */
export function stenWord(sten: number, t: TFunction): string {
  if (sten <= 3) return t('participants.ability.belowAverage');
  if (sten <= 7) return t('participants.ability.average');
  return t('participants.ability.aboveAverage');
}

export function abilityLines(instruments: readonly InstrumentResult[], t: TFunction): AbilityLine[] {
  return instruments.flatMap((i): AbilityLine[] => {
    if (i.dimensions.length === 0) {
      const text =
        i.max_score > 0
          ? t('participants.ability.countOnly', {
              correct: String(i.number_correct),
              max: String(i.max_score),
              percent: formatPercent(Math.round((100 * i.number_correct) / i.max_score)),
            })
          : t('participants.ability.nothing');
      return [{ key: `${i.instrument_id}`, band: null, colour: null, text }];
    }
    return i.dimensions.map((d) => {
      const word = d.band?.label ?? d.band?.level ?? (d.sten !== null ? stenWord(d.sten, t) : null);
      const score =
        d.sten !== null
          ? t('participants.ability.normed', {
              sten: roundText(d.sten),
              percentile: String(Math.round(d.percentile ?? 0)),
            })
          : t('participants.ability.rawOnly', { raw: roundText(d.raw, 2) });
      return {
        key: `${i.instrument_id}-${d.code}`,
        band: word,
        colour: d.band?.colour ?? null,
        text: d.band?.description
          ? t('participants.ability.withScore', { text: d.band.description, score })
          : t('participants.ability.named', {
              name: d.name,
              word: word ?? t('participants.ability.unbanded'),
              score,
            }),
      };
    });
  });
}
