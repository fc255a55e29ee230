import type { TestApp } from '../../../test/harness';
import { nowIso } from '../../lib/clock';
import { hashPassword } from '../../lib/crypto';

// Test set-up shared by the invitation and unique-code suites (not a test file itself).

/** Another consultant's corporate with a signed-in collaborator: the outsider of tenancy tests. */
export async function rivalTenant(
  t: TestApp,
  opts: { slug: string; agreeTnc?: boolean } = { slug: 'rival' },
) {
  const now = nowIso();
  const acc = await t.deps.db
    .insertInto('consultant_accounts')
    .values({ name: `Rival ${opts.slug}`, legal_name: 'Rival Ltd', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const corp = await t.deps.db
    .insertInto('corporate_accounts')
    .values({
      account_consultant_id: acc.id,
      name: `Rival Corp ${opts.slug}`,
      legal_name: 'PT Rival',
      title: 'Rival',
      slug: opts.slug,
      color_theme: '#003366',
      font_theme: '',
      is_show_header: 1,
      is_use_corporate_logo: 0,
      callback_url: '',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const email = `${opts.slug}@corp.test`;
  await t.deps.db
    .insertInto('users')
    .values({
      email,
      password_hash: await hashPassword('Rival#2026'),
      name: 'Rival',
      title: null,
      role: 'collaborator',
      account_consultant_id: null,
      account_corporate_id: corp.id,
      is_agree_tnc: opts.agreeTnc === false ? 0 : 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const token = await t.signIn({ email, password: 'Rival#2026' });
  return { corporateId: corp.id, consultantId: acc.id, token };
}

/** POSTs a multipart form with one file, as a browser would. */
export async function uploadFile(
  t: TestApp,
  path: string,
  fields: Record<string, string>,
  file: { field: string; name: string; content: Buffer | string },
  token?: string,
) {
  const boundary = '----asesa-invitations';
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  const payload = Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    typeof file.content === 'string' ? Buffer.from(file.content) : file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/${path}`,
    payload,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
  });
  return { status: res.statusCode, body: res.json() };
}

/** POSTs a file call and answers its status, headers and raw bytes. */
export async function fetchFile(t: TestApp, path: string, body: unknown, token?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/${path}`,
    payload: body as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.statusCode, headers: res.headers, raw: res.rawPayload };
}

/**
 * A corporate of the demo consultant with `credits` credits and a project on the demo ability
 * test, whose credit cost is set to `cost` (each test file has its own database).
 */
export async function tightCorporate(
  t: TestApp,
  consultantToken: string,
  opts: { slug: string; cost: number; credits: number },
) {
  const now = nowIso();
  const demo = await t.deps.db
    .selectFrom('corporate_accounts')
    .select('account_consultant_id')
    .where('slug', '=', 'demo')
    .executeTakeFirstOrThrow();
  const corp = await t.deps.db
    .insertInto('corporate_accounts')
    .values({
      account_consultant_id: demo.account_consultant_id,
      name: `Corp ${opts.slug}`,
      legal_name: `PT ${opts.slug}`,
      title: opts.slug,
      slug: opts.slug,
      color_theme: '#003366',
      font_theme: '',
      is_show_header: 1,
      is_use_corporate_logo: 0,
      callback_url: '',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.deps.db
    .insertInto('credit_ledger')
    .values({
      account_corporate_id: corp.id,
      amount: opts.credits,
      remarks: 'test credits',
      created_by: null,
      created_at: now,
      participant_id: null,
      project_id: null,
    })
    .execute();
  const instrument = await t.deps.db
    .updateTable('instruments')
    .set({ credit_cost: opts.cost })
    .where('code', '=', 'DEMO-ABILITY')
    .returning('id')
    .executeTakeFirstOrThrow();
  const project = await t.callOk(
    'projects/new',
    { account_corporate_id: corp.id, name: `Project ${opts.slug}`, instrument_ids: [instrument.id] },
    consultantToken,
  );
  return { corporateId: corp.id, projectId: project.id as number };
}
