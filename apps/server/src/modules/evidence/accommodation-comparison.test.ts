import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileCall } from '../../../test/file-call';
import type { TestApp } from '../../../test/harness';
import {
  evidenceProject,
  GENERATING_2PL,
  insertSimulees,
  publishedKeyedInstrument,
  runJobs,
} from '../../../test/support/evidence.fixtures';
import { idOfDemoCorporate, startAppAs } from '../../../test/support/module-setup';
import { pdfFoldedText } from '../../../test/support/poppler';
import { nowIso } from '../../lib/clock';

// The workbench's comparison of accommodated candidates with the others: scores planted so their
// means, SDs and standardised difference are known by hand, refusals of groups too small, and DIF
// by accommodation that finds an item planted to be harder for the accommodated and none without.

let t: TestApp;
let admin: string;
let corporate: number;

/** Grants every female simulee of a project extra time (the fixtures make even-numbered ones female). */
async function accommodateWomen(projectId: number, limit = Number.POSITIVE_INFINITY) {
  const women = await t.deps.db
    .selectFrom('participants')
    .select('id')
    .where('project_id', '=', projectId)
    .where('gender', '=', 'female')
    .orderBy('id')
    .execute();
  const now = nowIso();
  const chosen = women.slice(0, limit);
  await t.deps.db
    .insertInto('accommodations')
    .values(
      chosen.map((w, i) => ({
        participant_id: w.id,
        state: 'granted' as const,
        extra_time_percent: 25,
        larger_text: i % 2,
        requested_by: 'staff' as const,
        reason: 'Dyslexia report',
        decided_at: now,
        created_at: now,
      })),
    )
    .execute();
}

async function analyse(instrumentId: number, projectId: number, model?: 'none') {
  const { analysis_id } = await t.callOk(
    'evidence/analyses/new',
    { instrument_id: instrumentId, sample: { project_ids: [projectId] }, ...(model ? { model } : {}) },
    admin,
  );
  await runJobs(t);
  return t.callOk('evidence/analyses/detail', { analysis_id }, admin);
}

/** Accommodated (even simulees) and other (odd) total scores on four keyed items. */
const ACCOMMODATED_SCORES = [4, 3, 3, 2, 4, 3, 2, 3, 4, 3, 3, 2];
const OTHER_SCORES = [2, 1, 2, 3, 1, 2, 2, 1, 3, 2, 2, 1];

let small: { instrumentId: number; projectId: number; fewProjectId: number };
let dif: { instrumentId: number; planted: number; clean: number };

