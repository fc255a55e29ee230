import type { Deps } from '../../deps';
import { notFound } from '../../lib/errors';
import { findLiveInstrument } from './instruments.repository';
import { findLiveInstrumentTexts } from './translations.repository';

// Every call on an instrument names it by id; one that was removed (or never was) answers 404 the
// same way whichever call asked.

/** The instrument's row while it is not removed; 404 otherwise. */
export async function liveInstrument(deps: Deps, id: number) {
  const row = await findLiveInstrument(deps.db, id);
  if (!row) throw notFound('Instrument');
  return row;
}

/** The instrument's translatable texts (name, instructions, content) while it is not removed; 404 otherwise. */
export async function liveInstrumentTexts(deps: Deps, id: number) {
  const row = await findLiveInstrumentTexts(deps.db, id);
  if (!row) throw notFound('Instrument');
  return row;
}
