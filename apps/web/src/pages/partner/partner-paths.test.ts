import { partnerPageOf } from '@asesa/contracts';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { partnerRoutes } from './routes';

// The server frames partner pages by contracts' partnerPageOf (frame-ancestors): it must read
// every path as this router does, or a page could be framed by origins meant for another.

/** What the router shows for a path: the partner page's route path and its code, or none. */
function routed(pathname: string): { page: string | null; code: string | null } | null {
  const matches = matchRoutes(partnerRoutes, pathname);
  if (!matches) return null;
  const leaf = matches[matches.length - 1];
  if (leaf.route.path === '*') return { page: null, code: null };
  const page = leaf.route.index ? '' : (leaf.route.path ?? '').replace('/:pcode', '');
  return { page, code: leaf.params.pcode ?? null };
}

const PATHS = [
  '/aktivitas-ujian/partner',
  '/aktivitas-ujian/partner/',
  '/aktivitas-ujian/partner/finish',
  '/aktivitas-ujian/partner/expired/',
  '/aktivitas-ujian/partner/offline',
  '/aktivitas-ujian/partner/test/DEMO-PCODE-01',
  '/aktivitas-ujian/partner/Test/DEMO-PCODE-01',
  '/Aktivitas-Ujian/PARTNER/dashboard/demo-pcode-01/',
  '/aktivitas-ujian/partner/t%65st/DEMO-PCODE-01',
  '/aktivitas-ujian/partner/form/A%20B',
  '/aktivitas-ujian/partner//test/DEMO-PCODE-01',
  '/aktivitas-ujian/partner/test/DEMO-PCODE-01/extra',
  '/aktivitas-ujian/partner/test',
  '/aktivitas-ujian/partner/somewhere',
  '/aktivitas-ujian/partner/finish-section/X1',
  '/aktivitas-ujian/partner/test-result/X1',
  '/aktivitas-ujian/partner/statement/X1',
  '/aktivitas-ujian/partnerx/test/X1',
  '/aktivitas-ujian/other',
  '/test-activity/test/X1',
];

describe('partnerPageOf reads a path as the router does', () => {
  it.each(PATHS)('%s', (path) => {
    const router = routed(path);
    const contracts = partnerPageOf(path);
    if (!router) return expect(contracts).toBeNull();
    expect(contracts).toEqual({
      page: router.page === null ? null : router.page.toLowerCase(),
      code: router.code,
    });
  });
});
