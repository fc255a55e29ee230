import { describe, expect, it } from 'vitest';
import { buildCopy, COPY, type Copy } from './copy';
import { RUNNER_STRINGS } from './runner-copy';

type Strings = Record<string, Record<string, [string, string]>>;

// The master translations every installation gets are seeded by the server's migrations as
// `page code → key → [Indonesian, English]` tables; gather all of them.
const migrations = import.meta.glob<Record<string, unknown>>('../../../../server/src/db/migrations/*.ts', {
  eager: true,
});
const isStrings = (v: unknown): v is Strings =>
  typeof v === 'object' &&
  v !== null &&
  Object.values(v).every(
    (keys) =>
      typeof keys === 'object' &&
      keys !== null &&
      Object.values(keys).every((pair) => Array.isArray(pair) && pair.length === 2),
  );
const seeded = new Map<string, [string, string]>();
/** page code → its seeded keys, to find a key seeded under two page codes (the copy merges them). */
const seededPages = new Map<string, string[]>();
for (const module of Object.values(migrations))
  for (const value of Object.values(module))
    if (isStrings(value))
      for (const [page, keys] of Object.entries(value))
        if (page.startsWith('participant-'))
          for (const [key, pair] of Object.entries(keys)) {
            seeded.set(key, pair);
            seededPages.set(key, [...new Set([...(seededPages.get(key) ?? []), page])]);
          }
const inLanguage = (index: 0 | 1) => Object.fromEntries([...seeded].map(([key, pair]) => [key, pair[index]]));

/** Sentences with numbers are built from these templates (buildCopy), not from the key itself. */
const TEMPLATES: Record<string, string[]> = {
  greeting: ['greeting', 'greetingAnonymous'],
  answeredOf: ['answeredOf'],
  itemsCount: ['itemsCount', 'itemsCountOne'],
  itemsCountUpTo: ['itemsCountUpTo'],
  answeredOfUpTo: ['answeredOfUpTo'],
  timeLimit: ['timeLimit'],
  itemOf: ['itemOf'],
  navigatorItem: ['navigatorItem', 'navigatorAnswered', 'navigatorUnanswered', 'navigatorCurrent'],
  answeredCount: ['answeredCount'],
  finishConfirmBody: ['finishConfirmBodyPartial', 'finishConfirmBodyAll'],
  congratName: ['congratName', 'congratAnonymous'],
  remainingTime: ['remainingTime'],
  stenScale: ['stenScale'],
  accessCodeLogoAlt: ['accessCodeLogoAlt'],
  // The test runner (participant-test-runner).
  offlinePending: ['offlinePending', 'offlinePendingOne'],
  sectionOf: ['sectionOf'],
  sectionReadyTitle: ['sectionReadyTitle'],
  sectionReadyBody: [
    'sectionReadyBodyTimed',
    'sectionReadyBodyTimedOne',
    'sectionReadyBodyUntimed',
    'sectionReadyBodyUntimedOne',
  ],
  sectionReadyBodyAdaptive: ['sectionReadyBodyAdaptiveTimed', 'sectionReadyBodyAdaptiveUntimed'],
  adaptiveQuestion: ['adaptiveQuestion'],
  adaptiveNotice: ['adaptiveNoticeNext'],
  finishSectionConfirmBody: ['finishSectionConfirmBody'],
  chooseUpTo: ['chooseUpTo'],
  chooseBetween: ['chooseBetween', 'chooseExactly'],
  moveUp: ['moveUp'],
  moveDown: ['moveDown'],
  moved: ['moved'],
  numberRange: ['numberBetween', 'numberAtLeast', 'numberAtMost'],
  imageAlt: ['imageAlt'],
  gapLabel: ['gapLabel'],
  matchLabel: ['matchLabel'],
  hottextLabel: ['hottextLabel'],
  hotspotAreaLabel: ['hotspotAreaLabel'],
  sliderValue: ['sliderValue'],
};

