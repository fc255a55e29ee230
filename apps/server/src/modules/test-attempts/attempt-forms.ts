import type { Deps } from '../../deps';
import { parsedContent, type StoredContent } from '../instruments/instrument-content';
import { formContentJson, type RunningRow } from './test-attempts.repository';

/**
 * The form a submission answers, parsed once per database and form. An instrument version never
 * changes, and a project's pinned variation can only change before anyone has started (project
 * settings refuse it after), while this is read for started submissions only: the key is stable.
 */
const CONTENT_CACHE_SIZE = 500;
export type Form = Readonly<StoredContent>;
// Keyed by the version id, or minus the project instrument's id for a pinned variation. A form
// being read is kept as its promise, so the saves of one moment read it once.
const contents = new WeakMap<Deps['db'], Map<number, Form | Promise<Form>>>();
export function formOf(deps: Deps, row: RunningRow): Form | Promise<Form> {
  let byKey = contents.get(deps.db);
  if (!byKey) {
    byKey = new Map();
    contents.set(deps.db, byKey);
  }
  const key = row.pinned ? -row.project_instrument_id : row.instrument_version_id;
  const known = byKey.get(key);
  if (known) return known;
  const loading = loadForm(deps, row.project_instrument_id).then(
    (form) => {
      byKey.set(key, form);
      return form;
    },
    (err) => {
      byKey.delete(key);
      throw err;
    },
  );
  byKey.set(key, loading);
  if (byKey.size > CONTENT_CACHE_SIZE) byKey.delete(byKey.keys().next().value as number);
  return loading;
}

async function loadForm(deps: Deps, projectInstrumentId: number): Promise<Form> {
  return parsedContent(await formContentJson(deps.db, projectInstrumentId));
}
