import { messageTable } from '../../lib/server-messages';

/**
 * What the evidence calls (analyses, norms, review flags, publishing parameters, the technical
 * manual, adverse impact) answer, in each language the server speaks. An analysis's status
 * (queued, running, failed) is a code of the API and stays as it is.
 */
export const EVIDENCE_MESSAGES = messageTable('evidence', {
  analystsOnly: {
    en: 'Only consultants and admins analyse instruments.',
    id: 'Hanya konsultan dan admin yang dapat menganalisis instrumen.',
  },
  instrumentUnknown: {
    en: 'instrument {id} is not published or does not exist',
    id: 'instrumen {id} belum diterbitkan atau tidak ada',
  },
  versionUnknown: {
    en: 'instrument {id} has no published version {version}',
    id: 'instrumen {id} tidak memiliki versi terbit {version}',
  },
  tooFewItems: {
    en: 'the instrument has fewer than two items an analysis can score (keyed choice or rating items)',
    id: 'instrumen memiliki kurang dari dua soal yang dapat dinilai oleh analisis (soal pilihan berkunci atau soal skala penilaian)',
  },
  priorNeeds3pl: {
    en: 'a prior on guessing is a choice of the 3PL model only (model {model})',
    id: 'prior pada tebakan hanya dapat dipilih untuk model 3PL (model {model})',
  },
  comparisonNeedsKeyed: {
    en: 'models are compared for instruments whose scored items are all right or wrong (Rasch, 2PL, 3PL); this one is calibrated with {model}',
    id: 'perbandingan model hanya untuk instrumen yang semua soal dinilainya bernilai benar atau salah (Rasch, 2PL, 3PL); instrumen ini dikalibrasi dengan {model}',
  },
  modelNeedsKeyed: {
    en: '{model} needs every scored item to be right or wrong, and this instrument has rating items (use GRM)',
    id: '{model} mengharuskan setiap soal yang dinilai bernilai benar atau salah, sedangkan instrumen ini memiliki soal skala penilaian (gunakan GRM)',
  },
  sampleTooSmall: {
    en: 'fewer than two completed participants match it, too few for an analysis',
    id: 'kurang dari dua peserta yang sudah selesai cocok dengan sampel ini, terlalu sedikit untuk analisis',
  },

  // Norms built from an analysis's sample
  normsNotDone: {
    en: 'analysis {id} is {status}; norms are built from a finished (done) analysis',
    id: 'analisis {id} berstatus {status}; norma dibuat dari analisis yang sudah selesai (done)',
  },
  normsNoBlueprint: {
    en: '{instrument} has no scoring blueprint in use, so it has no norms to build',
    id: '{instrument} tidak memiliki blueprint penilaian yang dipakai, sehingga tidak ada norma yang dapat dibuat',
  },
  normsTooFewOne: {
    en: 'only {n} participant of the sample is scored with the blueprint in use; a norm needs at least {min}',
    id: 'hanya {n} peserta dari sampel yang dinilai dengan blueprint yang dipakai; norma memerlukan paling sedikit {min}',
  },
  normsTooFewMany: {
    en: 'only {n} participants of the sample are scored with the blueprint in use; a norm needs at least {min}',
    id: 'hanya {n} peserta dari sampel yang dinilai dengan blueprint yang dipakai; norma memerlukan paling sedikit {min} peserta',
  },
  normsUnknownDimension: {
    en: "'{code}' is not a dimension of the blueprint in use",
    id: "'{code}' bukan dimensi dari blueprint yang dipakai",
  },
  normsNoProposal: {
    en: "no norm can be built for '{code}': {why}",
    id: "norma untuk '{code}' tidak dapat dibuat: {why}",
  },
  noProposal: { en: 'no proposal', id: 'tidak ada usulan' },
  normNoSpread: {
    en: 'every participant of the sample has the same raw score',
    id: 'semua peserta dalam sampel memiliki skor mentah yang sama',
  },
  normTooFewScoresOne: {
    en: 'only {n} participant has a score, fewer than {min}',
    id: 'hanya {n} peserta yang memiliki skor, kurang dari {min}',
  },
  normTooFewScoresMany: {
    en: 'only {n} participants have a score, fewer than {min}',
    id: 'hanya {n} peserta yang memiliki skor, kurang dari {min} peserta',
  },
  blueprintChanged: {
    en: 'The scoring blueprint changed while these norms were being saved; save them again.',
    id: 'Blueprint penilaian berubah saat norma ini sedang disimpan; simpan lagi.',
  },

  // Review flags on items
  adminsFlag: {
    en: 'Only admins flag items for review.',
    id: 'Hanya admin yang dapat menandai soal untuk ditinjau.',
  },
  adminsResolve: {
    en: 'Only admins resolve review flags.',
    id: 'Hanya admin yang dapat menyelesaikan tanda tinjauan.',
  },
  reviewUnknownInstrument: { en: 'there is no instrument {id}', id: 'instrumen {id} tidak ada' },
  reviewUnknownItem: {
    en: "the instrument has no item '{item}'",
    id: "instrumen tidak memiliki soal '{item}'",
  },
  reviewAnalysisOther: {
    en: 'analysis {analysis} is not an analysis of instrument {instrument}',
    id: 'analisis {analysis} bukan analisis dari instrumen {instrument}',
  },
  reviewAlreadyOpen: {
    en: "item {label} ('{item}') is already flagged for review; resolve that flag before flagging it again",
    id: "soal {label} ('{item}') sudah ditandai untuk ditinjau; selesaikan tanda tersebut sebelum menandainya lagi",
  },
  reviewAlreadyResolved: {
    en: 'review flag {id} is already resolved',
    id: 'tanda tinjauan {id} sudah diselesaikan',
  },

  // Publishing an analysis's calibrated parameters
  publishNotDone: {
    en: 'analysis {id} is {status}; only a finished (done) analysis has parameters to publish',
    id: 'analisis {id} berstatus {status}; hanya analisis yang sudah selesai (done) yang memiliki parameter untuk diterbitkan',
  },
  publishNoCalibration: {
    en: 'analysis {id} has no IRT calibration to publish',
    id: 'analisis {id} tidak memiliki kalibrasi IRT untuk diterbitkan',
  },
  /** `reason` is the engine's own word on why it did not calibrate. */
  publishNoCalibrationBecause: {
    en: 'analysis {id} has no IRT calibration to publish ({reason})',
    id: 'analisis {id} tidak memiliki kalibrasi IRT untuk diterbitkan ({reason})',
  },
  publishStaleVersion: {
    en: "the analysis calibrated version {analysed}, but version {newest} is the instrument's newest; publishing would drop the changes of version {newest}. Analyse version {newest} and publish from that analysis",
    id: 'analisis mengkalibrasi versi {analysed}, padahal versi {newest} adalah versi terbaru instrumen; penerbitan akan menghilangkan perubahan versi {newest}. Analisis versi {newest} lalu terbitkan dari analisis tersebut',
  },
  publishDraftPending: {
    en: 'the instrument has unpublished draft changes, which a version made from this analysis would silently drop; publish the draft (and analyse that version) or undo the changes first',
    id: 'instrumen memiliki perubahan draf yang belum diterbitkan, yang akan hilang begitu saja pada versi yang dibuat dari analisis ini; terbitkan draf tersebut (lalu analisis versinya) atau batalkan perubahan terlebih dahulu',
  },
  itemNotCalibrated: {
    en: '{items} is not calibrated by this analysis',
    id: '{items} tidak dikalibrasi oleh analisis ini',
  },
  itemsNotCalibrated: {
    en: '{items} are not calibrated by this analysis',
    id: '{items} tidak termasuk soal yang dikalibrasi oleh analisis ini',
  },
  andMore: { en: '{items} and {n} more', id: '{items} dan {n} lainnya' },
  /** `why` is the engine's own word on the parameters. */
  publishUnusableItem: {
    en: "the calibrated parameters of item '{item}' cannot be used for scoring ({why}); leave the item out",
    id: "parameter hasil kalibrasi soal '{item}' tidak dapat dipakai untuk penilaian ({why}); keluarkan soal tersebut",
  },

  // The technical manual
  manualsBusy: {
    en: 'The server is drawing other technical manuals; try again in a minute',
    id: 'Server sedang menyusun manual teknis lain; coba lagi dalam satu menit',
  },
  manualNotDone: {
    en: 'analysis {id} is {status}; a technical manual needs a finished (done) analysis',
    id: 'analisis {id} berstatus {status}; manual teknis memerlukan analisis yang sudah selesai (done)',
  },
  manualNoResult: {
    en: 'analysis {id} holds no result a manual can be written from (engine {engine}); run the analysis again',
    id: 'analisis {id} tidak memuat hasil yang dapat dijadikan manual (mesin {engine}); jalankan analisis lagi',
  },

  // Adverse impact
  unknownReference: {
    en: 'no group "{group}" of at least 5 people in these projects',
    id: 'tidak ada kelompok "{group}" dengan paling sedikit 5 orang di proyek-proyek ini',
  },
});
