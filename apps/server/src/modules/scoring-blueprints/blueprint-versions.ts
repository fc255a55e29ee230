import {
  type BlueprintDefinition,
  type BlueprintVersionResponse,
  blueprintDefinition,
  type blueprintVersionRequest,
} from '@asesa/contracts';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { AppError, notFound } from '../../lib/errors';
import { fieldMessage, fillMessage } from '../../lib/server-messages';
import { definitionAtOneVersion } from './blueprint-definitions.service';
import { BLUEPRINT_MESSAGES } from './scoring-blueprints.messages';
import { findBlueprintHead, findKeptVersion, insertBlueprintVersion } from './scoring-blueprints.repository';

export { findKeptVersion };

// A result records (blueprint_id, blueprint_version); scoring_blueprint_versions keeps what that
// version was, so the result can be traced and rebuilt after the blueprint has changed.

type Kysely = Deps['db'];

/**
 * Versions this process knows are kept, per database. Scoring a project's participants one by
 * one compiles the blueprint for each; with this, only the first of them writes (a rescoring of
 * 100,000 participants adds one insert, not 100,000).
 */
const keptHere = new WeakMap<Kysely, Set<string>>();

/**
 * Keeps a version's definition unless it is kept already. The first writer wins on both engines
 * (ON CONFLICT DO NOTHING on the key), so concurrent scorers of a new version cannot clash.
 */
export async function keepBlueprintVersion(db: Kysely, definition: BlueprintDefinition): Promise<void> {
  const key = `${definition.id}:${definition.version}`;
  const kept = keptHere.get(db) ?? new Set<string>();
  keptHere.set(db, kept);
  if (kept.has(key)) return;
  await insertBlueprintVersion(db, {
    blueprint_id: definition.id,
    version: definition.version,
    definition_json: JSON.stringify(definition),
  });
  kept.add(key);
}

/**
 * One version of a blueprint as it scored. Removed blueprints still answer (their results remain).
 * The current version, not yet kept because nobody was scored with it, is kept on this read, so
 * what it answers is what it will answer later.
 */
export async function blueprintVersion(
  deps: Deps,
  input: z.infer<typeof blueprintVersionRequest>,
): Promise<BlueprintVersionResponse> {
  const blueprint = await findBlueprintHead(deps.db, input.id);
  if (!blueprint) throw notFound('Scoring blueprint');
  if (input.version > blueprint.version)
    throw new AppError(
      404,
      fieldMessage(
        'version',
        fillMessage(BLUEPRINT_MESSAGES.versionNotYet, { current: blueprint.version, version: input.version }),
      ),
      { field: 'version' },
    );
  let kept = await findKeptVersion(deps.db, blueprint.id, input.version);
  if (!kept && input.version === blueprint.version) {
    const definition = await definitionAtOneVersion(deps, blueprint);
    if (definition.version === input.version) {
      await keepBlueprintVersion(deps.db, definition);
      kept = await findKeptVersion(deps.db, blueprint.id, input.version);
    }
  }
  if (!kept)
    throw new AppError(
      404,
      fieldMessage('version', fillMessage(BLUEPRINT_MESSAGES.versionNotKept, { version: input.version })),
      { field: 'version' },
    );
  return {
    blueprint_id: blueprint.id,
    instrument_id: blueprint.instrument_id,
    version: input.version,
    current_version: blueprint.version,
    kept_at: kept.created_at,
    definition: blueprintDefinition.parse(JSON.parse(kept.definition_json)),
  };
}
