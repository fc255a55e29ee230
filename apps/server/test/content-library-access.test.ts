import { CALLS, FILE_CALLS, GET_CALLS, UPLOAD_CALLS } from '@asesa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';

// Every call of the content library (API.md's Instruments, Scoring and Content, plus the
// library's own extras) is the admins'. The modules' tests list their calls by hand; this one
// takes them from the contracts, so a call added later cannot slip past the 403 check.

const LIBRARY =
  /^(instruments|resources|test-dimensions|quiz-scorings|competences|job-profiles|master-languages|master-translations)\//;

/** Read-only pickers consultants need to build projects; every other library call is admin-only. */
const FOR_EVERY_USER = ['instruments/compact-list', 'competences/compact-list', 'job-profiles/compact-list'];

const libraryCalls = [
  ...Object.keys(CALLS),
  ...Object.keys(UPLOAD_CALLS),
  ...Object.keys(FILE_CALLS),
  ...Object.keys(GET_CALLS),
].filter((p) => LIBRARY.test(p));

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  tokens.consultant = await t.signIn('consultant');
  tokens.collaborator = await t.signIn('collaborator');
});
afterAll(() => t.close());

describe('content library access', () => {
  it('covers the whole library (the calls of API.md and the extras)', () => {
    // The catalogue's families are all there: a rename of a prefix would empty this list.
    for (const family of [
      'instruments/variations/',
      'test-dimensions/',
      'quiz-scorings/final-scores/',
      'competences/',
      'job-profiles/',
      'master-languages/',
      'master-translations/',
      'resources/images/upload',
    ])
      expect(
        libraryCalls.some((p) => p.startsWith(family)),
        family,
      ).toBe(true);
    expect(libraryCalls.length).toBeGreaterThanOrEqual(100);
  });

  it('answers 403 to consultants and collaborators and 401 to anonymous callers on every admin call', async () => {
    const refused: string[] = [];
    // Access is settled before the body is read, so an empty body shows the access answer.
    for (const path of libraryCalls.filter((p) => !FOR_EVERY_USER.includes(p))) {
      for (const who of ['consultant', 'collaborator'])
        if ((await t.call(path, {}, tokens[who])).status !== 403) refused.push(`${who} ${path}`);
      if ((await t.call(path, {})).status !== 401) refused.push(`anonymous ${path}`);
    }
    expect(refused).toEqual([]);
  });

  it('serves the pickers to every signed-in user', async () => {
    for (const path of FOR_EVERY_USER) {
      for (const who of ['consultant', 'collaborator'])
        expect((await t.call(path, {}, tokens[who])).status, `${who} ${path}`).toBe(200);
      expect((await t.call(path, {})).status, path).toBe(401);
    }
  });
});
