import { SIDEBAR_MENUS } from '@asesa/contracts';
import { describe, expect, it } from 'vitest';
import { activeMenuKey, groupMenus } from './menus';

describe('groupMenus', () => {
  it('groups the admin links as the spec table does (spec 2.6)', () => {
    const groups = groupMenus(SIDEBAR_MENUS.admin);
    expect(groups.map((g) => g.group)).toEqual([
      'Consultant Accounts',
      'Database',
      'Project',
      'Templates',
      'Languages',
    ]);
    expect(groups.find((g) => g.group === 'Templates')?.links.map((l) => l.path)).toEqual([
      '/assessment-center/job-profile/all',
      '/assessment-center/competence-library/all',
      '/assessment-center/test-instrument',
      '/assessment-center/instrument-lang/all',
    ]);
  });

  it('keeps the collaborator links in order', () => {
    expect(groupMenus(SIDEBAR_MENUS.collaborator).flatMap((g) => g.links.map((l) => l.path))).toEqual([
      '/project/corporate-projects',
      '/project/all-candidate',
      '/project/download-list-all',
      '/corporate-account/credit-history/1',
      '/corporate-account/edit-profile',
      '/corporate-account/mine',
    ]);
  });
});

describe('activeMenuKey', () => {
  const menus = SIDEBAR_MENUS.admin;
  it('highlights the link of the current route and of its sub-pages', () => {
    expect(activeMenuKey(menus, '/project/all-project')).toBe('all-project');
    expect(activeMenuKey(menus, '/assessment-center/test-instrument/12')).toBe('test-instruments');
    expect(activeMenuKey(menus, '/languages/master-languages/')).toBe('master-languages');
  });
  it('highlights nothing for a page outside the menu', () => {
    expect(activeMenuKey(menus, '/project/detail/3')).toBeUndefined();
    expect(activeMenuKey(menus, '/project/all-projects')).toBeUndefined();
  });
});
