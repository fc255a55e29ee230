import { expect } from 'vitest';
import type { TestApp } from '../harness';
import { unzip } from '../qti-validate';
import { exportQti } from './qti-export';

// The calls a QTI import/export suite makes as one user (not a test file itself).

type Item = Record<string, unknown>;

/**
 * The round-trip calls as the user `app` answers; `app` is asked at each call, so the suite may
 * start its app after making them.
 */
export function qtiRoundTrip(app: () => { t: TestApp; token: string }) {
  return {
    /** A new ability instrument named by its code; answers its id. */
    newInstrument: async (code: string) => {
      const { t, token } = app();
      return (await t.callOk('instruments/new', { code, name: code, kind: 'ability' }, token)).id as number;
    },
    /** Confirms an import's analysis: the call's answer. */
    confirm: (analysisId: number) => {
      const { t, token } = app();
      return t.call('instruments/items/import-qti-confirm', { analysis_id: analysisId }, token);
    },
    /** Every item of the instrument, in order, as the detail call answers them. */
    itemsOf: async (id: number) => {
      const { t, token } = app();
      const detail = await t.callOk('instruments/detail', { id }, token);
      return detail.sections.flatMap((s: { items: Item[] }) => s.items) as Item[];
    },
    /** The instrument exported as a QTI package of this version: the zip and its files. */
    exportedPackage: async (id: number, version: string) => {
      const { t, token } = app();
      const res = await exportQti(t, token, id, version);
      expect(res.status).toBe(200);
      const zip = res.bytes as Buffer;
      return { zip, files: await unzip(zip) };
    },
  };
}
