import { describe, expect, it } from 'vitest';
import { isAdminOnlyPath, isRememberable, resolveHomePath } from './redirects';

describe('isAdminOnlyPath (spec 2.6)', () => {
  it.each([
    ['/assessment-center/test-instrument', true],
    ['/assessment-center', true],
    ['/Assessment-Center/job-profile/all', true],
    ['/languages/master-languages', true],
    ['/translations/master-translations', true],
    ['/assessment-centers', false],
    ['/project/all-project', false],
    ['/corporate-account/all-account', false],
  ])('%s → %s', (path, expected) => {
    expect(isAdminOnlyPath(path)).toBe(expected);
  });
});

describe('isRememberable', () => {
  it('remembers deep back-office links with their query', () => {
    expect(isRememberable('/project/detail/4?page=2')).toBe(true);
  });
  it('never remembers the root, the sign-in page, 404 or foreign URLs', () => {
    for (const url of ['/', '/signin', '/signin/', '/404', '//evil.test/x', 'https://evil.test/']) {
      expect(isRememberable(url)).toBe(false);
    }
  });
});

describe('resolveHomePath (spec 2.6)', () => {
  const admin = { role: 'admin' as const, isAdmin: true };
  const consultant = { role: 'consultant' as const, isAdmin: false };
  const collaborator = { role: 'collaborator' as const, isAdmin: false };

  it('sends an admin to all projects and others to corporate projects', () => {
    expect(resolveHomePath(admin, null)).toBe('/project/all-project');
    expect(resolveHomePath(consultant, null)).toBe('/project/corporate-projects');
    expect(resolveHomePath(collaborator, null)).toBe('/project/corporate-projects');
  });

  it('prefers the remembered deep URL', () => {
    expect(resolveHomePath(consultant, '/project/detail/7')).toBe('/project/detail/7');
    expect(resolveHomePath(admin, '/assessment-center/test-instrument/3')).toBe(
      '/assessment-center/test-instrument/3',
    );
  });

  it('ignores a remembered admin-only URL for a non-admin, and worthless URLs', () => {
    expect(resolveHomePath(consultant, '/assessment-center/test-instrument')).toBe(
      '/project/corporate-projects',
    );
    expect(resolveHomePath(admin, '/signin')).toBe('/project/all-project');
  });
});
