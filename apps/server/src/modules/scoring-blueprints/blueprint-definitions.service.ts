import {
  type BlueprintDefinition,
  type BlueprintRow,
  blueprintDefinition,
  type blueprintPreviewRequest,
} from '@asesa/contracts';
import { type Blueprint, type Responses, scoreBlueprint } from '@asesa/scoring';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { conflict, notFound } from '../../lib/errors';
import { parseContent } from '../instruments/instrument-content';
import type { ScoringContent } from '../instruments/item-definitions';
import { buildEngineBlueprint } from './blueprint-builder';
import { engine } from './engine-errors';
import { BLUEPRINT_MESSAGES as M } from './scoring-blueprints.messages';
import {
  blueprintOfInstrument,
  findBlueprintHead,
  findLiveInstrument,
} from './scoring-blueprints.repository';
import { blueprintOr404 } from './scoring-blueprints.service';
import { loadStoredBlueprint } from './stored-blueprint';

// What scores: a stored blueprint as the engine's blueprint and as a versioned definition, and
// the preview that scores a sample response set with it.

/** The engine blueprint of a stored blueprint over the given content. */
export async function engineBlueprintOf(
  deps: Deps,
  row: Pick<BlueprintRow, 'id' | 'name' | 'version'>,
  content: ScoringContent,
  normGroup?: string,
): Promise<Blueprint> {
  return buildEngineBlueprint(await loadStoredBlueprint(deps, row), content, { normGroup });
}

/**
 * The blueprint that scores an instrument's published content, when the instrument has one:
 * what participant scoring uses instead of number correct.
 */
export async function instrumentScoringBlueprint(
  deps: Deps,
  instrumentId: number,
  content: ScoringContent,
): Promise<{
  blueprint: Blueprint;
  blueprintId: number;
  version: number;
  definition: BlueprintDefinition;
} | null> {
  const row = await blueprintOfInstrument(deps.db, instrumentId);
  if (!row) return null;
  const definition = await definitionAtOneVersion(deps, row);
  return {
    blueprint: buildEngineBlueprint(definition, content),
    blueprintId: row.id,
    version: definition.version,
    definition,
  };
}

/** The definition of the blueprint an instrument is scored with today; null when none is in use. */
export async function currentDefinitionOfInstrument(
  deps: Deps,
  instrumentId: number,
): Promise<BlueprintDefinition | null> {
  const row = await blueprintOfInstrument(deps.db, instrumentId);
  return row ? definitionAtOneVersion(deps, row) : null;
}

/**
 * A blueprint's definition labelled with the version it really is. A part changes in the same
 * transaction that raises the version, so parts read between two equal reads of the version are
 * that version's; when a change slipped in between, read again.
 */
export async function definitionAtOneVersion(
  deps: Deps,
  row: Pick<BlueprintRow, 'id' | 'name' | 'version'>,
): Promise<BlueprintDefinition> {
  let at = row;
  for (let attempt = 0; attempt < 5; attempt++) {
    const stored = await loadStoredBlueprint(deps, at);
    const after = await findBlueprintHead(deps.db, row.id);
    // Only the definition's own fields: the parts' ids and stamps are not part of what scores.
    if (!after || after.version === at.version) return blueprintDefinition.parse(stored);
    at = after;
  }
  throw conflict(M.keptChanging);
}

/** Scores a sample response set against the blueprint and the instrument's latest content. */
export async function previewBlueprint(deps: Deps, input: z.infer<typeof blueprintPreviewRequest>) {
  const row = await blueprintOr404(deps, input.blueprint_id);
  const instrument = await findLiveInstrument(deps.db, row.instrument_id);
  if (!instrument) throw notFound('Instrument');
  const content = parseContent(instrument.content_json) as unknown as ScoringContent;
  const blueprint = await engineBlueprintOf(deps, row, content, input.norm_group);
  const scored = new Set(blueprint.items.map((i) => i.id));
  const allIds = new Set(
    content.sections.flatMap((s) => (s.items as Array<{ id: string }>).map((i) => i.id)),
  );
  // Answers to unscored items (text, blocks without indicators) are not the engine's business.
  const responses = Object.fromEntries(
    Object.entries(input.responses).filter(([id]) => scored.has(id) || !allIds.has(id)),
  ) as Responses;
  const result = engine(() => scoreBlueprint(blueprint, responses, { includeItems: true }));
  return { blueprint_version: row.version, result: result as unknown as Record<string, unknown> };
}
