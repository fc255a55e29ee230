import type { ProjectInstrumentInput, ProjectInstrumentOption } from '@asesa/contracts';
import type { Deps } from '../../deps';
import { fieldError } from '../../lib/errors';
import { fillMessage } from '../../lib/server-messages';
import { PROJECT_MESSAGES } from './projects.messages';
import {
  listLatestVersions,
  listLiveVariations,
  listPublishedInstruments,
  listPublishedVariations,
  type ResolvedInstrument,
} from './projects.repository';

/**
 * Checks an ordered instrument list and pins each instrument to a published version: the one in
 * `pinned` when the project already runs it, else the latest. A variation must be a published
 * form of that same instrument; its published content is pinned the same way (kept from
 * `pinnedForms` when the project already runs that form). Errors name the list (`field`) and the row.
 */
export async function resolveInstruments(
  deps: Deps,
  list: readonly ProjectInstrumentInput[],
  field: 'instruments' | 'instrument_ids',
  pinned: ReadonlyMap<number, number> = new Map(),
  pinnedForms: ReadonlyMap<number, string | null> = new Map(),
): Promise<ResolvedInstrument[]> {
  if (!list.length) throw fieldError(field, PROJECT_MESSAGES.chooseInstrument);
  const ids = list.map((i) => i.instrument_id);
  const twice = ids.findIndex((d, i) => ids.indexOf(d) !== i);
  if (twice >= 0) throw fieldError(field, fillMessage(PROJECT_MESSAGES.instrumentTwice, { id: ids[twice] }));
  const latest = await listLatestVersions(deps.db, ids);
  const versionOf = new Map(latest.map((v) => [v.id, v.version_id]));
  const missing = ids.filter((id) => !versionOf.has(id));
  if (missing.length)
    throw fieldError(
      field,
      fillMessage(PROJECT_MESSAGES.instrumentNotPublished, { ids: missing.join(', ') }),
    );

  const variationIds = list.flatMap((i) => (i.variation_id ? [i.variation_id] : []));
  const variations = variationIds.length ? await listLiveVariations(deps.db, variationIds) : [];
  const variationById = new Map(variations.map((v) => [v.id, v]));
  list.forEach((item, i) => {
    if (!item.variation_id) return;
    const where = field === 'instruments' ? `instruments.${i}.variation_id` : field;
    const variation = variationById.get(item.variation_id);
    if (!variation)
      throw fieldError(where, fillMessage(PROJECT_MESSAGES.unknownVariation, { id: item.variation_id }));
    if (variation.instrument_id !== item.instrument_id)
      throw fieldError(
        where,
        fillMessage(PROJECT_MESSAGES.variationOfAnother, { code: variation.code, id: item.instrument_id }),
      );
    // The participant runs the variation's published form, so a draft-only variation cannot run.
    if (!variation.published_json)
      throw fieldError(where, fillMessage(PROJECT_MESSAGES.variationNotPublished, { code: variation.code }));
  });

  return list.map((item) => ({
    instrument_id: item.instrument_id,
    instrument_version_id: pinned.get(item.instrument_id) ?? versionOf.get(item.instrument_id)!,
    variation_id: item.variation_id ?? null,
    variation_json: item.variation_id
      ? (pinnedForms.get(item.variation_id) ?? variationById.get(item.variation_id)?.published_json ?? null)
      : null,
  }));
}

/** What a project may run: live published instruments with their published variations. */
export async function instrumentOptions(deps: Deps): Promise<ProjectInstrumentOption[]> {
  const [instruments, variations] = await Promise.all([
    listPublishedInstruments(deps.db),
    listPublishedVariations(deps.db),
  ]);
  return instruments.map((i) => ({
    ...i,
    credit_cost: Number(i.credit_cost),
    variations: variations
      .filter((v) => v.instrument_id === i.id)
      .map(({ id, code, name }) => ({ id, code, name })),
  }));
}
