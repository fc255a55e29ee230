import type {
  CompetenceResult,
  DimensionResult,
  InstrumentResult,
  ParticipantResults,
} from '@asesa/contracts';
import { describe, expect, it } from 'vitest';
import { catalogueTranslator as translator } from '../../lib/catalogue-translator';
import { abilityLines } from './ability-summary';
import { levelLabel, localiseResults } from './localise-results';

const dimension = (over: Partial<DimensionResult>): DimensionResult => ({
  code: 'GENERAL-REASONING',
  name: 'General reasoning',
  translations: { id: { name: 'Penalaran umum' } },
  raw: 5,
  z: 0.25,
  T: 52.5,
  sten: 6,
  stanine: 6,
  percentile: 59.9,
  norm_id: 'GENERAL-REASONING@general',
  norm_version: '2026.1',
  norm_group: 'general',
  norm_n: 412,
  reliability: 0.75,
  se_sten: 1,
  sten_band: { low: 5, high: 7 },
  band: {
    level: 'Meets expectations',
    label: null,
    description: 'Meets expectations for a graduate role.',
    colour: '#f9a825',
    translations: {
      id: { level: 'Sesuai harapan', description: 'Sesuai harapan untuk peran lulusan baru.' },
    },
  },
  ...over,
});

const instrument = (over: Partial<InstrumentResult>): InstrumentResult => ({
  instrument_id: 1,
  instrument_code: 'DEMO-ABILITY',
  instrument_name: 'General Reasoning (demo)',
  version: 1,
  blueprint_id: 1,
  blueprint_name: 'General reasoning norms (demo)',
  blueprint_version: 5,
  norm_versions: {},
  engine_version: '0.3.0',
  number_correct: 5,
  max_score: 8,
  answered: 8,
  item_count: 8,
  scored_at: '2026-11-25T05:10:00.000Z',
  kind: 'ability',
  dimensions: [dimension({})],
  ...over,
});

const competence: CompetenceResult = {
  competence_id: 7,
  code: 'ANALYTICAL',
  name: 'Analytical thinking',
  translations: { id: { name: 'Berpikir analitis', levels: { '1': 'Berkembang', '2': 'Cakap' } } },
  score: 6,
  level: 2,
  label: 'Proficient',
  colour: null,
  text_colour: null,
  target_level: 2,
  target_sten: 5,
  weight: 2,
  se_sten: 0.9,
  sten_band: null,
  probability_met: 0.91,
  components: [],
  reason: null,
};

const results = {
  participant: {} as ParticipantResults['participant'],
  instruments: [instrument({})],
  competences: [
    competence,
    { ...competence, competence_id: 8, code: 'TEAMWORK', name: 'Teamwork', translations: {} },
  ],
  job_fit: {
    fit: 62.5,
    reason: null,
    formula: null,
    explanation: null,
    contributions: [
      {
        code: 'ANALYTICAL',
        name: 'Analytical thinking',
        score: 6,
        target: 5,
        weight: 2,
        match: 1,
        contribution: 50,
      },
    ],
  },
  integrity: { total: 0, by_kind: [], note: '' },
} satisfies ParticipantResults;

describe("results in the reader's language", () => {
  it('Indonesian: competence names and level labels, dimension names, band names and descriptions', () => {
    const id = localiseResults(results, 'id');
    expect(id.competences.map((c) => [c.name, c.label])).toEqual([
      ['Berpikir analitis', 'Cakap'],
      // Without a translation the library's own text shows.
      ['Teamwork', 'Proficient'],
    ]);
    expect(id.job_fit?.contributions[0].name).toBe('Berpikir analitis');
    const d = id.instruments[0].dimensions[0];
    expect(d.name).toBe('Penalaran umum');
    expect(d.band).toMatchObject({
      level: 'Sesuai harapan',
      label: null,
      description: 'Sesuai harapan untuk peran lulusan baru.',
    });
    // Names of tests stay as they are.
    expect(id.instruments[0].instrument_name).toBe('General Reasoning (demo)');
  });

  it('English: the base texts', () => {
    const en = localiseResults(results, 'en');
    expect(en.competences[0]).toMatchObject({ name: 'Analytical thinking', label: 'Proficient' });
    expect(en.instruments[0].dimensions[0].band?.level).toBe('Meets expectations');
  });

  it("a target level's label from the competence's translations", () => {
    expect(levelLabel(competence, 1, 'Developing', 'id')).toBe('Berkembang');
    expect(levelLabel(competence, 3, 'Exemplary', 'id')).toBe('Exemplary');
    expect(levelLabel(undefined, 1, 'Developing', 'id')).toBe('Developing');
  });
});

describe('the summary in words', () => {
  it('in Indonesian: the band and what it means, with the sten and percentile', () => {
    const t = translator('id');
    const lines = abilityLines(localiseResults(results, 'id').instruments, t);
    expect(lines).toEqual([
      {
        key: '1-GENERAL-REASONING',
        band: 'Sesuai harapan',
        colour: '#f9a825',
        text: 'Sesuai harapan untuk peran lulusan baru. (sten 6, persentil 60)',
      },
    ]);
  });

  it('without a band: a score word; without a norm: the raw score; without dimensions: number correct', () => {
    const t = translator('id');
    const unbanded = instrument({ dimensions: [dimension({ band: null, sten: 2, percentile: 4.2 })] });
    const raw = instrument({
      dimensions: [dimension({ band: null, sten: null, percentile: null, raw: 12.5 })],
    });
    const bare = instrument({ dimensions: [], number_correct: 3, max_score: 4 });
    const nothing = instrument({ dimensions: [], number_correct: 0, max_score: 0 });
    const lines = abilityLines(
      localiseResults({ ...results, instruments: [unbanded, raw, bare, nothing] }, 'id').instruments,
      t,
    );
    expect(lines.map((l) => [l.band, l.text])).toEqual([
      ['Di bawah rata-rata', 'Penalaran umum: Di bawah rata-rata (sten 2, persentil 4).'],
      [null, 'Penalaran umum: tanpa kategori (skor mentah 12.5, tanpa tabel norma).'],
      [null, '3 dari 4 benar (75 %); tanpa tabel norma, jadi tidak dibandingkan dengan kelompok norma.'],
      [
        null,
        'Tes ini tidak memiliki butir berkunci jawaban maupun norma, jadi tidak menghasilkan skor kemampuan.',
      ],
    ]);
    expect(abilityLines([unbanded], translator('en'))[0].text).toBe(
      'General reasoning: Below average (sten 2, percentile 4).',
    );
  });
});
