/**
 * The scoring engine says in English why it could not compute a part of an analysis (a scale too
 * small to calibrate, M2 without degrees of freedom…), and an analysis stores that reason. Readers
 * of other languages get it in theirs: each reason the engine can give an analysis is matched here
 * (with its numbers and names kept) and said again; a reason not in the table is shown as the
 * engine wrote it.
 */

type Said = (...parts: string[]) => string;

/** A reason's English pattern and how it reads in Indonesian. */
const INDONESIAN: ReadonlyArray<[RegExp, Said]> = [
  [/^not asked for$/, () => 'tidak diminta'],
  [
    /^a scale of one item cannot be calibrated on its own$/,
    () => 'skala dengan satu butir tidak dapat dikalibrasi sendiri',
  ],
  [
    /^a one-factor omega needs at least three items$/,
    () => 'omega satu faktor memerlukan sedikitnya tiga butir',
  ],
  [
    /^omega needs at least three complete persons$/,
    () => 'omega memerlukan sedikitnya tiga orang dengan jawaban lengkap',
  ],
  [
    /^items are uncorrelated; no common factor$/,
    () => 'butir-butir tidak berkorelasi; tidak ada faktor bersama',
  ],
  [/^an analysis needs at least two persons$/, () => 'analisis memerlukan sedikitnya dua orang'],
  [
    /^an analysis needs at least two scored items$/,
    () => 'analisis memerlukan sedikitnya dua butir yang dinilai',
  ],
  [/^calibration needs at least one item$/, () => 'kalibrasi memerlukan sedikitnya satu butir'],
  [/^calibration needs at least one person$/, () => 'kalibrasi memerlukan sedikitnya satu orang'],
  [/^no scale could be calibrated$/, () => 'tidak ada skala yang dapat dikalibrasi'],
  [
    /^distractor analysis needs at least two persons$/,
    () => 'analisis pengecoh memerlukan sedikitnya dua orang',
  ],
  [
    /^item analysis needs at least two complete persons$/,
    () => 'analisis butir memerlukan sedikitnya dua orang dengan jawaban lengkap',
  ],
  [/^item analysis needs at least two items$/, () => 'analisis butir memerlukan sedikitnya dua butir'],
  [/^item fit needs at least two items$/, () => 'kecocokan butir memerlukan sedikitnya dua butir'],
  [/^no person answered any item$/, () => 'tidak ada orang yang menjawab satu butir pun'],
  [/^no person answered every item$/, () => 'tidak ada orang yang menjawab semua butir'],
  [/^the response matrix is empty$/, () => 'matriks jawaban kosong'],
  [/^the total score has no variance$/, () => 'skor total tidak memiliki variasi'],
  [/^adverse impact needs at least two groups$/, () => 'dampak merugikan memerlukan sedikitnya dua kelompok'],
  [
    /^the reference group selected nobody; ratios are undefined$/,
    () => 'kelompok acuan tidak meloloskan siapa pun; rasio tidak terdefinisi',
  ],
  [/^column (.+) has zero variance$/, (c) => `kolom ${c} tidak memiliki variasi`],
  [
    /^item #(\d+) has fewer than two observed categories$/,
    (n) => `butir #${n} memiliki kurang dari dua kategori yang teramati`,
  ],
  [/^group (.+) has no applicants$/, (g) => `kelompok ${g} tidak memiliki pelamar`],
  [/^EM did not converge in (\d+) cycles$/, (n) => `EM tidak konvergen dalam ${n} siklus`],
  [
    /^models are compared for keyed items \(Rasch, 2PL, 3PL\)$/,
    () => 'perbandingan model hanya untuk butir berkunci (Rasch, 2PL, 3PL)',
  ],
  [
    /^M2 is computed for scales of at most (\d+) items$/,
    (n) => `M2 dihitung untuk skala dengan paling banyak ${n} butir`,
  ],
  [
    /^M2 needs at least (\d+) persons who answered every item, (\d+) did$/,
    (need, did) =>
      `M2 memerlukan sedikitnya ${need} orang yang menjawab semua butir, hanya ${did} yang menjawab semua`,
  ],
  [
    /^M2 has no degrees of freedom \((\d+) margins, (\d+) parameters\)$/,
    (m, p) => `M2 tidak memiliki derajat bebas (${m} marginal, ${p} parameter)`,
  ],
  // Stored by analyses made before M2 took graded models.
  [
    /^M2 is computed here for dichotomous models \(Rasch, 2PL, 3PL\)$/,
    () => 'M2 dihitung untuk model dikotomi (Rasch, 2PL, 3PL)',
  ],
  [
    /^M2 of a dichotomous model needs items of two categories$/,
    () => 'M2 model dikotomi memerlukan butir dengan dua kategori',
  ],
  [
    /^(.+) is singular or not positive definite \(pivot (\d+)\)$/,
    (what, pivot) => `${what} singular atau tidak definit positif (pivot ${pivot})`,
  ],
  [/^a mean over nothing \(total weight 0\)$/, () => 'rata-rata atas nol data (bobot total 0)'],
  [
    /^indicator (.+): no answered items to take a person mean of$/,
    (i) => `indikator ${i}: tidak ada butir terjawab untuk rata-rata orang`,
  ],
  [
    /^indicator (.+): no answered items to average$/,
    (i) => `indikator ${i}: tidak ada butir terjawab untuk dirata-rata`,
  ],
  [/^only (\d+) stored draws to replay$/, (n) => `hanya ${n} undian tersimpan untuk diulang`],
  [
    /^no item can be calibrated \(item #(\d+): (.+)\)$/,
    (n, why) => `tidak ada butir yang dapat dikalibrasi (butir #${n}: ${engineReasonIn(why, 'id')})`,
  ],
  [
    /^item #(\d+): category (\d+) is never observed \(recode categories\)$/,
    (n, c) => `butir #${n}: kategori ${c} tidak pernah teramati (kodekan ulang kategorinya)`,
  ],
  [
    /^item (.+): no person with a non-extreme score answered it$/,
    (i) => `butir ${i}: tidak ada orang dengan skor tidak ekstrem yang menjawabnya`,
  ],
  [
    /^MAP estimate did not converge to a finite value$/,
    () => 'estimasi MAP tidak konvergen ke nilai berhingga',
  ],
  [
    /^ML estimation needs at least one answered item$/,
    () => 'estimasi ML memerlukan sedikitnya satu butir terjawab',
  ],
  [
    /^WLE estimation needs at least one answered item$/,
    () => 'estimasi WLE memerlukan sedikitnya satu butir terjawab',
  ],
  [/^WLE did not converge to a finite value$/, () => 'WLE tidak konvergen ke nilai berhingga'],
  [/^root is not bracketed$/, () => 'akar persamaan tidak terapit'],
  [
    /^column (.+) has no answers to take a median of$/,
    (c) => `kolom ${c} tidak memiliki jawaban untuk diambil mediannya`,
  ],
  [
    /^row (.+) has no answers to take a person mean of$/,
    (r) => `baris ${r} tidak memiliki jawaban untuk rata-rata orang`,
  ],
  [
    /^both groups need complete cases \(reference (\d+), focal (\d+)\)$/,
    (r, f) => `kedua kelompok memerlukan data lengkap (acuan ${r}, fokal ${f})`,
  ],
  [
    /^DIF needs at least two keyed items, or a scale of at least two rating items$/,
    () =>
      'DIF memerlukan sedikitnya dua butir berkunci, atau skala dengan sedikitnya dua butir skala penilaian',
  ],
  [/^mean of an empty sample$/, () => 'rata-rata dari sampel kosong'],
  [/^variance needs at least two values$/, () => 'varians memerlukan sedikitnya dua nilai'],
  [/^median of an empty sample$/, () => 'median dari sampel kosong'],
  [/^correlation needs at least two observations$/, () => 'korelasi memerlukan sedikitnya dua pengamatan'],
  [/^covariance needs at least two cases$/, () => 'kovarians memerlukan sedikitnya dua kasus'],
];

/**
 * The engine's reason in the reader's language. A reason prefixed with a model ("3PL: …") keeps
 * the model and says the rest; one the table does not know stays as the engine wrote it.
 */
export function engineReasonIn(reason: string, lang: string | null | undefined): string {
  if (!lang?.toLowerCase().startsWith('id')) return reason;
  const prefixed = /^(Rasch|2PL|3PL|GRM): (.+)$/.exec(reason);
  if (prefixed) return `${prefixed[1]}: ${engineReasonIn(prefixed[2], lang)}`;
  for (const [pattern, said] of INDONESIAN) {
    const match = pattern.exec(reason);
    if (match) return said(...match.slice(1));
  }
  return reason;
}
