import { describe, expect, it } from 'vitest';
import { needsTerms, type Session } from './session';

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
