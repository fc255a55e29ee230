import { randomBytes } from 'node:crypto';
import { INVITATION_PATH } from '@asesa/contracts';
import sharp from 'sharp';
import type { TestApp } from './harness';
import { withLazyBody } from './lazy-body';

/** A real image of the given format, made in memory. */
export function imageBuffer(
  format: 'png' | 'jpeg' | 'webp' | 'gif' | 'tiff',
  width = 300,
  height = 200,
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 0, g: 51, b: 102 } } })
    .toFormat(format)
    .toBuffer();
}

export interface UploadFile {
  field: string;
  filename: string;
  content: Buffer;
  contentType?: string;
}

/** POSTs multipart/form-data to an upload call; answers like TestApp.call. */
export async function upload(
  t: TestApp,
  path: string,
  token: string | undefined,
  fields: Record<string, string>,
  /** One file, or several (each in its own part). */
  file?: UploadFile | UploadFile[],
  /** More request headers (Content-Language). */
  headers: Record<string, string> = {},
) {
  const boundary = `----asesa${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  for (const f of file === undefined ? [] : [file].flat()) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\n` +
          `Content-Type: ${f.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      f.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/${path}`,
    payload: Buffer.concat(chunks),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
  });
  return withLazyBody(res.statusCode, () => res.json());
}

/** GET /api/v1/{path}. */
export async function get(t: TestApp, path: string, token?: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/${path}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.statusCode, body: res.json() };
}

/** The token of the newest invitation e-mail to an address (read from the outbox, as a user would). */
export async function invitationTokenFor(t: TestApp, email: string): Promise<string> {
  const mail = await t.deps.db
    .selectFrom('outbox')
    .select('body_text')
    .where('to_address', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const match = new RegExp(`${INVITATION_PATH}/([A-Za-z0-9_-]+)`).exec(mail.body_text);
  if (!match) throw new Error(`no invitation link in the mail to ${email}`);
  return match[1];
}

/** Accepts the newest invitation of an address and signs the user in. */
export async function acceptAndSignIn(
  t: TestApp,
  email: string,
  password = 'Correct horse 42',
): Promise<string> {
  const token = await invitationTokenFor(t, email);
  await t.callOk('users/invitations/accept', {
    token,
    name: `Name of ${email}`,
    password,
    confirm_password: password,
  });
  return t.signIn({ email, password });
}

export interface Tenant {
  consultantAccountId: number;
  consultantUserId: number;
  consultant: string;
  corporateId: number;
  collaborator: string;
  collaboratorId: number;
  /** A second collaborator, invited but never accepted. */
  invitedId: number;
  sectorId: number;
  childSectorId: number;
  creditEntryId: number;
}

/**
 * A whole tenant built through the API: an admin creates the consultant account (its user accepts
 * the e-mailed link), the consultant builds a sector tree, a corporate in it with credits, and
 * invites two collaborators (one accepts and agrees to the terms).
 */
export async function buildTenant(t: TestApp, admin: string, label: string): Promise<Tenant> {
  const account = await t.callOk(
    'accounts/consultants/new',
    {
      name: `${label} Consulting`,
      legal_name: `PT ${label} Konsultan`,
      user_name: `${label} Consultant`,
      user_email: `consultant@${label}.test`,
    },
    admin,
  );
  const consultant = await acceptAndSignIn(t, `consultant@${label}.test`);
  const sector = await t.callOk('accounts/sectors/new', { name: `${label} Industry` }, consultant);
  const child = await t.callOk(
    'accounts/sectors/new',
    { name: `${label} Sub-industry`, parent_id: sector.id },
    consultant,
  );
  const corporate = await t.callOk(
    'accounts/corporates/new',
    { name: `${label} Corp`, legal_name: `PT ${label} Corp`, slug: `${label}-corp`, sector_id: child.id },
    consultant,
  );
  const entry = await t.callOk(
    'accounts/credits/top-up',
    { account_corporate_id: corporate.id, amount: 100, remarks: 'opening' },
    consultant,
  );
  const collaboratorRow = await t.callOk(
    'accounts/collaborators/invite',
    { account_corporate_id: corporate.id, name: `${label} Collab`, email: `collab@${label}.test` },
    consultant,
  );
  const invited = await t.callOk(
    'accounts/collaborators/invite',
    { account_corporate_id: corporate.id, name: `${label} Invitee`, email: `invitee@${label}.test` },
    consultant,
  );
  const collaborator = await acceptAndSignIn(t, `collab@${label}.test`);
  await t.callOk('users/collaborators/tnc-agreed', {}, collaborator);
  return {
    consultantAccountId: account.id,
    consultantUserId: account.users[0].id,
    consultant,
    corporateId: corporate.id,
    collaborator,
    collaboratorId: collaboratorRow.id,
    invitedId: invited.id,
    sectorId: sector.id,
    childSectorId: child.id,
    creditEntryId: entry.id,
  };
}
