import { DEMOGRAPHIC_GROUP_WORDS } from './demographic-groups.labels';
import type { ManualLabels } from './technical-manual-en.labels';

// The technical manual in Bahasa Indonesia, as a psychometrician writes it: butir, sampel,
// reliabilitas, kalibrasi, galat baku, daya beda, keberfungsian butir diferensial (DIF), norma.

export const MANUAL_ID: ManualLabels = {
  fileWords: 'manual teknis',
  title: 'Manual teknis',
  docTitle: (instrument, version) => `${instrument} versi ${version} - manual teknis`,
  runningHead: (instrument, version) => `Manual teknis · ${instrument} · versi ${version}`,
  footer: (product, engine, analysis, sample) =>
    `mesin ${product} ${engine} · analisis #${analysis} · sampel: ${sample}`,
  page: (page, pages) => `halaman ${page} dari ${pages}`,
  codeLine: (code, version, published) => `Kode ${code} · versi ${version} (terbit ${published})`,
  titlePairs: {
    instrument: 'Instrumen',
    code: 'Kode',
    version: 'Versi',
    generated: 'Dibuat',
    engine: 'Versi mesin',
    analysis: 'Analisis',
    sample: 'Sampel',
  },
  engineName: (product, engine) => `mesin ${product} ${engine}`,
  analysisFinished: (id, finished) => `#${id}, selesai ${finished}`,
  sampleCompleted: (n) => `N = ${n} peserta yang telah selesai`,
  traceability:
    'Setiap angka dalam manual ini berasal dari analisis yang disebut di atas, dijalankan oleh versi mesin yang disebut di atas pada sampel yang diuraikan di bagian 2. Analisis yang sama, dijalankan ulang pada sampel yang sama dengan versi mesin yang sama, menghasilkan angka yang sama. Tidak ada isi manual ini yang mengidentifikasi peserta: sampel hanya diuraikan dengan jumlah, dan kelompok yang beranggotakan kurang dari 5 orang ditulis "kurang dari 5".',
  sampleShort: (n, projects, period) => `N = ${n}, ${projects} proyek${period ? `, ${period}` : ''}`,
  periodShort: (from, to) => `${from} s.d. ${to}`,
  whichProjects: (_count, names) => `proyek ${names}`,
  everyProject: 'semua proyek yang boleh dilihat analis dan memakai versi instrumen ini',
  completedBetween: (from, to) => `yang selesai antara ${from} dan ${to} (inklusif)`,
  completedFrom: (from) => `yang selesai pada atau sesudah ${from}`,
  completedTo: (to) => `yang selesai pada atau sebelum ${to}`,
  completedAnyTime: 'kapan pun mereka selesai',
  inSector: (sector) => `, dari korporat di sektor ‘${sector}’ beserta subsektornya`,
  sampleHolds: (which, period, sector, version) =>
    `Sampel terdiri atas peserta yang telah selesai dari ${which}, ${period}${sector}, yang mengerjakan bentuk dasar versi ${version} (bentuk paralel tidak disertakan). Peserta yang telah dihapus serta proyek atau korporat yang telah dihapus tidak diikutkan.`,
  sampleCounts: (n, projects, corporates, first, last) =>
    `Sampel berisi N = ${n} peserta dari ${projects} proyek milik ${corporates} korporat, yang selesai antara ${first} dan ${last}.`,
  fewerThan: (min) => `kurang dari ${min}`,
  notGiven: 'tidak diisi',
  groups: DEMOGRAPHIC_GROUP_WORDS.id,
  purpose: '1 Tujuan dan isi',
  kindWords: {
    ability: 'tes kemampuan (butir dengan jawaban benar)',
    personality: 'kuesioner kepribadian',
    situational_judgement: 'tes penilaian situasional',
    survey: 'survei',
  },
  kindNames: {
    ability: 'kemampuan',
    personality: 'kepribadian',
    situational_judgement: 'penilaian situasional',
    survey: 'survei',
  },
  typeWords: {
    single: 'pilihan tunggal',
    multiple: 'pilihan ganda kompleks',
    'true-false': 'benar / salah',
    likert: 'skala penilaian (Likert)',
    'forced-choice': 'pilihan paksa',
    ranking: 'peringkat',
    numeric: 'jawaban angka',
    text: 'teks terbuka',
  },
  purposeText: (name, code, kind, version, published) =>
    `${name} (kode ${code}) adalah ${kind}. Manual ini mendokumentasikan versi ${version}, yang terbit pada ${published}: isinya, sampel tempat instrumen dianalisis, serta bukti tentang butir, reliabilitas, kalibrasi, norma, dan keadilannya.`,
  purposePairs: { kind: 'Jenis', items: 'Butir', types: 'Jenis butir' },
  itemsInSections: (items, sections) => `${items} butir dalam ${sections} bagian`,
  sections: 'Bagian',
  sectionColumns: { section: 'Bagian', items: 'Butir', timeLimit: 'Batas waktu' },
  untimed: 'tanpa batas waktu',
  minutes: (m) => `${m} menit`,
  scoring: 'Penskoran',
  scoredItems: (analysed, all, keyed, rated) =>
    `Analisis menskor ${analysed} dari ${all} butir: ${keyed} berkunci (1 untuk jawaban benar, 0 untuk lainnya; jawaban kosong dihitung salah) dan ${rated} berskala penilaian (menurut kategori, dibalik bila butirnya berarah negatif; penilaian kosong diisi median butir).`,
  dimensionsMeasured: (count, names) => `Butir-butir ini mengukur ${count} dimensi (${names}).`,
  noDimensions: 'Butir tidak ditandai dengan dimensi, sehingga dianalisis sebagai satu skala.',
  rawScoreWords: { sum: 'jumlah skor butir', mean: 'rerata skor butir' },
  scoredWithBlueprint: (name, version, raw) =>
    `Peserta diskor dengan cetak biru ‘${name}’ (versi ${version}); skor mentah suatu dimensi adalah ${raw}, yang diubah menjadi skor baku dengan norma di bagian 7.`,
  noBlueprint:
    'Instrumen ini belum memakai cetak biru penskoran: peserta diskor menurut jumlah jawaban benar, tanpa norma.',
  sample: '2 Sampel',
  smallGroups:
    'Kelompok yang beranggotakan kurang dari 5 orang ditulis "kurang dari 5", bukan jumlahnya, agar tidak ada orang yang dapat dikenali.',
  makeUpVariables: {
    gender: 'Jenis kelamin',
    age_band: 'Kelompok usia (saat selesai)',
    education_level: 'Pendidikan',
  },
  byVariable: {
    gender: 'Menurut jenis kelamin',
    age_band: 'Menurut kelompok usia (saat selesai)',
    education_level: 'Menurut pendidikan',
  },
  share: 'Proporsi',
  itemStatistics: '3 Statistik butir',
  itemStatisticsText: (easy, hard, low) =>
    `Tingkat kesukaran adalah proporsi jawaban benar (butir berkunci) atau rerata kategori sebagai proporsi kategori tertinggi (butir berskala penilaian). Korelasi butir-total terkoreksi menghubungkan butir dengan total butir lain pada dimensinya. Jawaban kosong adalah proporsi sampel yang tidak menjawab butir; waktu adalah median detik yang dipakai untuk butir. Tanda: terlalu mudah (tingkat kesukaran di atas ${easy}), terlalu sukar (di bawah ${hard}), daya beda rendah (r terkoreksi di bawah ${low}), daya beda negatif, tidak cocok (S-X², bagian 6), DIF (kelas ETS C, bagian 8).`,
  itemColumns: {
    item: 'Butir',
    dimension: 'Dimensi',
    difficulty: 'Kesukaran',
    corrected: 'r terkoreksi',
    alphaIfDeleted: 'Alfa bila dihapus',
    omitted: 'Kosong',
    medianTime: 'Median waktu',
    flags: 'Tanda',
  },
  seconds: (s) => `${s} dtk`,
  flagWords: {
    'too-easy': 'terlalu mudah',
    'too-hard': 'terlalu sukar',
    'low-discrimination': 'daya beda rendah',
    'negative-discrimination': 'daya beda negatif',
    misfit: 'tidak cocok',
    dif: 'DIF',
    'non-functioning': 'tidak berfungsi',
    'positive-distractor': 'pengecoh positif',
    'negative-key': 'kunci negatif',
  },
  distractors: '4 Pengecoh',
  distractorsUnavailable: (why) => `Analisis pengecoh tidak dapat dilakukan pada sampel ini: ${why}.`,
  notStored: 'hasil yang tersimpan tidak memuatnya',
  distractorsText:
    'Untuk setiap butir pilihan berkunci, mesin menghitung seberapa sering setiap opsi dipilih, korelasi point-biserial antara memilih opsi itu dan skor total, serta selisih antara sepertiga atas dan sepertiga bawah sampel. Pengecoh yang dipilih kurang dari 5 % tidak berfungsi; pengecoh dengan point-biserial positif menarik orang yang mampu (kemungkinan ada jawaban benar kedua); kunci dengan point-biserial nol atau kurang tidak membedakan orang yang mampu dari yang kurang mampu. Hanya butir dengan opsi bertanda yang dicantumkan.',
  noFlaggedOption: (count) => `Tidak satu pun dari ${count} butir pilihan berkunci memiliki opsi bertanda.`,
  distractorColumns: {
    option: 'Opsi',
    chosen: 'Dipilih',
    pointBiserial: 'Point-biserial',
    upperLower: 'Atas − bawah',
  },
  omittedOption: 'kosong',
  keyOption: (option) => `${option} (kunci)`,
  reliability: '5 Reliabilitas',
  reliabilityText:
    'Per dimensi (dan untuk semua butir bersama): alfa Cronbach dengan interval kepercayaan 95 % (Feldt), omega total McDonald dari model satu faktor, dan galat baku pengukuran SEM = SD · √(1 − alfa) dalam satuan skor mentah.',
  allItems: 'Semua butir',
  notComputed: (why) => `tidak dihitung: ${why}`,
  interval: (lower, upper) => `${lower} s.d. ${upper}`,
  reliabilityColumns: { items: 'Butir', alpha: 'Alfa', ci: 'IK 95 %', omega: 'Omega', meanSd: 'Rerata (SD)' },
  irt: '6 Teori respons butir',
  irtUnavailable: (why) => `Kalibrasi IRT tidak dapat dilakukan pada sampel ini: ${why}.`,
  modelNames: {
    Rasch: 'Rasch',
    '1PL': '1PL',
    '2PL': '2PL',
    '3PL': '3PL',
    GRM: 'respons bertingkat (GRM)',
  },
  irtText: (model, method, persons, patterns, converged, cycles, logLikelihood, alpha) =>
    `Model: ${model}, diestimasi dengan kemungkinan maksimum marginal (${method}) pada ${persons} orang (${patterns} pola jawaban berbeda); ${converged ? 'konvergen' : 'tidak konvergen'} setelah ${cycles} siklus EM (log-likelihood ${logLikelihood}). Kemampuan θ diskalakan N(0, 1) pada sampel ini. Untuk setiap butir: daya beda a, ambang b beserta galat bakunya (SE), dan kecocokan butir S-X² (Orlando dan Thissen) dengan derajat bebas dan p; butir dengan p di bawah ${alpha} ditandai tidak cocok.`,
  scalesText: (count, scales) =>
    `Instrumen ini mengukur ${count} dimensi, sehingga setiap dimensi dikalibrasi pada θ-nya sendiri (satu model untuk butir dari trait yang berbeda akan mencampurnya); angka di atas adalah jumlah dan hitungan terbesar dari semua skala: ${scales}.`,
  noDimension: 'tanpa dimensi',
  scaleNotCalibrated: (dimension, why) => `${dimension} tidak dikalibrasi (${why})`,
  scaleCalibrated: (dimension, items, logLikelihood, converged, cycles) =>
    `${dimension} ${items} butir, log-likelihood ${logLikelihood}, ${converged ? 'konvergen' : 'tidak konvergen'} setelah ${cycles} siklus`,
  fitUnavailable: (why) => `Kecocokan butir tidak dihitung: ${why}.`,
  irtColumns: { seA: 'SE a', seB: 'SE b', cSe: 'c (SE)', fit: 'Kecocokan' },
  misfit: 'tidak cocok',
  fits: 'cocok',
  lessThan: (p) => `< ${p}`,
  guessingPrior: (alpha, beta, mean) =>
    `Parameter tebakan c diberi prior Beta(${alpha}, ${beta}) (rerata ${mean}): estimasinya adalah modus posterior, stabil pada sampel kecil tetapi tertarik ke rerata prior bila kandidat tidak menebak.`,
  noGuessingPrior:
    'Parameter tebakan c tidak diberi prior: c diestimasi dengan kemungkinan maksimum, yang pada sampel kecil dapat menuju 0 atau tidak stabil.',
  raschFit: 'Kecocokan Rasch',
  raschFitText: (estimator) =>
    `Infit adalah rerata kuadrat residu berbobot informasi, outfit rerata kuadrat tanpa bobot (peka terhadap jawaban mengejutkan yang jauh dari tingkat butir, seperti tebakan beruntung); keduanya bernilai 1 bila jawaban sesuai model Rasch: di atas 1,3 butir lebih acak daripada yang diharapkan model, di bawah 0,7 lebih mudah diramalkan. ZSTD adalah rerata kuadrat yang dibakukan: di luar ±2 penyimpangannya melebihi kebetulan. Kemampuan orang untuk residu diestimasi dengan ${estimator}.`,
  estimators: { ML: 'kemungkinan maksimum', WLE: 'kemungkinan berbobot (Warm)' },
  raschColumns: {
    difficulty: 'Kesukaran',
    count: 'N',
    infit: 'Infit MNSQ',
    infitZ: 'ZSTD',
    outfit: 'Outfit MNSQ',
    outfitZ: 'ZSTD',
  },
  personFit: (fitted, misfitting, extreme) =>
    `Kecocokan orang (lz*): ${fitted} orang dihitung kecocokannya, ${misfitting} di antaranya dengan lz* di bawah −2 (jawaban kurang konsisten daripada yang dimungkinkan model: menebak, ceroboh); ${extreme} orang dengan semua jawaban benar atau semua salah tidak memiliki nilai kecocokan.`,
  raschFitUnavailable: (why) => `Kecocokan Rasch tidak dihitung: ${why}.`,
  globalFit: 'Kecocokan global (M2)',
  globalFitText:
    'M2 (Maydeu-Olivares dan Joe) membandingkan proporsi yang menjawab benar setiap butir dan setiap pasangan butir dengan prediksi model, setelah bagian yang dijelaskan parameter terestimasi dikeluarkan; statistik ini berdistribusi χ² dengan derajat bebas (marginal − parameter). RMSEA di bawah 0,05 menandakan kecocokan yang baik; pada sampel besar p kecil dengan RMSEA kecil lazim terjadi.',
  globalFitLine: (scale, m2, df, p, rmsea, lower, upper) =>
    `${scale ? `${scale}: ` : ''}M2 = ${m2}, db ${df}, p ${p}; RMSEA ${rmsea} (interval 90 % ${lower}–${upper}).`,
  globalFitUnavailable: (scale, why) => `${scale ? `${scale}: ` : ''}M2 tidak dihitung: ${why}.`,
  calibrationFlags: 'Butir yang disiasati kalibrasi',
  calibrationFlagsText: (count) =>
    `${count} butir tidak dapat diestimasi sebagaimana diminta; kalibrasi dilanjutkan tanpa butir itu atau dengan daya bedanya ditahan:`,
  flagUpper: (item, limit) =>
    `${item}: daya beda ditahan pada batas atas ${limit}; jawaban butir berubah dari salah ke benar hampir pada satu titik skala (mendekati Guttman), sehingga daya bedanya tidak memiliki estimasi berhingga dan tidak memiliki galat baku.`,
  flagLower: (item, limit) =>
    `${item}: daya beda ditahan pada batas bawah ${limit}; butir tidak membedakan (atau membedakan ke arah yang salah), sehingga tingkat kesukarannya tidak bermakna dan daya bedanya tidak memiliki galat baku.`,
  flagNoVariance: (item, why) =>
    `${item}: ${why}, sehingga butir tidak memberi informasi tentang kemampuan; dikeluarkan dari kalibrasi.`,
  flagExcluded: (item, why) => `${item}: dikeluarkan dari kalibrasi: ${why}.`,
  flagOther: (item) => `${item}: dikeluarkan dari kalibrasi.`,
  nobodyAnswered: 'tidak ada yang menjawabnya',
  everyoneGave: (answer) => `semua yang menjawabnya memberi jawaban ${answer}`,
  categoryNever: (category, top) =>
    `kategori ${category} tidak pernah muncul (kode sampai ${top}): kodekan ulang kategorinya agar butir dapat dikalibrasi`,
  comparison: 'Perbandingan model',
  comparisonText: (persons) =>
    `${persons} orang yang sama pada setiap model: AIC dan BIC yang lebih rendah lebih baik (BIC membebankan lebih banyak untuk setiap parameter). Uji rasio kemungkinan menanyakan apakah model yang lebih kaya lebih cocok daripada yang dihasilkan kebetulan.`,
  comparisonUnavailable: (why) => `Model tidak dapat dibandingkan: ${why}.`,
  comparisonColumns: { model: 'Model', parameters: 'Parameter' },
  withPrior: '3PL (prior pada tebakan)',
  withoutPrior: '3PL (tanpa prior)',
  lowest: 'terendah',
  testFigures: (restricted, general, chiSquare, df, p) =>
    `${restricted} terhadap ${general}: χ² = ${chiSquare}, db ${df}, p ${p}`,
  richerNeeded: (restricted, general) => `${general} lebih cocok daripada ${restricted} melampaui kebetulan.`,
  simplerSuffices: (restricted, general) =>
    `${general} tidak lebih cocok daripada yang dihasilkan kebetulan: ${restricted} sudah cukup.`,
  lowerMaximum: (restricted, general) =>
    `${general} menghasilkan kemungkinan lebih rendah daripada ${restricted} yang dicakupnya: estimasinya berhenti pada maksimum yang lebih rendah, jadi jangan mengandalkan estimasinya.`,
  boundary:
    'Tanpa tebakan (c = 0) berada di tepi nilai yang mungkin bagi c, sehingga p ini konservatif: model lebih kaya yang ditolak uji ini kadang tetap diperlukan.',
  penalised:
    '3PL di sini memakai prior pada tebakan: kemungkinannya diambil pada estimasi yang diberi bobot prior, sehingga uji ini hanya panduan, bukan uji yang tepat. Jalankan analisis dengan prior nonaktif untuk uji yang tepat.',
  testInformation: 'Informasi tes',
  testInformationOf: (dimension) => `Informasi tes: ${dimension}`,
  itemsWithoutDimension: 'butir tanpa dimensi',
  informationText:
    'Fungsi informasi tes I(θ) adalah jumlah informasi butir-butirnya; galat baku estimasi kemampuan kira-kira 1 / √I(θ). Instrumen mengukur paling cermat di tempat kurvanya paling tinggi.',
  informationPerScale: 'Setiap dimensi memiliki θ dan kurvanya sendiri.',
  abilityAxis: 'kemampuan θ',
  informationAxis: 'informasi I(θ)',
  informationPeak: (peak, at, seLow, seMid, seHigh, low, high) =>
    `Informasi tertinggi ${peak} pada θ = ${at}. Galat baku θ: ${seLow} pada θ = ${low}, ${seMid} pada θ = 0, ${seHigh} pada θ = ${high}.`,
  norms: '7 Norma',
  noNorms:
    'Instrumen ini belum memakai cetak biru penskoran, sehingga tidak memiliki norma: skornya adalah skor mentah.',
  normsText: (name, version) =>
    `Norma cetak biru ‘${name}’ (versi ${version}), yang saat ini menskor instrumen. Norma disusun dari kelompok normanya sendiri; sampel manual ini bukan salah satunya kecuali norma menyatakannya.`,
  noNormTables: 'Cetak biru ini tidak memiliki tabel norma: skornya adalah skor mentah.',
  normColumns: {
    group: 'Kelompok norma',
    date: 'Tanggal',
    version: 'Versi',
    method: 'Metode (skala)',
    mean: 'Rerata',
  },
  methodWords: { parametric: 'parametrik', table: 'tabel norma' },
  scaleWords: { percentile: 'persentil' },
  fairness: '8 Keadilan',
  dif: 'Keberfungsian butir diferensial (DIF)',
  difText:
    'Butir menunjukkan DIF bila orang dengan kemampuan setara tetapi dari kelompok berbeda memiliki peluang berbeda untuk menjawabnya dengan benar. Prosedur Mantel–Haenszel membandingkan kelompok fokal dengan kelompok acuan di dalam strata skor total yang sama; MH Δ = −2,35 · ln(MH α), negatif bila butir menguntungkan kelompok acuan. Kelas ETS (Zwick 2012): A, dapat diabaikan (|Δ| di bawah 1 atau tidak signifikan); B, ringan hingga sedang (|Δ| sedikitnya 1 dan signifikan, tetapi bukan C); C, sedang hingga besar (|Δ| sedikitnya 1,5 dan signifikan di atas 1). Butir kelas B ditelaah isinya; butir kelas C direvisi atau dihapus kecuali isinya membenarkan perbedaan itu. Butir berskala penilaian (seperti skala persetujuan) dibandingkan di dalam strata total skalanya sendiri dengan uji Mantel untuk respons berurutan dan selisih rerata terbakukan SMD (rerata skor butir kelompok fokal dikurangi rerata kelompok acuan pada total yang sama, dibobot menurut kelompok fokal; negatif bila butir menguntungkan kelompok acuan); kelas ETS-nya (Zwick, Thomas & Mazzeo 1997) adalah AA bila uji tidak signifikan atau |SMD/SD| paling besar 0,17, CC bila signifikan dan |SMD/SD| di atas 0,25, dan BB untuk lainnya.',
  noDif: 'Tidak ada perbandingan DIF: sampel tidak memuat dua kelompok untuk dibandingkan.',
  difVariables: { gender: 'Jenis kelamin', age_band: 'Kelompok usia', education_level: 'Pendidikan' },
  difTitle: (variable, focal, reference) => `${variable}: ${focal} (fokal) terhadap ${reference} (acuan)`,
  difNotComputed: (why) => `Tidak dihitung: ${why}.`,
  difCounts: (n, reference, focal) => `N = ${n}: ${reference} acuan, ${focal} fokal.`,
  difColumns: { etsClass: 'Kelas ETS', favours: 'Menguntungkan', strata: 'Strata' },
  classBorC: (items) => `Kelas B atau C: ${items}.`,
  noClassBorC: 'Tidak ada butir di kelas B atau C.',
  adverseImpact: 'Dampak merugikan (adverse impact)',
  noAdverseImpact:
    'Dampak merugikan (aturan empat perlima pada rasio seleksi) tidak dihitung oleh analisis ini: perhitungannya memerlukan keputusan seleksi (skor batas), yang tidak dibuat oleh analisis butir. Meja kerja bukti menghitungnya untuk keputusan kecocokan jabatan suatu proyek.',
  adverseImpactText: (reference, threshold) =>
    `Rasio seleksi setiap kelompok terhadap kelompok acuan ${reference}; rasio di bawah ${threshold} tidak memenuhi aturan empat perlima.`,
  impactColumns: {
    group: 'Kelompok',
    rate: 'Rasio seleksi',
    ratio: 'Rasio dampak',
    rule: 'Aturan empat perlima',
  },
  oversight: 'Praktik pengawasan',
  oversightText: [
    'Kecocokan jabatan tidak pernah memutuskan. Setiap proyek menentukan apakah kecocokan jabatan hanya mengurutkan kandidat (bawaan) atau juga boleh menyarankan praseleksi terhadap batas; saran bernilai terima bila seluruh rentang 80 % kecocokan berada di atas atau sama dengan batas, tolak bila seluruh rentang di bawahnya, dan tunda bila rentang melintasi batas.',
    'Peninjau (konsultan atau kolaborator proyek) mencatat setiap keputusan — terima, tolak atau tunda — beserta alasannya. Saran pada saat itu disimpan di sampingnya, keputusan yang berbeda ditandai sebagai penyimpangan, dan setiap keputusan adalah catatan baru: yang lebih dahulu tidak pernah ditimpa. Setiap keputusan tercatat di log audit beserta peninjaunya.',
    'Setiap keputusan menyimpan perhitungan yang mendasarinya: versi instrumen, blueprint, norma dan mesin, skor mentah dan skor ternorma, kompetensi dengan target dan bobotnya, serta kecocokan jabatan dengan rentangnya. Catatan disimpan selama masa retensi proyek (bawaan enam bulan setelah keputusan, dapat diperpanjang) lalu dihapus; log keputusan proyek diekspor sebagai .zip bertanda tangan Ed25519 yang dapat diperiksa siapa pun dengan kunci publik yang diterbitkan.',
    'Setiap kandidat dapat membuka penjelasan keputusan dari halaman selesai, dalam bahasanya: apa yang diukur, skornya beserta rentangnya, bagaimana rekomendasi dibentuk, siapa yang memutuskan dan kapan, serta formulir keberatan yang sampai kepada staf proyek.',
  ],
  passes: 'memenuhi',
  fails: 'tidak memenuhi',
  impactOverTime: 'Dampak merugikan dari waktu ke waktu',
  impactOverTimeText: (cut, threshold) =>
    `Keputusan kecocokan jabatan kandidat dalam sampel, per triwulan penyelesaian: kecocokan jabatan ${cut} atau lebih dihitung terseleksi, tingkat setiap kategori dibandingkan dengan yang tertinggi, dan rasio dampak terendah setiap bidang ditampilkan dengan p eksak Fisher. Rasio di bawah ${threshold} tidak memenuhi aturan empat perlima; rasio yang turun dari triwulan ke triwulan adalah pergeseran yang perlu ditelaah sebelum audit bias tahunan.`,
  noImpactOverTime: (cut) =>
    `Tidak ada kandidat dalam sampel yang memiliki kecocokan jabatan, sehingga tidak ada keputusan seleksi (kecocokan jabatan ${cut} atau lebih) untuk diikuti dari waktu ke waktu.`,
  impactOverTimeColumns: {
    period: 'Triwulan',
    field: 'Bidang',
    lowest: 'Rasio terendah: kategori terhadap acuan',
    ratio: 'Rasio dampak',
    rule: 'Aturan empat perlima',
  },
  lowestAgainst: (category, reference) => `${category} terhadap ${reference}`,
  notComparedShort: 'tidak dibandingkan',
  impactOverTimeNote:
    'Kategori di bawah 2 % kandidat suatu triwulan atau kurang dari 5 kandidat tidak dibandingkan; N menghitung kandidat yang bidangnya diketahui. Audit bias di meja kerja bukti memberikan setiap kategori, irisannya, dan ringkasan publik.',
};
