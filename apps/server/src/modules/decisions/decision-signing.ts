import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  sign,
  verify,
} from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DecisionSigningKey } from '@asesa/contracts';
import type { Env } from '../../config/env';
import { AppError } from '../../lib/errors';
import { DECISION_MESSAGES } from './decisions.messages';

// Decision-log archives are signed with Ed25519 (RFC 8032) so anyone holding the published public
// key can check them with standard tools (openssl, node:crypto, libsodium), without a secret we
// would have to share — an HMAC could only be checked by us.

interface SigningKey {
  privateKey: KeyObject;
  publicKey: KeyObject;
  keyId: string;
  publicKeyPem: string;
}

const keys = new Map<string, SigningKey>();

/** The key's id: the first 16 hex digits of the SHA-256 of its public key (SPKI DER). */
export function keyIdOf(publicKey: KeyObject): string {
  return createHash('sha256')
    .update(publicKey.export({ type: 'spki', format: 'der' }))
    .digest('hex')
    .slice(0, 16);
}

function loadPrivateKey(env: Env): KeyObject {
  if (env.DECISION_SIGNING_KEY.trim())
    return createPrivateKey(env.DECISION_SIGNING_KEY.replace(/\\n/g, '\n'));
  const path = join(env.dataDir, 'decision-signing-key.pem');
  if (!existsSync(path)) {
    mkdirSync(env.dataDir, { recursive: true });
    const { privateKey } = generateKeyPairSync('ed25519');
    // 'wx': when two processes start together, the second keeps the first one's key.
    try {
      writeFileSync(path, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600, flag: 'wx' });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  return createPrivateKey(readFileSync(path));
}

/** The installation's signing key (DECISION_SIGNING_KEY, else the generated one under DATA_DIR). */
export function signingKey(env: Env): SigningKey {
  const cacheKey = `${env.dataDir}\u0000${env.DECISION_SIGNING_KEY}`;
  const cached = keys.get(cacheKey);
  if (cached) return cached;
  const privateKey = loadPrivateKey(env);
  if (privateKey.asymmetricKeyType !== 'ed25519')
    throw new AppError(500, DECISION_MESSAGES.signingKeyInvalid);
  const publicKey = createPublicKey(privateKey);
  const key = {
    privateKey,
    publicKey,
    keyId: keyIdOf(publicKey),
    publicKeyPem: String(publicKey.export({ type: 'spki', format: 'pem' })),
  };
  keys.set(cacheKey, key);
  return key;
}

export function publishedSigningKey(env: Env): DecisionSigningKey {
  const key = signingKey(env);
  return { algorithm: 'Ed25519', key_id: key.keyId, public_key_pem: key.publicKeyPem };
}

/** The Ed25519 signature of these bytes, base64. */
export const signBytes = (env: Env, bytes: Buffer): string =>
  sign(null, bytes, signingKey(env).privateKey).toString('base64');

export const sha256Hex = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

/** The files of a decision-log archive, by name. */
export type ArchiveFiles = ReadonlyMap<string, Buffer>;

export const MANIFEST_FILE = 'manifest.json';
export const SIGNATURE_FILE = 'manifest.sig';
export const PUBLIC_KEY_FILE = 'public-key.pem';

/**
 * Checks a decision-log archive the way a third party would: the manifest's Ed25519 signature
 * against a public key they trust (by default the one in the archive, whose id the manifest
 * names), then every listed file's SHA-256. Answers the problems found (none: the archive is
 * as signed).
 */
export function verifyDecisionArchive(files: ArchiveFiles, trustedPublicKeyPem?: string): string[] {
  const manifest = files.get(MANIFEST_FILE);
  const signature = files.get(SIGNATURE_FILE);
  const pem = trustedPublicKeyPem ?? files.get(PUBLIC_KEY_FILE)?.toString('utf8');
  if (!manifest || !signature || !pem) return ['the manifest, its signature or the public key is missing'];
  const publicKey = createPublicKey(pem);
  const problems: string[] = [];
  if (!verify(null, manifest, publicKey, Buffer.from(signature.toString('utf8').trim(), 'base64')))
    problems.push('the signature does not match the manifest');
  const listed = JSON.parse(manifest.toString('utf8')) as { key_id: string; files: Record<string, string> };
  if (listed.key_id !== keyIdOf(publicKey)) problems.push('the manifest names another key');
  for (const [name, digest] of Object.entries(listed.files)) {
    const bytes = files.get(name);
    if (!bytes) problems.push(`${name} is missing`);
    else if (sha256Hex(bytes) !== digest) problems.push(`${name} was changed`);
  }
  return problems;
}
