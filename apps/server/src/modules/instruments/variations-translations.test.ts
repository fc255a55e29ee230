import type { InstrumentItem } from '@asesa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { startAppAs } from '../../../test/support/module-setup';
import { expectRefusal } from '../../../test/support/refusals';

let t: TestApp;
let admin: string;
let instrumentId: number;
let itemIds: string[];
let sectionId: string;
beforeAll(async () => {
  [t, admin] = await startAppAs('admin');
  const created = await t.callOk(
    'instruments/new',
    { code: 'VT-1', name: 'Variations', kind: 'ability' },
    admin,
  );
  instrumentId = created.id;
  const items: InstrumentItem[] = ['One', 'Two', 'Three'].map((stem) => ({
    type: 'single',
    stem: `<p>${stem}?</p>`,
    options: [
      { id: 'A', text: 'Yes' },
      { id: 'B', text: 'No' },
    ],
    key: 'A',
  }));
  items.push({
    type: 'forced-choice',
    stem: 'Pick',
    statements: [
      { id: 'A', text: 'Calm' },
      { id: 'B', text: 'Bold' },
      { id: 'C', text: 'Kind' },
    ],
  });
  const saved = await t.callOk(
    'instruments/content',
    {
      id: instrumentId,
      instructions: '',
      sections: [{ title: 'Part', time_limit_seconds: 300, items }],
    } as never,
    admin,
  );
  sectionId = saved.sections[0].id;
  itemIds = saved.sections[0].items.map((i: { id: string }) => i.id);
  await t.callOk(
    'instruments/update',
    { id: instrumentId, name: 'Variations', kind: 'ability', instructions: 'Answer all' },
    admin,
  );
});
afterAll(() => t.close());

describe('instrument translation', () => {
  it('saves texts per language and shows them beside the base texts', async () => {
    const empty = await t.callOk('instruments/translation', { id: instrumentId, language: 'en' }, admin);
    expect(empty).toMatchObject({
      language: 'en',
      base_language: 'id',
      languages: [{ code: 'en', name: 'English' }],
      translated: 0,
    });
    const byDefault = await t.callOk('instruments/translation', { id: instrumentId }, admin);
    expect(byDefault.language).toBe('en');
    const instrumentName = (await t.callOk('instruments/detail', { id: instrumentId }, admin)).name;
    expect(empty.entries.slice(0, 4)).toEqual([
      { key: 'name', base: instrumentName, text: null },
      { key: 'instructions', base: 'Answer all', text: null },
      { key: `section.${sectionId}.title`, base: 'Part', text: null },
      { key: `item.${itemIds[0]}.stem`, base: '<p>One?</p>', text: null },
    ]);
    expect(empty.entries.map((e: { key: string }) => e.key)).toContain(`item.${itemIds[3]}.statement.B`);
    const saved = await t.callOk(
      'instruments/translation',
      {
        id: instrumentId,
        language: 'en',
        texts: {
          [`item.${itemIds[0]}.stem`]: '<p>First<script>x()</script>?</p>',
          [`item.${itemIds[0]}.option.A`]: 'Yes (en)',
          [`item.${itemIds[3]}.statement.B`]: 'Daring',
        },
      },
      admin,
    );
    expect(saved.translated).toBe(3);
    expect(saved.entries.find((e: { key: string }) => e.key === `item.${itemIds[0]}.stem`).text).toBe(
      '<p>First?</p>',
    );
    // An empty text removes the translation: the base text shows again.
    const cleared = await t.callOk(
      'instruments/translation',
      { id: instrumentId, language: 'en', texts: { [`item.${itemIds[0]}.option.A`]: '' } },
      admin,
    );
    expect(cleared.translated).toBe(2);
  });

  it('translates the test name as plain text, kept as typed', async () => {
    const saved = await t.callOk(
      'instruments/translation',
      { id: instrumentId, language: 'en', texts: { name: '  Reasoning & Style <b>(en)</b> ' } },
      admin,
    );
    expect(saved.translated).toBe(3);
    expect(saved.entries.find((e: { key: string }) => e.key === 'name').text).toBe(
      'Reasoning & Style <b>(en)</b>',
    );
    await t.callOk(
      'instruments/translation',
      { id: instrumentId, language: 'en', texts: { name: '' } },
      admin,
    );
  });

  it('previews the test in a language with fallback to the base texts', async () => {
    const survey = await t.callOk('instruments/test-survey', { id: instrumentId, language: 'en' }, admin);
    const [first, second, , block] = survey.sections[0].items;
    expect(first.stem).toBe('<p>First?</p>');
    expect(first.options[0].text).toBe('Yes');
    expect(second.stem).toBe('<p>Two?</p>');
    expect(block.options.map((o: { text: string }) => o.text)).toEqual(['Calm', 'Daring', 'Kind']);
    const base = await t.callOk('instruments/test-survey', { id: instrumentId, language: 'id' }, admin);
    expect(base.sections[0].items[0].stem).toBe('<p>One?</p>');
  });

  it('refuses an unknown language, the base language and unknown text keys with a named 400', async () => {
    const unknown = await t.call('instruments/translation', { id: instrumentId, language: 'xx' }, admin);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatchObject({
      message: "language: unknown language 'xx'",
      field: 'language',
    });
    const base = await t.call('instruments/translation', { id: instrumentId, language: 'id' }, admin);
    expect(base.body.error!.message).toBe("language: 'id' is the base language; edit the instrument itself");
    await expectRefusal(
      t.call(
        'instruments/translation',
        { id: instrumentId, language: 'en', texts: { 'item.nope.stem': 'x' } },
        admin,
      ),
      { status: 400, message: 'texts.item.nope.stem: not a text of this instrument' },
    );
    const gone = await t.call('instruments/translation', { id: 99999, language: 'en' }, admin);
    expect(gone.status).toBe(404);
  });
});