describe('the participant pages in Indonesian and English', () => {
  it('every string of the participant pages is seeded in both languages', () => {
    expect(seeded.size).toBeGreaterThan(100);
    const missing = Object.entries(COPY).flatMap(([key, value]) =>
      (typeof value === 'function' ? (TEMPLATES[key] ?? [`${key} (template)`]) : [key]).filter(
        (k) => !seeded.get(k)?.[0]?.trim() || !seeded.get(k)?.[1]?.trim(),
      ),
    );
    expect(missing).toEqual([]);
  });

  // The connection-lost and partner pages keep the spec's Indonesian wording in the bundle.
  it('the bundled English is the seeded English', () => {
    const differs = Object.entries(COPY).filter(
      ([key, value]) =>
        typeof value === 'string' &&
        seeded.has(key) &&
        seeded.get(key)![1] !== value &&
        !key.startsWith('offline') &&
        !key.startsWith('partner'),
    );
    expect(differs.map(([key]) => key)).toEqual([]);
  });

  it('no key is seeded under two participant page codes (the copy merges them into one)', () => {
    expect([...seededPages].filter(([, pages]) => pages.length > 1)).toEqual([]);
  });

  it("the runner's bundled templates are its seeded English, with the same placeholders in Indonesian", () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [key, english] of Object.entries(RUNNER_STRINGS)) {
      expect(seededPages.get(key), key).toEqual(['participant-test-runner']);
      const [id, en] = seeded.get(key)!;
      expect(en, key).toBe(english);
      expect(placeholders(id), key).toEqual(placeholders(en));
    }
  });

  // The runner's sentences as they were before they moved to master translations:
  // what is asked of the copy, then the English and the Indonesian sentence it gives.
  const RUNNER_SENTENCES: [string, (copy: Copy) => unknown, string, string][] = [
    [
      'one answer pending',
      (c) => c.offlinePending(1),
      '1 answer waiting to be sent.',
      '1 jawaban menunggu dikirim.',
    ],
    [
      'answers pending',
      (c) => c.offlinePending(7),
      '7 answers waiting to be sent.',
      '7 jawaban menunggu dikirim.',
    ],
    ['section of', (c) => c.sectionOf(1, 2), 'Section 1 of 2', 'Bagian 1 dari 2'],
    ['section ready', (c) => c.sectionReadyTitle('Verbal'), 'Next: Verbal', 'Berikutnya: Verbal'],
    [
      'untimed section of one',
      (c) => c.sectionReadyBody(1, null),
      '1 question, no time limit. The time starts when you press Start.',
      '1 soal, tanpa batas waktu. Waktu mulai berjalan saat Anda menekan Mulai.',
    ],
    [
      'timed section',
      (c) => c.sectionReadyBody(12, 5),
      '12 questions, 5 min. The time starts when you press Start.',
      '12 soal, 5 menit. Waktu mulai berjalan saat Anda menekan Mulai.',
    ],
    [
      'finish section',
      (c) => c.finishSectionConfirmBody(3, 4),
      'You answered 3 of 4 questions in this section. You cannot come back to it afterwards.',
      'Anda menjawab 3 dari 4 soal di bagian ini. Anda tidak dapat kembali ke bagian ini setelahnya.',
    ],
    ['choose up to', (c) => c.chooseUpTo(3), 'Choose up to 3.', 'Pilih paling banyak 3.'],
    ['choose exactly', (c) => c.chooseBetween(2, 2), 'Choose 2.', 'Pilih 2.'],
    ['choose between', (c) => c.chooseBetween(1, 3), 'Choose 1 to 3.', 'Pilih 1 sampai 3.'],
    ['move up', (c) => c.moveUp('Check'), 'Move "Check" up', 'Naikkan "Check"'],
    ['move down', (c) => c.moveDown('Check'), 'Move "Check" down', 'Turunkan "Check"'],
    [
      'moved',
      (c) => c.moved('Check', 2, 4),
      '"Check" is now 2 of 4.',
      '"Check" sekarang di urutan 2 dari 4.',
    ],
    ['number between', (c) => c.numberRange(1, 9), 'Between 1 and 9.', 'Antara 1 dan 9.'],
    ['number at least', (c) => c.numberRange(1, null), 'At least 1.', 'Paling kecil 1.'],
    ['number at most', (c) => c.numberRange(null, 9), 'At most 9.', 'Paling besar 9.'],
    ['no number range', (c) => c.numberRange(null, null), '', ''],
    ['image alt', (c) => c.imageAlt(4), 'Illustration for question 4', 'Ilustrasi untuk soal 4'],
    [
      'one minute left',
      (c) => c.sectionOneMinuteLeft,
      'One minute left in this section.',
      'Sisa waktu satu menit di bagian ini.',
    ],
    ['true', (c) => c.trueLabel, 'True', 'Benar'],
    ['false', (c) => c.falseLabel, 'False', 'Salah'],
    ['start section', (c) => c.startSection, 'Start section', 'Mulai bagian'],
  ];

  it('the seeded runner strings give the same sentences in Indonesian and English', () => {
    const id = buildCopy(inLanguage(0));
    const en = buildCopy(inLanguage(1));
    expect(id.offlineBanner).toBe(
      'Anda sedang offline. Jawaban disimpan di perangkat ini dan akan dikirim saat koneksi kembali.',
    );
    for (const [what, ask, english, indonesian] of RUNNER_SENTENCES) {
      for (const copy of [en, COPY]) expect(ask(copy), what).toBe(english);
      expect(ask(id), what).toBe(indonesian);
    }
  });

  it("the adaptive notice names the button by the button's own label, in each language", () => {
    const id = buildCopy(inLanguage(0));
    const en = buildCopy(inLanguage(1));
    expect(id.next).toBe('Berikutnya');
    expect(id.adaptiveNotice(id.next)).toBe(
      'Soal berikutnya dipilih berdasarkan jawaban Anda. Setiap jawaban bersifat final setelah Anda menekan Berikutnya.',
    );
    for (const copy of [en, COPY])
      expect(copy.adaptiveNotice(copy.next)).toBe(
        'The next question is chosen from your answers. Each answer is final once you press Next.',
      );
  });

  it('an adaptive test counts the most questions it asks', () => {
    const id = buildCopy(inLanguage(0));
    expect(id.itemsCountUpTo(20)).toBe('Paling banyak 20 soal');
    expect(id.answeredOfUpTo(3, 20)).toBe('3 terjawab (paling banyak 20 soal)');
    expect(COPY.itemsCountUpTo(20)).toBe('Up to 20 questions');
    expect(buildCopy(inLanguage(1)).answeredOfUpTo(3, 20)).toBe('3 answered (at most 20 questions)');
  });

  it('an edited runner string reaches the runner, placeholders filled', () => {
    const copy = buildCopy({ sectionOf: 'Sesi {n}/{total}', startSection: 'Mulai sesi' });
    expect(copy.sectionOf(2, 3)).toBe('Sesi 2/3');
    expect(copy.startSection).toBe('Mulai sesi');
    expect(copy.finishSection).toBe('Finish section');
  });
});
