import { sha256 } from '../../lib/crypto';
import { adaptiveSettingsOf } from './adaptive-bank';
import type { StoredSection } from './instrument-content';

/**
 * The fingerprint of what a simulation of an adaptive section depends on: each bank item's id,
 * IRT parameters, indicator, type and key, and the section's settings. The Sympson–Hetter K (one
 * table or a table per θ stratum) are left out: the simulation itself calibrates and writes them,
 * which must not make it stale.
 */
export function bankFingerprint(section: Pick<StoredSection, 'adaptive' | 'items'>): string {
  const settings = adaptiveSettingsOf(section);
  const { sympson_hetter_k: _k, conditional_sympson_hetter_k: _tables, ...simulated } = settings ?? {};
  const items = section.items.map((item) => ({
    id: item.id,
    irt: item.irt ?? null,
    indicator: item.indicator ?? null,
    type: item.type,
    key: 'key' in item ? (item.key ?? null) : null,
  }));
  return sha256(canonicalJson({ items, settings: simulated }));
}

/** JSON with the keys of every object sorted, so equal values always give the same text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}
