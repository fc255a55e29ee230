import {
  type BlueprintDetail,
  type BlueprintRow,
  type BlueprintTranslations,
  type blueprintDatatableRequest,
  type blueprintNewRequest,
  type blueprintUpdateRequest,
  compactTranslations,
} from '@asesa/contracts';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { runDatatable } from '../../http/datatable';
import { conflict, notFound } from '../../lib/errors';
import { fillMessage } from '../../lib/server-messages';
import { parseTranslations } from '../../lib/translations';
import {
  scoreInstrumentWith,
  scoreWithFirstBlueprint,
  stopScoringWith,
} from '../instruments/scoring-blueprint-choice.service';
import { BLUEPRINT_MESSAGES as M } from './scoring-blueprints.messages';
import {
  asBlueprintRow,
  blueprintRows,
  dimensionCatalogue,
  findBlueprint,
  findBlueprintByName,
  findLiveInstrument,
  insertBlueprint,
  listBlueprintTranslations,
  liveBlueprintCount,
  markBlueprintRemoved,
  type StoredBlueprintRow,
  updateBlueprint,
} from './scoring-blueprints.repository';
import { loadStoredBlueprint } from './stored-blueprint';

// The blueprints themselves: their list, creation, details and translations, removal, the one an
// instrument is scored with, and the detail the editor opens on. Their parts: blueprint-parts.service.ts;
// what scores with them: blueprint-definitions.service.ts.

export async function blueprintOr404(deps: Deps, id: number): Promise<BlueprintRow> {
  const row = await findBlueprint(deps.db, id);
  if (!row) throw notFound('Scoring blueprint');
  return asBlueprintRow(row);
}

const BLUEPRINT_COLUMNS = {
  id: 'b.id',
  name: 'b.name',
  instrument_name: 'i.name',
  instrument_code: 'i.code',
  version: 'b.version',
  created_at: 'b.created_at',
  updated_at: 'b.updated_at',
};

export async function blueprintDatatable(deps: Deps, query: z.infer<typeof blueprintDatatableRequest>) {
  let base = blueprintRows(deps.db);
  if (query.instrument_id) base = base.where('b.instrument_id', '=', query.instrument_id);
  const page = await runDatatable<StoredBlueprintRow>(
    base,
    query,
    {
      columns: BLUEPRINT_COLUMNS,
      searchable: ['name', 'instrument_name', 'instrument_code'],
      defaultColumn: 'id',
    },
    (q) => q, // the base query already selects the joined columns
  );
  return { ...page, data: page.data.map(asBlueprintRow) };
}

async function assertBlueprintNameFree(deps: Deps, instrumentId: number, name: string, selfId?: number) {
  const taken = await findBlueprintByName(deps.db, instrumentId, name);
  if (taken && taken.id !== selfId) throw conflict(fillMessage(M.nameTaken, { name }), 'name');
}

export async function createBlueprint(deps: Deps, input: z.infer<typeof blueprintNewRequest>) {
  if (!(await findLiveInstrument(deps.db, input.instrument_id))) throw notFound('Instrument');
  await assertBlueprintNameFree(deps, input.instrument_id, input.name);
  const id = await insertBlueprint(deps.db, input);
  await scoreWithFirstBlueprint(deps.db, input.instrument_id, id);
  return blueprintOr404(deps, id);
}

export async function updateBlueprintDetails(deps: Deps, input: z.infer<typeof blueprintUpdateRequest>) {
  const row = await blueprintOr404(deps, input.id);
  await assertBlueprintNameFree(deps, row.instrument_id, input.name, row.id);
  await updateBlueprint(deps.db, input.id, {
    name: input.name,
    description: input.description,
    ...(input.translations && { translations_json: JSON.stringify(compactTranslations(input.translations)) }),
  });
  return blueprintOr404(deps, input.id);
}

/**
 * The translations of some blueprints' names and norm groups, by blueprint id: what the results
 * drawer and the reports need to name them in their reader's language.
 */
export async function blueprintTranslationsByIds(
  deps: Deps,
  ids: readonly number[],
): Promise<Map<number, BlueprintTranslations>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await listBlueprintTranslations(deps.db, unique);
  return new Map(rows.map((r) => [r.id, parseTranslations(r.translations_json) as BlueprintTranslations]));
}

export async function removeBlueprint(deps: Deps, id: number) {
  const row = await blueprintOr404(deps, id);
  // An instrument is never left to number correct while it has a blueprint to score it with.
  if (row.in_use && (await liveBlueprintCount(deps.db, row.instrument_id)) > 1)
    throw conflict(
      fillMessage(M.scoresInstrument, { name: row.name, instrument: row.instrument_name }),
      'id',
    );
  await deps.db.transaction().execute(async (trx) => {
    await markBlueprintRemoved(trx, id);
    await stopScoringWith(trx, id);
  });
  return { ok: true };
}

/**
 * Makes a blueprint the one its instrument is scored with. Results already scored keep the
 * blueprint that scored them until their project is recalculated.
 */
export async function useBlueprintForScoringCall(deps: Deps, id: number) {
  const row = await blueprintOr404(deps, id);
  await scoreInstrumentWith(deps.db, row.instrument_id, row.id);
  return blueprintOr404(deps, id);
}

export async function blueprintDetail(deps: Deps, id: number): Promise<BlueprintDetail> {
  const row = await blueprintOr404(deps, id);
  const [catalogue, stored] = await Promise.all([
    dimensionCatalogue(deps.db),
    loadStoredBlueprint(deps, row),
  ]);
  return {
    ...row,
    dimension_options: catalogue,
    profile_codes: [
      ...stored.dimensions.map((d) => ({
        code: d.dimension_code,
        name: d.dimension_name,
        kind: 'dimension' as const,
      })),
      ...stored.groups.map((g) => ({ code: g.code, name: g.name, kind: 'group' as const })),
    ],
    indicator_codes: [...new Set(stored.dimensions.flatMap((d) => d.indicators.map((i) => i.code)))],
    norm_groups: [...new Set(stored.finals.map((f) => f.norm_group))],
  };
}
