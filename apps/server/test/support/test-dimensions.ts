import type { TestApp } from '../harness';

// Instrument suites need a test dimension for their items' indicators before anything else.

/** Creates a test dimension through the API, its indicators given as code → name (in order). */
export async function addTestDimension(
  t: TestApp,
  token: string,
  dimension: { code: string; name: string },
  indicators: Record<string, string>,
): Promise<void> {
  await t.callOk(
    'test-dimensions/new',
    { ...dimension, indicators: Object.entries(indicators).map(([code, name]) => ({ code, name })) },
    token,
  );
}
