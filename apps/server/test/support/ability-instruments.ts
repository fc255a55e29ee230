import type { TestApp } from '../harness';

// Small ability instruments built the way an author builds them (not a test file itself): the
// test-engine suites lay out sections and clocks with these.

const OPTIONS = ['A', 'B', 'C', 'D'].map((id) => ({ id, text: `Option ${id}` }));

/** A single-choice item keyed A among options A–D; `extra` adds its own fields (a time limit). */
export const keyedSingle = (stem: string, extra: Record<string, unknown> = {}) => ({
  type: 'single' as const,
  stem,
  options: OPTIONS,
  key: 'A',
  ...extra,
});

/** Creates an ability instrument with these sections and publishes it; answers its id. */
export async function publishedAbility(
  t: TestApp,
  admin: string,
  code: string,
  sections: unknown[],
  name = code,
): Promise<number> {
  const { id } = await t.callOk('instruments/new', { code, name, kind: 'ability' }, admin);
  await t.callOk('instruments/content', { id, sections } as never, admin);
  await t.callOk('instruments/submit', { id }, admin);
  return id;
}
