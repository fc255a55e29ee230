import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload } from '../../../test/accounts-fixtures';
import type { TestApp } from '../../../test/harness';
import { qtiFixture } from '../../../test/qti-packages';
import { startAppAs } from '../../../test/support/module-setup';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  [t, admin] = await startAppAs('admin');
});
afterAll(() => t.close());

let codes = 0;
async function newInstrument(): Promise<number> {
  const created = await t.callOk('instruments/new', { code: `QTI-${++codes}`, name: `QTI ${codes}`, kind: 'ability' }, admin);
  return created.id;
}

const analyse = (id: number, content: Buffer, language = 'en', mode = 'append') =>
  upload(t, 'instruments/items/import-qti', admin, { id: String(id), mode }, { field: 'file', filename: 'package.zip', content }, { 'content-language': language });

describe('QTI import probe', () => {
  it('prints', async () => {
    const id = await newInstrument();
    for (const name of ['bank-v2p2', 'bank-v3p0', 'others-v2p1']) {
      const res = await analyse(id, await qtiFixture(name));
      console.log(name, JSON.stringify(res.body, null, 1));
      if (res.status !== 200) continue;
      const done = await t.call('instruments/items/import-qti-confirm', { analysis_id: res.body.data.analysis_id }, admin);
      console.log(JSON.stringify(done.body));
    }
    const detail = await t.callOk('instruments/detail', { id }, admin);
    console.log(JSON.stringify(detail.sections, null, 1));
  });
});
