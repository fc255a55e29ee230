import type {
  AccommodationKind,
  AccommodationRefusal,
  EvidenceAccommodation,
  ReportLanguage,
} from '@asesa/contracts';
import { MUTED, type ReportWriter } from '../exports/report-layout';
import type { ManualText } from './technical-manual.labels';

/** A group's size as printed: "n = 12", or "n < 5" where a small count is only bounded (never "n = < 5"). */
const sizeOf = (n: number | string) =>
  /^[<>≤≥]/.test(String(n).trim()) ? `n ${String(n).trim()}` : `n = ${n}`;

/**
 * The technical manual's "Accommodations and comparability": what the sample's candidates were
 * granted, their scores against the others' and DIF by accommodation, and what that shows in
 * plain words (a difference under 0.2 SD whose interval holds 0 reads as comparable).
 */

interface Words {
  heading: string;
  intro: string;
  none: string;
  kinds: Record<AccommodationKind, string>;
  kindColumn: string;
  granted: (accommodated: string, others: string) => string;
  scale: string;
  total: string;
  columns: { group: string; mean: string; sd: string; smd: string; interval: string };
  accommodated: string;
  others: string;
  tooFew: (who: 'too-few-accommodated' | 'too-few-others', n: string, needed: string) => string;
  difTitle: string;
  difFound: (flagged: string) => string;
  difNone: (items: string) => string;
  shows: { comparable: string; different: (scales: string) => string };
}

const EN: Words = {
  heading: 'Accommodations and comparability',
  intro:
    'Candidates with an accommodation in force (extra time, breaks, larger text, high contrast, screen reader) are compared with the others of the sample: scale scores are sums of item scores (omitted answers 0); the standardised mean difference is accommodated minus others over the pooled SD (Cohen’s d), with its 95 % interval.',
  none: 'No candidate of the sample took the instrument with an accommodation.',
  kinds: {
    extra_time: 'Extra time',
    breaks: 'Breaks',
    larger_text: 'Larger text',
    high_contrast: 'High contrast',
    screen_reader: 'Screen reader',
  },
  kindColumn: 'Accommodation granted',
  granted: (a, o) => `${a} accommodated candidates, ${o} others.`,
  scale: 'Scale',
  total: 'All items',
  columns: { group: 'Group', mean: 'Mean', sd: 'SD', smd: 'SMD', interval: '95 % interval' },
  accommodated: 'Accommodated',
  others: 'Others',
  tooFew: (who, n, needed) =>
    who === 'too-few-accommodated'
      ? `Too few accommodated candidates (${sizeOf(n)}) to compare; at least ${needed} are needed.`
      : `Too few candidates without an accommodation (${sizeOf(n)}) to compare; at least ${needed} are needed.`,
  difTitle: 'DIF by accommodation (accommodated against the others)',
  difFound: (flagged) => `Items with large DIF (ETS class C): ${flagged}.`,
  difNone: (items) => `No item of ${items} shows large DIF (ETS class C).`,
  shows: {
    comparable:
      'What it shows: accommodated candidates’ scores differ from the others’ by less than 0.2 SD or not beyond chance, and no item works differently for them: the accommodations keep scores comparable.',
    different: (scales) =>
      `What it shows: on ${scales} the accommodated candidates’ scores differ from the others’ by 0.2 SD or more beyond chance, or an item works differently for them; whether the accommodation or the candidates’ abilities explain it needs a look at those items and scales.`,
  },
};

const ID: Words = {
  heading: 'Akomodasi dan keterbandingan',
  intro:
    'Kandidat dengan akomodasi yang berlaku (waktu tambahan, jeda, teks lebih besar, kontras tinggi, pembaca layar) dibandingkan dengan kandidat lain dalam sampel: skor skala adalah jumlah skor butir (jawaban kosong 0); selisih rata-rata terstandar adalah kelompok akomodasi dikurangi lainnya dibagi SD gabungan (d Cohen), dengan interval 95 %.',
  none: 'Tidak ada kandidat dalam sampel yang mengerjakan instrumen dengan akomodasi.',
  kinds: {
    extra_time: 'Waktu tambahan',
    breaks: 'Jeda',
    larger_text: 'Teks lebih besar',
    high_contrast: 'Kontras tinggi',
    screen_reader: 'Pembaca layar',
  },
  kindColumn: 'Akomodasi yang diberikan',
  granted: (a, o) => `${a} kandidat dengan akomodasi, ${o} lainnya.`,
  scale: 'Skala',
  total: 'Semua butir',
  columns: { group: 'Kelompok', mean: 'Rata-rata', sd: 'SD', smd: 'SMD', interval: 'Interval 95 %' },
  accommodated: 'Dengan akomodasi',
  others: 'Lainnya',
  tooFew: (who, n, needed) =>
    who === 'too-few-accommodated'
      ? `Kandidat dengan akomodasi terlalu sedikit (${sizeOf(n)}) untuk dibandingkan; dibutuhkan sedikitnya ${needed}.`
      : `Kandidat tanpa akomodasi terlalu sedikit (${sizeOf(n)}) untuk dibandingkan; dibutuhkan sedikitnya ${needed}.`,
  difTitle: 'DIF menurut akomodasi (dengan akomodasi terhadap lainnya)',
  difFound: (flagged) => `Butir dengan DIF besar (kelas ETS C): ${flagged}.`,
  difNone: (items) => `Tidak ada dari ${items} butir yang menunjukkan DIF besar (kelas ETS C).`,
  shows: {
    comparable:
      'Artinya: skor kandidat dengan akomodasi berbeda dari skor lainnya kurang dari 0,2 SD atau tidak melampaui kebetulan, dan tidak ada butir yang berfungsi berbeda bagi mereka: akomodasi menjaga skor tetap sebanding.',
    different: (scales) =>
      `Artinya: pada ${scales} skor kandidat dengan akomodasi berbeda dari lainnya 0,2 SD atau lebih di luar kebetulan, atau ada butir yang berfungsi berbeda bagi mereka; perlu ditelaah apakah akomodasinya atau kemampuan kandidat yang menjelaskannya.`,
  },
};

