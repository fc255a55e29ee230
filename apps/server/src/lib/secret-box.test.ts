import { randomBytes } from 'node:crypto';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../config/env';
import { isSealed, open, seal, secretsKeyNotice } from './secret-box';

// Secrets kept to be used again are AES-256-GCM sealed: a value opens only with its key and
// unchanged, and without SECRETS_KEY a key is generated once in DATA_DIR and the start says so.

const envWith = (extra: Record<string, string>) =>
  loadEnv({ DATA_DIR: mkdtempSync(join(tmpdir(), 'asesa-secrets-')), ...extra });

describe('the secret box', () => {
  it('seals with SECRETS_KEY: the stored value is not the secret, opens back, differs every time', () => {
    const env = envWith({ SECRETS_KEY: randomBytes(32).toString('base64') });
    const a = seal(env, 'client-secret-123');
    expect(isSealed(a)).toBe(true);
    expect(a).not.toContain('client-secret-123');
    expect(seal(env, 'client-secret-123')).not.toBe(a);
    expect(open(env, a)).toBe('client-secret-123');
    expect(secretsKeyNotice(env)).toBeNull();
  });

  it('refuses a changed value and another key', () => {
    const env = envWith({ SECRETS_KEY: randomBytes(32).toString('base64') });
    const sealed = seal(env, 'secret');
    const [p, iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] ^= 1;
    expect(() => open(env, [p, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
    const other = envWith({ SECRETS_KEY: randomBytes(32).toString('base64') });
    expect(() => open(other, sealed)).toThrow();
    expect(() => open(env, 'plain-text')).toThrow(/not a sealed secret/);
  });

  it('without SECRETS_KEY generates a private key file once and names it at start', () => {
    const env = envWith({});
    const sealed = seal(env, 'secret');
    const notice = secretsKeyNotice(env);
    expect(notice).toMatch(/SECRETS_KEY is not set/);
    const file = join(env.dataDir, 'secrets.key');
    expect(notice).toContain(file);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(open(env, sealed)).toBe('secret');
  });

  it('refuses a SECRETS_KEY that is not 32 bytes of base64, naming it', () => {
    expect(() => envWith({ SECRETS_KEY: 'short' })).toThrow(/SECRETS_KEY: must be 32 bytes in base64/);
  });
});
