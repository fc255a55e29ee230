import { expect, type Page, test } from '@playwright/test';

// The API's documentation page (Swagger UI at /api/docs) as an integrator opens it: the document
// loads and every call shows in the operations list, a call's entry says who may make it and what
// it answers, and a call tried from the page reaches the server through the document's base path.
// The page logs no error and throws nothing.

/** How long Swagger UI may take to read and lay out the document (over 1 MB) on a loaded machine. */
const DOCUMENT_READ = { timeout: 45_000 };

/** Collects the page's console errors and uncaught errors. */
function watchErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/**
 * The ids of every operation the list shows, from top to bottom: Swagger UI renders the part of a
 * long list near the viewport, so the page is scrolled down until its end.
 */
async function operationsListed(page: Page): Promise<Set<string>> {
  const seen = new Set<string>();
  const shown = () => page.locator('.opblock').evaluateAll((els) => els.map((e) => e.id));
  const atEnd = () =>
    page.evaluate(() => window.scrollY + window.innerHeight >= document.body.scrollHeight - 1);
  for (;;) {
    for (const id of await shown()) seen.add(id);
    if (await atEnd()) return seen;
    await page.mouse.wheel(0, 600);
    await expect.poll(async () => (await atEnd()) || (await shown()).some((id) => !seen.has(id))).toBe(true);
  }
}

test('the API documentation lists every call, its servers and schemas, without an error', async ({
  page,
}) => {
  const problems = watchErrors(page);
  const doc = await (await page.request.get('/api/docs/json')).json();
  const calls = Object.values(doc.paths as Record<string, object>).flatMap((methods) => Object.keys(methods));
  expect(calls.length).toBeGreaterThan(250);

  await page.goto('/api/docs');
  await expect(page.locator('.opblock').first()).toBeVisible(DOCUMENT_READ);
  await expect(page.getByRole('heading', { name: /API/ }).first()).toBeVisible();
  await expect(page.locator('.servers select')).toHaveValue('/api/v1');
  // Swagger UI shows the document's errors on the page when it cannot read it whole.
  await expect(page.locator('.swagger-ui .errors-wrapper')).toHaveCount(0);
  expect((await operationsListed(page)).size).toBe(calls.length);
  await expect(page.locator('#model-SectorNode')).toBeVisible();
  expect(problems).toEqual([]);
});

test("a call's entry shows its summary, who may call it, its errors and its recursive model", async ({
  page,
}) => {
  const problems = watchErrors(page);
  // A deep link opens the call's entry.
  await page.goto('/api/docs#/accounts/accountsSectorsTree');
  const tree = page.locator('#operations-accounts-accountsSectorsTree');
  await expect(tree.locator('.opblock-summary-path')).toHaveText('/accounts/sectors/tree', DOCUMENT_READ);
  await expect(tree.locator('.opblock-summary-description')).toHaveText(
    "A consultant account's sectors as a tree",
  );
  await expect(tree.getByText('Who may call:')).toBeVisible();
  await expect(
    tree.getByText('any signed-in user (admin, consultant or collaborator), with a bearer token.'),
  ).toBeVisible();
  for (const status of ['200', '400', '401', '403', '404'])
    await expect(tree.locator(`.responses-table .response[data-code="${status}"]`)).toBeVisible();
  // The answer's example is built from the recursive component: a sector with its children.
  const example = tree.locator('.responses-table .response[data-code="200"] .example');
  await expect(example).toContainText('"children": [');
  await expect(example).toContainText('"parent_id": ');
  // The component itself is listed among the schemas, its children being sectors again.
  const model = page.locator('#model-SectorNode');
  await model.getByRole('button').first().click();
  await expect(model).toContainText('children');
  await expect(model).toContainText('SectorNode');
  expect(problems).toEqual([]);
});

test('a public call tried from the page reaches the server under /api/v1', async ({ page }) => {
  const problems = watchErrors(page);
  await page.goto('/api/docs#/test-activities/getTestActivitiesLanguage');
  const languages = page.locator('#operations-test-activities-getTestActivitiesLanguage');
  await expect(languages.getByRole('button', { name: 'Try it out' })).toBeVisible(DOCUMENT_READ);
  await languages.getByRole('button', { name: 'Try it out' }).click();
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/test-activities/language'));
  await languages.getByRole('button', { name: 'Execute' }).click();
  expect((await answer).status()).toBe(200);
  await expect(languages.locator('.live-responses-table tbody .response-col_status')).toHaveText('200');
  await expect(languages.locator('.live-responses-table').getByText('"code": 200')).toBeVisible();
  expect(problems).toEqual([]);
});
