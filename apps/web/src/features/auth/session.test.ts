import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSession, needsTerms, type Session } from './session';

const signedIn = (role: 'admin' | 'consultant' | 'collaborator', agreed: boolean): Session => ({
  status: 'authenticated',
  user: {
    id: 1,
    name: 'A',
    email: 'a@x.test',
    role,
    title: null,
    is_agree_tnc: agreed,
    locale: 'en',
    admin_language: 'id',
  },
  corporate: null,
  isAdmin: role === 'admin',
  role,
  menus: [],
});

describe('needsTerms (spec 6: collaborators must agree to the terms)', () => {
  it('asks a collaborator who has not agreed', () => {
    expect(needsTerms(signedIn('collaborator', false))).toBe(true);
  });
  it('lets through a collaborator who agreed, other roles, and signed-out visitors', () => {
    expect(needsTerms(signedIn('collaborator', true))).toBe(false);
    expect(needsTerms(signedIn('consultant', false))).toBe(false);
    expect(needsTerms(signedIn('admin', false))).toBe(false);
    expect(needsTerms({ status: 'unauthenticated' })).toBe(false);
    expect(needsTerms(undefined)).toBe(false);
  });
});

// The api client is replaced: these tests look at which calls the bootstrap makes.
const calls = vi.hoisted(() => [] as string[]);
vi.mock('../../lib/api', () => ({
  REFRESH_LIFETIME_MS: 1000,
  api: async (path: string) => {
    calls.push(path);
    return { code: 401, data: null, error: { message: 'You are not signed in.' } };
  },
}));

describe('loadSession (spec 4 session bootstrap)', () => {
  beforeEach(() => {
    calls.length = 0;
    vi.stubGlobal('document', { cookie: '' });
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('does not ask whoami without the session marker: the answer could only be 401', async () => {
    expect(await loadSession()).toEqual({ status: 'unauthenticated' });
    expect(calls).toEqual([]);
  });

  it('asks whoami when the marker says the browser was signed in', async () => {
    vi.stubGlobal('document', { cookie: '_iau=1' });
    expect(await loadSession()).toEqual({ status: 'unauthenticated' });
    expect(calls).toEqual(['auth/whoami']);
  });
});
