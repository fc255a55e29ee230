import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import { type TenantA, tenantA } from './access-tenant';
import { recordFigure } from './figures';
import {
  type FileKit,
  fileKit,
  multipart,
  type Part,
  randomContent,
  randomName,
  randomType,
  type UploadOp,
  uploadOf,
  uploadParts,
  validUpload,
} from './fuzz-files';
import { HOSTILE_VALUES, prng } from './fuzz-payloads';
import { judge, seedOf, send } from './fuzz-run';
import { operationsOf } from './fuzz-schema';

// Uploads: every multipart call of the OpenAPI document is checked by content and
// size-limited. Non-image bytes named like an image answer 400/415, a file over the call's limit
// answers 413, and FUZZ_COUNT hostile uploads per call (junk, truncated and corrupted files, a
// decompression bomb, broken multipart, hostile field values and file names) never answer a 5xx.

const COUNT = Number(process.env.FUZZ_COUNT ?? (process.env.TEST_DB_ENGINE === 'postgres' ? 300 : 1000));
const SUITE = 'fuzzer (uploads)';
const ROLES = ['admin', 'consultant', 'collaborator'] as const;

let t: TestApp;
let a: TenantA;
let kit: FileKit;
let uploads: UploadOp[];
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp();
  for (const role of ROLES) tokens[role] = await t.signIn(role);
  a = await tenantA(t, tokens.consultant);
  kit = await fileKit();
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  uploads = operationsOf(doc)
    .filter((op) => op.multipart)
    .map((op) => uploadOf(op, op.description));
});
afterAll(() => t?.close());

const parts = (op: UploadOp, file: Part['file'] | undefined, overrides: Record<string, string> = {}) =>
  uploadParts(op, a, file, overrides);
const validFile = (op: UploadOp) => validUpload(op, kit);

async function post(
  op: UploadOp,
  token: string | undefined,
  body: { body: Buffer | string; contentType: string },
) {
  return send(t, { method: 'POST', path: op.path, token, body: body.body, contentType: body.contentType });
}

/** The first role the call serves with a valid file; public calls go without a token. */
async function tokenFor(op: UploadOp): Promise<string | undefined> {
  if (!op.secured) return undefined;
  for (const role of ROLES) {
    const res = await post(op, tokens[role], multipart(parts(op, validFile(op))));
    if (res.status !== 401 && res.status !== 403) return tokens[role];
  }
  return tokens.admin;
}

/** The hostile uploads of one call: the named cases first, then seeded random ones. */
function* hostileUploads(
  op: UploadOp,
): Generator<{ label: string; body: Buffer | string; contentType: string }> {
  const rand = prng(seedOf(op.path));
  const valid = validFile(op);
  yield { label: 'valid file', ...multipart(parts(op, valid)) };
  yield { label: 'no file', ...multipart(parts(op, undefined)) };
  yield { label: 'empty file', ...multipart(parts(op, { ...valid, content: Buffer.alloc(0) })) };
  yield { label: 'two files', ...multipart([...parts(op, valid), { name: op.fileField, file: valid }]) };
  yield {
    label: 'file in another field',
    ...multipart([...parts(op, undefined), { name: 'other', file: valid }]),
  };
  yield { label: 'broken multipart', ...multipart(parts(op, valid), { broken: true }) };
  yield { label: 'no boundary', body: 'x', contentType: 'multipart/form-data' };
  yield { label: 'JSON instead of multipart', body: '{}', contentType: 'application/json' };
  yield { label: 'decompression bomb', ...multipart(parts(op, { filename: 'bomb.png', content: kit.bomb })) };
  yield {
    label: '100 fields',
    ...multipart([
      ...parts(op, valid),
      ...Array.from({ length: 100 }, (_, i) => ({ name: `f${i}`, value: 'x' })),
    ]),
  };
  for (const field of op.fields) {
    for (const [i, value] of HOSTILE_VALUES.entries()) {
      const text = typeof value === 'string' ? value : JSON.stringify(value).slice(0, 20_000);
      yield { label: `${field} = hostile #${i}`, ...multipart(parts(op, valid, { [field]: text })) };
    }
  }
  for (let n = 0; ; n++) {
    const overrides: Record<string, string> = {};
    if (op.fields.length && rand.next() < 0.3) {
      const value = rand.pick(HOSTILE_VALUES);
      overrides[rand.pick(op.fields)] =
        typeof value === 'string' ? value : JSON.stringify(value).slice(0, 20_000);
    }
    const file = {
      filename: randomName(rand),
      content: randomContent(rand, kit),
      contentType: randomType(rand),
    };
    yield {
      label: `random ${n}: ${file.filename.slice(0, 30)} (${file.content.length} bytes)`,
      ...multipart(parts(op, file, overrides)),
    };
  }
}