export const ACCOMMODATION_WORDS: Record<ReportLanguage, Words> = { en: EN, id: ID };

function refusalText(W: Words, refusal: AccommodationRefusal, t: ManualText): string {
  const n = refusal.n === null ? '< 5' : t.f.count(refusal.n);
  return W.tooFew(refusal.refused, n, t.f.count(refusal.needed));
}

export function writeAccommodation(
  w: ReportWriter,
  accommodation: EvidenceAccommodation | null | undefined,
  label: (id: string) => string,
  t: ManualText,
): void {
  const W = ACCOMMODATION_WORDS[t.lang];
  const { f } = t;
  w.heading(W.heading);
  w.text(W.intro, { size: 9 });
  if (!accommodation || accommodation.accommodated === 0) {
    w.text(W.none);
    return;
  }
  const count = (n: number | null) => (n === null ? '< 5' : f.count(n));
  w.text(W.granted(count(accommodation.accommodated), f.count(accommodation.others)));
  const kinds = Object.entries(accommodation.kinds) as Array<[AccommodationKind, number | null]>;
  if (kinds.length)
    w.table(
      [
        { header: W.kindColumn, width: 70 },
        { header: 'N', width: 30, align: 'right' },
      ],
      kinds.map(([kind, n]) => [W.kinds[kind] ?? kind, count(n)]),
    );
  const differing: string[] = [];
  if ('scales' in accommodation.scores) {
    const C = W.columns;
    w.table(
      [
        { header: W.scale, width: 22 },
        { header: C.group, width: 18 },
        { header: 'N', width: 10, align: 'right' },
        { header: C.mean, width: 12, align: 'right' },
        { header: C.sd, width: 10, align: 'right' },
        { header: C.smd, width: 10, align: 'right' },
        { header: C.interval, width: 18, align: 'right' },
      ],
      accommodation.scores.scales.flatMap((s) => {
        const name = s.dimension ?? W.total;
        const beyond = s.smd_lower !== null && s.smd_upper !== null && (s.smd_lower > 0 || s.smd_upper < 0);
        if (beyond && Math.abs(s.smd ?? 0) >= 0.2) differing.push(name);
        const interval =
          s.smd_lower === null ? '–' : `${f.fixed(s.smd_lower, 2)} … ${f.fixed(s.smd_upper, 2)}`;
        return [
          [
            name,
            W.accommodated,
            f.count(s.accommodated.n),
            f.fixed(s.accommodated.mean, 2),
            f.fixed(s.accommodated.sd, 2),
            f.fixed(s.smd, 2),
            interval,
          ],
          ['', W.others, f.count(s.others.n), f.fixed(s.others.mean, 2), f.fixed(s.others.sd, 2), '', ''],
        ];
      }),
      { size: 8 },
    );
  } else w.text(refusalText(W, accommodation.scores, t));
  w.subheading(W.difTitle, 30);
  let flagged: string[] = [];
  if ('comparison' in accommodation.dif) {
    const comparison = accommodation.dif.comparison as {
      result?: { items: Array<{ item: string; ets: string | null }> };
      unavailable?: string;
    };
    if (comparison.result) {
      flagged = comparison.result.items.filter((i) => i.ets === 'C').map((i) => label(i.item));
      w.text(
        flagged.length ? W.difFound(flagged.join(', ')) : W.difNone(f.count(comparison.result.items.length)),
      );
    } else if (comparison.unavailable) w.text(t.reason(comparison.unavailable));
  } else w.text(refusalText(W, accommodation.dif, t));
  if ('scales' in accommodation.scores)
    w.text(
      differing.length || flagged.length
        ? W.shows.different([...differing, ...flagged].join(', '))
        : W.shows.comparable,
      { colour: MUTED },
    );
}