beforeAll(async () => {
  [t, admin] = await startAppAs('admin');
  corporate = await idOfDemoCorporate(t);
  const four = await publishedKeyedInstrument(t, admin, 'ACCOMMODATION-4', 4);
  const totals = ACCOMMODATED_SCORES.flatMap((a, i) => [a, OTHER_SCORES[i]]);
  // Simulee p answers the first totals[p] items right and the rest wrong (answers come person by person, item by item).
  const planted = (label: string) => {
    let call = 0;
    return {
      corporateId: corporate,
      itemIds: four.itemIds,
      keys: four.keys,
      items: GENERATING_2PL.slice(0, 4),
      n: totals.length,
      seed: 1,
      label,
      respond: (_theta: number, j: number) => {
        const person = Math.floor(call++ / 4);
        return j < totals[person] ? four.keys[j] : four.keys[j] === 'A' ? 'B' : 'A';
      },
    };
  };
  const project = await evidenceProject(t, corporate, 'Accommodation small', four);
  await insertSimulees(t, { ...project, ...planted('acc-small') });
  await accommodateWomen(project.projectId);
  const few = await evidenceProject(t, corporate, 'Accommodation few', four);
  await insertSimulees(t, { ...few, ...planted('acc-few') });
  await accommodateWomen(few.projectId, 7);
  small = { instrumentId: four.instrumentId, projectId: project.projectId, fewProjectId: few.projectId };

  const twenty = await publishedKeyedInstrument(t, admin, 'ACCOMMODATION-DIF', GENERATING_2PL.length);
  const common = {
    corporateId: corporate,
    itemIds: twenty.itemIds,
    keys: twenty.keys,
    items: GENERATING_2PL,
    n: 800,
  };
  const plantedProject = await evidenceProject(t, corporate, 'Accommodation DIF', twenty);
  await insertSimulees(t, {
    ...plantedProject,
    ...common,
    seed: 11,
    label: 'acc-dif',
    focalShift: { 5: 1.5 },
  });
  await accommodateWomen(plantedProject.projectId);
  const cleanProject = await evidenceProject(t, corporate, 'Accommodation clean', twenty);
  await insertSimulees(t, { ...cleanProject, ...common, seed: 12, label: 'acc-clean' });
  await accommodateWomen(cleanProject.projectId);
  dif = {
    instrumentId: twenty.instrumentId,
    planted: plantedProject.projectId,
    clean: cleanProject.projectId,
  };
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('evidence: accommodated candidates against the others', () => {
  it('gives n, mean and SD of each group and the standardised difference with its interval', async () => {
    const detail = await analyse(small.instrumentId, small.projectId, 'none' as const);
    expect(detail.status).toBe('done');
    const a = detail.accommodation;
    expect(a).toMatchObject({ accommodated: 12, others: 12, kinds: { extra_time: 12, larger_text: 6 } });
    if (!a || !('scales' in a.scores)) throw new Error('scores were refused');
    expect(a.scores.scales).toHaveLength(1);
    const [total] = a.scores.scales;
    expect(total.dimension).toBeNull();
    expect(total.items).toBe(4);
    // By hand: means 3 and 1.8333, SDs 0.7385 and 0.7177, pooled SD 0.7282, d = 1.1667 / 0.7282.
    expect(total.accommodated.n).toBe(12);
    expect(total.accommodated.mean).toBeCloseTo(3, 6);
    expect(total.accommodated.sd).toBeCloseTo(0.738549, 5);
    expect(total.others.mean).toBeCloseTo(1.833333, 5);
    expect(total.others.sd).toBeCloseTo(0.717741, 5);
    expect(total.smd).toBeCloseTo(1.602082, 5);
    // SE = √(24/144 + d²/48) = 0.46919; 95 %: d ± 1.96 SE.
    expect(total.smd_lower).toBeCloseTo(0.682487, 4);
    expect(total.smd_upper).toBeCloseTo(2.521677, 4);
    // 12 accommodated are too few for DIF: the refusal says how many are needed.
    expect(a.dif).toEqual({ refused: 'too-few-accommodated', n: 12, needed: 100 });
  });

  it('prints the comparison in the technical manual, in English and Indonesian', async () => {
    const detail = await analyse(small.instrumentId, small.projectId, 'none' as const);
    const textOf = async (lang: string) => {
      const res = await fileCall(t, 'evidence/analyses/manual', { analysis_id: detail.id, lang }, admin);
      expect(res.status).toBe(200);
      if (process.env.ACCOMMODATION_MANUAL_OUT)
        writeFileSync(`${process.env.ACCOMMODATION_MANUAL_OUT}-${lang}.pdf`, res.bytes);
      return pdfFoldedText(res.bytes);
    };
    const en = await textOf('en');
    expect(en).toContain('Accommodations and comparability');
    expect(en).toContain('12 accommodated candidates, 12 others.');
    expect(en).toContain('Extra time 12');
    expect(en).toContain('Larger text 6');
    expect(en).toContain('All items Accommodated 12 3.00 0.74 1.60 0.68 … 2.52');
    expect(en).toContain('Too few accommodated candidates (n = 12) to compare; at least 100 are needed.');
    expect(en).toContain('What it shows: on All items');
    const id = await textOf('id');
    expect(id).toContain('Akomodasi dan keterbandingan');
    expect(id).toContain('12 kandidat dengan akomodasi, 12 lainnya.');
    expect(id).toContain('Semua butir Dengan akomodasi 12 3,00 0,74 1,60 0,68 … 2,52');
    expect(id).toContain(
      'Kandidat dengan akomodasi terlalu sedikit (n = 12) untuk dibandingkan; dibutuhkan sedikitnya 100.',
    );
    // Two manuals from the one manual thread, which the worker's other files share: 3 s alone,
    // over 30 s once behind their manuals on a loaded machine.
  }, 90_000);

  it('refuses to compare too few accommodated candidates, saying how many there are and are needed', async () => {
    const detail = await analyse(small.instrumentId, small.fewProjectId, 'none');
    expect(detail.accommodation?.accommodated).toBe(7);
    expect(detail.accommodation?.scores).toEqual({ refused: 'too-few-accommodated', n: 7, needed: 10 });
  });

  it('finds the item planted to be harder for accommodated candidates by DIF, and none without', async () => {
    const planted = await analyse(dif.instrumentId, dif.planted, 'none');
    const comparison = (planted.accommodation?.dif as { comparison?: Record<string, unknown> }).comparison;
    expect(comparison).toMatchObject({ variable: 'accommodation', reference: 'none', focal: 'accommodated' });
    const items = (comparison as { result: { items: Array<{ item: string; ets: string; favours: string }> } })
      .result.items;
    const flagged = items.filter((i) => i.ets === 'C');
    const plantedItem = items[5].item;
    expect(flagged.map((i) => i.item)).toEqual([plantedItem]);
    expect(flagged[0].favours).toBe('reference');
    // The engine's DIF list holds it as well, so the DIF tab shows it beside the others.
    const all = (planted.result as { dif: Array<{ variable: string }> }).dif;
    expect(all.some((c) => c.variable === 'accommodation')).toBe(true);

    const clean = await analyse(dif.instrumentId, dif.clean, 'none');
    const cleanItems = (
      clean.accommodation?.dif as { comparison: { result: { items: Array<{ ets: string }> } } }
    ).comparison.result.items;
    expect(cleanItems.filter((i) => i.ets === 'C')).toEqual([]);
  });
});