describe('upload fuzzer', () => {
  it('finds the upload calls in the document', () => {
    expect(uploads.map((u) => u.path)).toEqual(
      expect.arrayContaining(['accounts/corporates/logo', 'users/profile-image']),
    );
    for (const u of uploads) expect(u.maxBytes, u.path).toBeGreaterThan(0);
  });

  it('refuses bytes that are not what their name says (400/415)', async () => {
    const accepted: string[] = [];
    // The snapshot's check is reached only inside a webcam-proctored attempt: proctoring.test.ts.
    for (const op of uploads.filter((u) => u.path !== 'test-activities/proctoring-snapshot')) {
      const token = await tokenFor(op);
      const name = op.kind === 'xlsx' ? 'data.xlsx' : 'photo.png';
      // Spreadsheet imports also take CSV, so plain text is no lie to them: binary junk is.
      const lies = [
        op.kind === 'xlsx'
          ? { filename: name, content: Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(64, 7)]) }
          : {
              filename: name,
              content: Buffer.from('just some text, not an image'),
              contentType: 'image/png',
            },
        { filename: name, content: kit.png.subarray(0, 40), contentType: 'image/png' },
        {
          filename: 'photo.jpg',
          content: Buffer.from([0, 1, 2, 3, 0xff, 0xd8, 0, 0]),
          contentType: 'image/jpeg',
        },
      ];
      for (const file of lies) {
        const res = await post(op, token, multipart(parts(op, file)));
        if (![400, 415].includes(res.status))
          accepted.push(`${op.path} ${file.filename}: ${res.status} ${res.text.slice(0, 120)}`);
      }
    }
    expect(accepted).toEqual([]);
  });

  it('refuses a file over the call’s limit with 413', async () => {
    const wrong: string[] = [];
    for (const op of uploads) {
      const token = await tokenFor(op);
      const valid = validFile(op);
      const content = Buffer.concat([valid.content, Buffer.alloc(op.maxBytes + 1024 - valid.content.length)]);
      const res = await post(op, token, multipart(parts(op, { ...valid, content })));
      if (res.status !== 413 || judge(res)) wrong.push(`${op.path}: ${res.status} ${res.text.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });

  it(`answers ${COUNT} hostile uploads per call with a 4xx and a message, never a 5xx`, async () => {
    const problems: string[] = [];
    let tried = 0;
    let serverErrors = 0;
    for (const op of uploads) {
      const token = await tokenFor(op);
      const found: string[] = [];
      let n = 0;
      for (const upload of hostileUploads(op)) {
        if (n++ >= COUNT) break;
        const res = await post(op, token, upload);
        tried++;
        if (res.status >= 500) serverErrors++;
        const why = judge(res);
        if (why) found.push(`${upload.label} → ${why}`);
      }
      if (found.length) problems.push(`${op.path} (${found.length}): ${found.slice(0, 4).join(' | ')}`);
    }
    recordFigure(SUITE, 'upload calls fuzzed', uploads.length);
    recordFigure(SUITE, 'uploads tried', tried);
    recordFigure(SUITE, '5xx answers', serverErrors);
    expect(problems).toEqual([]);
  });
});
