import type { TestApp } from '../harness';

// Draft instruments made the way an author makes them: created, then their content saved
// (not a test file itself).

/** Creates an ability instrument and saves these sections into its draft; answers its id and the saved draft. */
export async function abilityDraft(
  t: TestApp,
  admin: string,
  draft: { code: string; name: string },
  sections: unknown[],
) {
  const { id } = await t.callOk('instruments/new', { ...draft, kind: 'ability' }, admin);
  const saved = await t.callOk('instruments/content', { id, sections } as never, admin);
  return { id: id as number, saved };
}
