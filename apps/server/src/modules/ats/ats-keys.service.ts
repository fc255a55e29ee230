import type { AtsActivity, AtsKeyRow, AtsScope, atsKeyNewRequest } from '@asesa/contracts';
import type { z } from 'zod';
import type { Actor, Deps } from '../../deps';
import { nowIso } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { corporateSecret } from '../partner/partner-secret';
import {
  findKeyRow,
  findVisibleCorporate,
  insertKey,
  listCallbackAttempts,
  listCallbacks,
  listCalls,
  listKeys,
  revokeKey,
} from './ats.repository';
import { drawKey } from './ats-keys';

/** How many calls and callbacks the back office shows. */
const RECENT = 50;

async function corporateOr404(deps: Deps, actor: Actor, corporateId: number) {
  const corporate = await findVisibleCorporate(deps.db, actor, corporateId);
  if (!corporate) throw notFound('Corporate account');
  return corporate;
}

type KeyRow = NonNullable<Awaited<ReturnType<typeof findKeyRow>>>;
const presentKey = (row: KeyRow): AtsKeyRow => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes.split(' ').filter(Boolean) as AtsScope[],
  created_by_name: row.created_by_name,
  created_at: row.created_at,
  last_used_at: row.last_used_at,
  revoked_at: row.revoked_at,
});

export async function atsKeyList(deps: Deps, actor: Actor, corporateId: number) {
  await corporateOr404(deps, actor, corporateId);
  return (await listKeys(deps.db, corporateId)).map(presentKey);
}

/**
 * A new key for the corporate: the answer holds the whole key this once, with the secret the
 * callbacks are signed with (the corporate's, drawn on first use).
 */
export async function atsKeyNew(deps: Deps, actor: Actor, input: z.infer<typeof atsKeyNewRequest>) {
  const corporate = await corporateOr404(deps, actor, input.account_corporate_id);
  const drawn = drawKey();
  const { id } = await insertKey(deps.db, {
    account_corporate_id: corporate.id,
    name: input.name,
    prefix: drawn.prefix,
    secret_hash: drawn.hash,
    scopes: [...new Set(input.scopes)].sort().join(' '),
    created_by: actor.userId,
    created_at: nowIso(),
  });
  const row = (await findKeyRow(deps.db, corporate.id, id))!;
  return { ...presentKey(row), key: drawn.key, signing_secret: await corporateSecret(deps, corporate.id) };
}

export async function atsKeyRevoke(deps: Deps, actor: Actor, corporateId: number, keyId: number) {
  await corporateOr404(deps, actor, corporateId);
  if (!(await findKeyRow(deps.db, corporateId, keyId))) throw notFound('API key');
  await revokeKey(deps.db, keyId, nowIso());
  return presentKey((await findKeyRow(deps.db, corporateId, keyId))!);
}

/** The latest calls made with the corporate's keys, and its callbacks with every attempt. */
export async function atsActivity(deps: Deps, actor: Actor, corporateId: number): Promise<AtsActivity> {
  await corporateOr404(deps, actor, corporateId);
  const calls = await listCalls(deps.db, corporateId, RECENT);
  const callbacks = await listCallbacks(deps.db, corporateId, RECENT);
  const attempts = await listCallbackAttempts(
    deps.db,
    callbacks.map((c) => c.id),
  );
  return {
    calls,
    callbacks: callbacks.map((c) => ({
      ...c,
      attempts: attempts.filter((a) => a.callback_id === c.id).map(({ callback_id: _, ...a }) => a),
    })),
  };
}
