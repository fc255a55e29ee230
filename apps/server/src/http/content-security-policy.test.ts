import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { WEB_DIST } from '../app';
import { REPO_ROOT } from '../config/env';

// XSS: a Content-Security-Policy without inline scripts. Even if markup got through
// escaping, the browser runs only scripts loaded from the app's own origin: no inline <script>,
// no on…= handlers (script-src-attr 'none'), no eval, no plugins. The built pages must need
// nothing else, or the policy would have to be weakened for them.
const HTML_PAGES = [
  '/',
  '/signin',
  '/access-codes',
  '/test-activity/dashboard/DEMO-PCODE-01',
  '/participants',
];
const built = existsSync(join(WEB_DIST, 'index.html'));

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { SERVE_WEB: 'true' } });
});
afterAll(() => t.close());

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

function assertStrictPolicy(csp: string) {
  const policy = directives(csp);
  const scriptSrc = policy.get('script-src') ?? policy.get('default-src');
  expect(scriptSrc, 'script-src').toEqual(["'self'"]);
  expect(policy.get('script-src-attr'), 'script-src-attr').toEqual(["'none'"]);
  expect(policy.get('object-src'), 'object-src').toEqual(["'none'"]);
  expect(policy.get('base-uri'), 'base-uri').toEqual(["'self'"]);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(csp).not.toContain("'unsafe-eval'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
}

describe('Content-Security-Policy', () => {
  it('an API answer may load and be framed by nothing, is never sniffed and never cached', async () => {
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/health' }),
      await t.app.inject({ method: 'POST', url: '/api/v1/test-activities/home', payload: {} }),
      await t.app.inject({ method: 'GET', url: '/api/v1/no-such-call' }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 400, 404]);
    for (const res of answers) {
      const policy = directives(String(res.headers['content-security-policy']));
      expect(policy.get('default-src')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    }
  });

  it('pages and files outside the API carry the strict policy, the API documentation too', async () => {
    for (const url of ['/api/docs/', '/no-such-page']) {
      const res = await t.app.inject({ method: 'GET', url });
      assertStrictPolicy(String(res.headers['content-security-policy']));
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it.skipIf(!built)('every HTML page is served with it (web app built)', async () => {
    for (const url of HTML_PAGES) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(String(res.headers['content-type'])).toContain('text/html');
      assertStrictPolicy(String(res.headers['content-security-policy']));
    }
  });

  it.skipIf(!built)('the built HTML has no inline script, event handler or javascript: URL', () => {
    const pages = readdirSync(WEB_DIST).filter((f) => f.endsWith('.html'));
    expect(pages).toContain('index.html');
    for (const page of pages) {
      const html = readFileSync(join(WEB_DIST, page), 'utf8');
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attrs, body] of scripts) {
        expect(attrs, `${page}: every script is loaded from a file`).toMatch(/\bsrc="\/assets\//);
        expect(body.trim(), `${page}: no inline script`).toBe('');
      }
      expect(html).not.toMatch(/\son[a-z]+\s*=/i);
      expect(html).not.toMatch(/javascript:/i);
    }
  });

  it('the web app source page has no inline script either', () => {
    const html = readFileSync(join(REPO_ROOT, 'apps/web/index.html'), 'utf8');
    for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      expect(attrs).toMatch(/\bsrc=/);
      expect(body.trim()).toBe('');
    }
  });
});
