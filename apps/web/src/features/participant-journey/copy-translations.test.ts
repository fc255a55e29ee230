import { describe, expect, it } from 'vitest';
import { buildCopy, COPY } from './copy';
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

  // The runner's sentences as they were before they moved to master translations.
  it('the seeded runner strings give the same sentences in Indonesian and English', () => {
    const id = buildCopy(inLanguage(0));
    const en = buildCopy(inLanguage(1));
    for (const copy of [en, COPY]) {
      expect(copy.offlinePending(1)).toBe('1 answer waiting to be sent.');
      expect(copy.offlinePending(7)).toBe('7 answers waiting to be sent.');
      expect(copy.sectionOf(1, 2)).toBe('Section 1 of 2');
      expect(copy.sectionReadyTitle('Verbal')).toBe('Next: Verbal');
      expect(copy.sectionReadyBody(1, null)).toBe(
        '1 question, no time limit. The time starts when you press Start.',
      );
      expect(copy.sectionReadyBody(12, 5)).toBe('12 questions, 5 min. The time starts when you press Start.');
      expect(copy.finishSectionConfirmBody(3, 4)).toBe(
        'You answered 3 of 4 questions in this section. You cannot come back to it afterwards.',
      );
      expect(copy.chooseUpTo(3)).toBe('Choose up to 3.');
      expect(copy.chooseBetween(2, 2)).toBe('Choose 2.');
      expect(copy.chooseBetween(1, 3)).toBe('Choose 1 to 3.');
      expect(copy.moveUp('Check')).toBe('Move "Check" up');
      expect(copy.moveDown('Check')).toBe('Move "Check" down');
      expect(copy.moved('Check', 2, 4)).toBe('"Check" is now 2 of 4.');
      expect(copy.numberRange(1, 9)).toBe('Between 1 and 9.');
      expect(copy.numberRange(1, null)).toBe('At least 1.');
      expect(copy.numberRange(null, 9)).toBe('At most 9.');
      expect(copy.numberRange(null, null)).toBe('');
      expect(copy.imageAlt(4)).toBe('Illustration for question 4');
      expect(copy.sectionOneMinuteLeft).toBe('One minute left in this section.');
      expect(copy.trueLabel).toBe('True');
    }
    expect(id.offlineBanner).toBe(
      'Anda sedang offline. Jawaban disimpan di perangkat ini dan akan dikirim saat koneksi kembali.',
    );
    expect(id.offlinePending(1)).toBe('1 jawaban menunggu dikirim.');
    expect(id.offlinePending(7)).toBe('7 jawaban menunggu dikirim.');
    expect(id.sectionOf(1, 2)).toBe('Bagian 1 dari 2');
    expect(id.sectionReadyTitle('Verbal')).toBe('Berikutnya: Verbal');
    expect(id.sectionReadyBody(1, null)).toBe(
      '1 soal, tanpa batas waktu. Waktu mulai berjalan saat Anda menekan Mulai.',
    );
    expect(id.sectionReadyBody(12, 5)).toBe(
      '12 soal, 5 menit. Waktu mulai berjalan saat Anda menekan Mulai.',
    );
    expect(id.finishSectionConfirmBody(3, 4)).toBe(
      'Anda menjawab 3 dari 4 soal di bagian ini. Anda tidak dapat kembali ke bagian ini setelahnya.',
    );
    expect(id.chooseUpTo(3)).toBe('Pilih paling banyak 3.');
    expect(id.chooseBetween(2, 2)).toBe('Pilih 2.');
    expect(id.chooseBetween(1, 3)).toBe('Pilih 1 sampai 3.');
    expect(id.moveUp('Check')).toBe('Naikkan "Check"');
    expect(id.moveDown('Check')).toBe('Turunkan "Check"');
    expect(id.moved('Check', 2, 4)).toBe('"Check" sekarang di urutan 2 dari 4.');
    expect(id.numberRange(1, 9)).toBe('Antara 1 dan 9.');
    expect(id.numberRange(1, null)).toBe('Paling kecil 1.');
    expect(id.numberRange(null, 9)).toBe('Paling besar 9.');
    expect(id.imageAlt(4)).toBe('Ilustrasi untuk soal 4');
    expect(id.sectionOneMinuteLeft).toBe('Sisa waktu satu menit di bagian ini.');
    expect([id.trueLabel, id.falseLabel, id.startSection]).toEqual(['Benar', 'Salah', 'Mulai bagian']);
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