describe('instrument variations', () => {
  let variationId: number;

  it('starts as the whole instrument and keeps its own subset, order and time limits', async () => {
    const v = await t.callOk(
      'instruments/variations/new',
      { instrument_id: instrumentId, code: 'FORM-B', name: 'Form B' },
      admin,
    );
    variationId = v.id;
    expect(v).toMatchObject({ code: 'FORM-B', status: 'draft', version: 0, item_count: 4 });
    expect(v.sections).toEqual([{ title: 'Part', time_limit_seconds: 300, item_ids: itemIds }]);
    const saved = await t.callOk(
      'instruments/variations/content',
      {
        id: v.id,
        sections: [{ title: 'Short', time_limit_seconds: 120, item_ids: [itemIds[2], itemIds[0]] }],
      },
      admin,
    );
    expect(saved).toMatchObject({
      item_count: 2,
      sections: [{ title: 'Short', item_ids: [itemIds[2], itemIds[0]] }],
    });
    expect(await t.callOk('instruments/variations/detail', { id: v.id }, admin)).toEqual(saved);
    const instrument = await t.callOk('instruments/detail', { id: instrumentId }, admin);
    expect(instrument.variations).toEqual([
      { id: v.id, code: 'FORM-B', name: 'Form B', status: 'draft', version: 0 },
    ]);
    const renamed = await t.callOk(
      'instruments/variations/update',
      { id: v.id, code: 'FORM-B2', name: 'Form B (short)' },
      admin,
    );
    expect(renamed).toMatchObject({ code: 'FORM-B2', name: 'Form B (short)' });
  });

  it('refuses foreign or repeated items and a taken code by name', async () => {
    await expectRefusal(
      t.call(
        'instruments/variations/content',
        { id: variationId, sections: [{ title: 'S', item_ids: [itemIds[0], 'i_elsewhere'] }] },
        admin,
      ),
      { status: 400, message: "sections.0.item_ids.1: 'i_elsewhere' is not an item of the instrument" },
    );
    const twice = await t.call(
      'instruments/variations/content',
      {
        id: variationId,
        sections: [
          { title: 'S', item_ids: [itemIds[0]] },
          { title: 'T', item_ids: [itemIds[0]] },
        ],
      },
      admin,
    );
    expect(twice.body.error!.message).toBe(`sections.1.item_ids.0: '${itemIds[0]}' is listed twice`);
    await t.callOk(
      'instruments/variations/new',
      { instrument_id: instrumentId, code: 'FORM-C', name: 'C' },
      admin,
    );
    await expectRefusal(
      t.call('instruments/variations/update', { id: variationId, code: 'FORM-C', name: 'x' }, admin),
      { status: 409, message: "This instrument already has a variation with code 'FORM-C'." },
    );
  });

  it('publishes from the instrument’s published version, listing every problem first', async () => {
    const before = await t.call('instruments/variations/submit', { id: variationId }, admin);
    expect(before.body.error!.message).toBe(
      'The variation cannot be published: the instrument has no published version yet.',
    );
    // The forced-choice block has no indicators, so the instrument is published without it.
    await t.callOk(
      'instruments/content',
      {
        id: instrumentId,
        sections: [
          {
            id: sectionId,
            title: 'Part',
            time_limit_seconds: 300,
            items: (
              await t.callOk('instruments/detail', { id: instrumentId }, admin)
            ).sections[0].items.slice(0, 3),
          },
        ],
      },
      admin,
    );
    await t.callOk('instruments/submit', { id: instrumentId }, admin);
    await t.callOk(
      'instruments/variations/content',
      {
        id: variationId,
        sections: [
          { title: 'Short', item_ids: [itemIds[2]] },
          { title: 'Empty', item_ids: [] },
        ],
      },
      admin,
    );
    const empty = await t.call('instruments/variations/submit', { id: variationId }, admin);
    expect(empty.body.error!.message).toBe(
      'The variation cannot be published: Section 2 (Empty) has no items.',
    );
    await t.callOk(
      'instruments/variations/content',
      { id: variationId, sections: [{ title: 'Short', item_ids: [itemIds[2], itemIds[1]] }] },
      admin,
    );
    const published = await t.callOk('instruments/variations/submit', { id: variationId }, admin);
    expect(published).toMatchObject({ status: 'published', version: 1 });
    const row = await t.deps.db
      .selectFrom('instrument_variations')
      .select('published_json')
      .where('id', '=', variationId)
      .executeTakeFirstOrThrow();
    const resolved = JSON.parse(row.published_json!);
    expect(resolved.sections[0].items.map((i: { stem: string }) => i.stem)).toEqual([
      '<p>Three?</p>',
      '<p>Two?</p>',
    ]);
  });

  it('removes a variation softly', async () => {
    expect(await t.callOk('instruments/variations/mark-as-removed', { id: variationId }, admin)).toEqual({
      ok: true,
    });
    expect((await t.call('instruments/variations/detail', { id: variationId }, admin)).status).toBe(404);
    expect(
      (await t.call('instruments/variations/detail', { id: variationId }, admin)).body.error!.message,
    ).toBe('Variation not found.');
  });

  it('answers 403 to non-admins', async () => {
    const calls = [
      ['instruments/translation', { id: instrumentId, language: 'en' }],
      ['instruments/variations/new', { instrument_id: instrumentId, code: 'X1', name: 'X' }],
      ['instruments/variations/detail', { id: 1 }],
      ['instruments/variations/update', { id: 1, code: 'X1', name: 'X' }],
      ['instruments/variations/content', { id: 1, sections: [{ title: 'S', item_ids: [] }] }],
      ['instruments/variations/mark-as-removed', { id: 1 }],
      ['instruments/variations/submit', { id: 1 }],
    ] as const;
    for (const who of ['consultant', 'collaborator'] as const) {
      const token = await t.signIn(who);
      for (const [path, body] of calls)
        expect((await t.call(path, body, token)).status, `${who} ${path}`).toBe(403);
    }
  });
});
