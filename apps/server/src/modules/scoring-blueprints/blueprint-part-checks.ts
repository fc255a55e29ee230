import type { ScoreBand, WeightedCode } from '@asesa/contracts';
import { compileBlueprint, type ForcedChoiceItem, validateBandSet } from '@asesa/scoring';
import { conflict, fieldError } from '../../lib/errors';
import { fieldMessage, fillMessage, type ServerMessage } from '../../lib/server-messages';
import { parseContent } from '../instruments/instrument-content';
import type { ScoringContent } from '../instruments/item-definitions';
import { buildEngineBlueprint, type StoredBlueprint } from './blueprint-builder';
import type { PartContext } from './blueprint-part-command';
import { engine } from './engine-errors';
import { BLUEPRINT_MESSAGES as M } from './scoring-blueprints.messages';
import { findLiveInstrument } from './scoring-blueprints.repository';

// Validation of a part against its blueprint, the library and the engine.

export const profileCodes = (ctx: PartContext) =>
  new Set([...ctx.stored.dimensions.map((d) => d.dimension_code), ...ctx.stored.groups.map((g) => g.code)]);

export function checkWeights(
  list: readonly WeightedCode[],
  field: string,
  known: (code: string) => boolean,
  what: ServerMessage,
) {
  const seen = new Set<string>();
  list.forEach((ref, i) => {
    if (!known(ref.code))
      throw fieldError(`${field}.${i}.code`, fillMessage(M.unknownCode, { what, code: ref.code }));
    if (seen.has(ref.code))
      throw fieldError(`${field}.${i}.code`, fillMessage(M.listedTwice, { what, code: ref.code }));
    seen.add(ref.code);
    if (!Number.isFinite(ref.weight)) throw fieldError(`${field}.${i}.weight`, M.weightNumber);
  });
}

export function checkBands(id: string, scale: string, bands: readonly ScoreBand[]) {
  engine(
    () =>
      validateBandSet({
        id,
        scale: scale as never,
        bands: bands.map((b) => ({
          ...(b.min != null ? { min: b.min } : {}),
          ...(b.max != null ? { max: b.max } : {}),
          level: b.level,
          colour: b.colour,
        })),
      }),
    'bands',
  );
  const levels = new Set<string>();
  bands.forEach((b, i) => {
    if (levels.has(b.level.toLowerCase()))
      throw conflict(
        fieldMessage(`bands.${i}.level`, fillMessage(M.levelTwice, { level: b.level })),
        `bands.${i}.level`,
      );
    levels.add(b.level.toLowerCase());
  });
}

/**
 * Refuses Thurstonian forced-choice scoring while a block the blueprint would score lacks its
 * parameters (pair thresholds, statement loadings and uniquenesses) or the trait correlations do not
 * fit its traits: the engine's message names the item, and the admin hears it while editing the
 * blueprint instead of the scoring of a participant failing later. Only the blocks are compiled, so
 * a blueprint still being put together is not refused for its other unfinished parts.
 */
export async function assertForcedChoiceScorable(ctx: PartContext, stored: StoredBlueprint, field: string) {
  if (stored.settings?.forced_choice_method !== 'thurstonian') return;
  const instrument = await findLiveInstrument(ctx.deps.db, ctx.blueprint.instrument_id);
  if (!instrument) return;
  const content = parseContent(instrument.content_json) as unknown as ScoringContent;
  const built = buildEngineBlueprint(stored, content);
  const blocks = built.items.filter((i): i is ForcedChoiceItem => i.type === 'forced-choice');
  if (blocks.length === 0) return;
  const traits = [...new Set(blocks.flatMap((b) => b.statements.map((s) => s.indicator)))];
  engine(
    () =>
      compileBlueprint({
        id: built.id,
        version: built.version,
        items: blocks,
        indicators: traits.map((id) => ({ id })),
        forcedChoice: built.forcedChoice,
      }),
    field,
  );
}

/** What refers to a dimension or group dimension code within the blueprint. */
export function usedBy(ctx: PartContext, code: string): ServerMessage | null {
  const group = ctx.stored.groups.find((g) => g.dimensions.some((d) => d.code === code));
  if (group) return fillMessage(M.usedByGroup, { code, name: group.name });
  if (ctx.stored.finals.some((f) => f.dimension_code === code))
    return fillMessage(M.hasFinalScores, { code });
  if (ctx.stored.gobs.some((g) => g.target_code === code)) return fillMessage(M.hasGobBands, { code });
  const rule = ctx.stored.characters.find((c) => c.conditions.some((x) => x.dimension === code));
  if (rule) return fillMessage(M.usedByCharacter, { code, name: rule.name });
  return null;
}
