import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { expect, type Response, test } from '@playwright/test';

// Fast on a phone: the participant's test page never downloads back-office code. The
// build measures the page's gzipped JavaScript against its budget (apps/web/scripts/bundle-budget.mjs);
// this journey checks in a real browser that the page loads only participant chunks, and prints
// what it downloaded, compressed as a server would send it.

// Back-office pages and layouts are lazy chunks named after their files (project-page-3f9a.js,
// main-layout-c2d1.js): the chunk names to refuse come from the back office's own folders.
const webSource = (dir: string) => fileURLToPath(new URL(`../../apps/web/src/${dir}`, import.meta.url));
const BACK_OFFICE_NAMES = [
  ...readdirSync(webSource('pages/backoffice')),
  ...readdirSync(webSource('app/layouts')).filter((file) => !/participant|partner/.test(file)),
]
  .filter((file) => file.endsWith('.tsx'))
  .map((file) => file.replace(/\.tsx$/, ''));
const isBackOfficeChunk = (file: string) =>
  BACK_OFFICE_NAMES.some((name) => new RegExp(`/assets/${name}-[\\w-]{6,}\\.js$`).test(file));

test('the participant test page loads no back-office JavaScript, and it travels compressed', async ({
  page,
}) => {
  const scripts = new Map<string, number>();
  const uncompressed: string[] = [];
  const reading: Promise<void>[] = [];
  const onResponse = (response: Response) => {
    const url = response.url();
    if (!url.endsWith('.js')) return;
    reading.push(
      (async () => {
        // The build writes .br/.gz copies; the server sends the one the browser accepts.
        const encoding = (await response.allHeaders())['content-encoding'];
        const body = await response.body();
        // Files under 1 KB are sent as they are (a compressed copy would save less than its headers).
        if (encoding !== 'br' && encoding !== 'gzip' && body.length >= 1024)
          uncompressed.push(new URL(url).pathname);
        scripts.set(url, gzipSync(body, { level: 9 }).length);
      })(),
    );
  };
  page.on('response', onResponse);
  await page.goto('/test-activity/test/DEMO-PCODE-01');
  // Whatever the demo participant's state, the page ends in the participant area.
  await expect(page).toHaveURL(/\/test-activity\//);
  await page.waitForLoadState('networkidle');
  // Stop listening, then read every body already asked for: a response that arrived while the
  // earlier ones were read adds its own reading, so wait until no new one appears.
  page.off('response', onResponse);
  for (let read = 0; read < reading.length; read = reading.length) await Promise.all(reading);

  const files = [...scripts.keys()].map((url) => new URL(url).pathname);
  expect(files.length).toBeGreaterThan(0);
  expect(BACK_OFFICE_NAMES).toContain('project-page');
  expect(files.filter(isBackOfficeChunk)).toEqual([]);
  expect(uncompressed).toEqual([]);
  const totalKb = [...scripts.values()].reduce((sum, n) => sum + n, 0) / 1024;
  console.log(`participant test page: ${files.length} JS files, ${totalKb.toFixed(1)} KB gzipped`);
});
