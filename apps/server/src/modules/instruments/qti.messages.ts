import { messageTable } from '../../lib/server-messages';

/**
 * The QTI import report's reasons and the QTI calls' refusals. A reason completes "this item …"
 * in either language; QTI's own names (interactions, templates) stay as QTI writes them.
 */
export const QTI_MESSAGES = messageTable('qti', {
  packageTooLarge: {
    en: 'the package is too large to unpack here (at most {files} files and 128 MB unpacked)',
    id: 'paket terlalu besar untuk dibuka di sini (paling banyak {files} berkas dan 128 MB setelah dibuka)',
  },
  notWellFormed: {
    en: 'is not well-formed XML: {detail}',
    id: 'bukan XML yang valid: {detail}',
  },
  notAnItem: { en: 'is not an assessment item', id: 'bukan butir penilaian (assessment item)' },
  noBody: { en: 'has no item body', id: 'tidak memiliki isi butir (item body)' },
  noInteraction: {
    en: 'has no interaction (nothing to answer)',
    id: 'tidak memiliki interaksi (tidak ada yang dijawab)',
  },
  severalInteractions: {
    en: 'has {n} interactions ({names}); an item here holds one',
    id: 'memiliki {n} interaksi ({names}); satu butir di sini hanya memuat satu',
  },
  noItemType: {
    en: 'uses {name}, an interaction no item type here can show',
    id: 'memakai {name}, interaksi yang tidak dapat ditampilkan oleh tipe butir mana pun di sini',
  },
  templateItem: {
    en: 'is a template item (its values are drawn at test time), which cannot be carried',
    id: 'adalah butir templat (nilainya diundi saat tes), yang tidak dapat dibawa',
  },
  adaptiveItem: {
    en: 'is an adaptive item (several attempts with feedback), which cannot be carried',
    id: 'adalah butir adaptif (beberapa percobaan dengan umpan balik), yang tidak dapat dibawa',
  },
  customProcessing: {
    en: 'has custom response processing, which cannot be carried (only the standard templates and tolerance checks can)',
    id: 'memiliki pemrosesan respons khusus, yang tidak dapat dibawa (hanya templat standar dan pemeriksaan toleransi yang dapat)',
  },
  unknownTemplate: {
    en: "uses the response processing template '{template}', which cannot be carried",
    id: "memakai templat pemrosesan respons '{template}', yang tidak dapat dibawa",
  },
  noCorrectResponse: {
    en: 'is scored by match_correct but has no correct response',
    id: 'dinilai dengan match_correct tetapi tidak memiliki jawaban benar',
  },
  correctNotChoice: {
    en: "its correct response '{value}' is not one of its choices",
    id: "jawaban benarnya '{value}' bukan salah satu pilihannya",
  },
  mappingBounds: {
    en: "its mapping's bounds (lower {lower}, upper {upper}) would change scores here, so they cannot be carried",
    id: 'batas pemetaannya (bawah {lower}, atas {upper}) akan mengubah skor di sini, sehingga tidak dapat dibawa',
  },
  mappingNotCarried: {
    en: 'is scored by map_response on a {name}, which cannot be carried',
    id: 'dinilai dengan map_response pada {name}, yang tidak dapat dibawa',
  },
  asymmetricTolerance: {
    en: 'has a tolerance that differs below and above the key ({below} / {above}), which cannot be carried',
    id: 'memiliki toleransi yang berbeda di bawah dan di atas kunci ({below} / {above}), yang tidak dapat dibawa',
  },
  notNumber: {
    en: "its correct response '{value}' is not a number",
    id: "jawaban benarnya '{value}' bukan angka",
  },
  unkeyedToLikert: {
    en: 'has no key: imported as a Likert item of {n} points (the choices score 1 to {n})',
    id: 'tidak memiliki kunci: diimpor sebagai butir Likert {n} poin (pilihan bernilai 1 sampai {n})',
  },
  orderAgreement: {
    en: 'a ranking item here scores its agreement with the correct order, not all or nothing',
    id: 'butir peringkat di sini dinilai dari kesesuaiannya dengan urutan benar, bukan semua atau tidak sama sekali',
  },
  textMappingNonPositive: {
    en: 'its text answers scoring 0 or less (and any default score) were left out: other answers score 0 here',
    id: 'jawaban teks yang bernilai 0 atau kurang (dan nilai bawaannya) tidak dibawa: jawaban lain bernilai 0 di sini',
  },
  textMixedCase: {
    en: 'its accepted answers mixed case rules: any letter case is accepted here',
    id: 'jawaban yang diterima memakai aturan huruf besar/kecil yang berbeda: di sini huruf besar/kecil bebas',
  },
  noProcessingScored: {
    en: 'has no response processing: scored by its correct response',
    id: 'tidak memiliki pemrosesan respons: dinilai dengan jawaban benarnya',
  },
  mediaMissing: {
    en: "refers to '{file}', which is not in the package: left out",
    id: "merujuk ke '{file}', yang tidak ada di paket: dihilangkan",
  },
  mediaUnsupported: {
    en: "shows '{file}', a kind of file that cannot be shown here: left out",
    id: "menampilkan '{file}', jenis berkas yang tidak dapat ditampilkan di sini: dihilangkan",
  },
  passageInlined: {
    en: "its passage '{file}' is shown in the stem",
    id: "bacaannya '{file}' ditampilkan di dalam stem",
  },
  feedbackLeftOut: {
    en: 'its feedback and rubric blocks for candidates are not shown here',
    id: 'umpan balik dan blok rubrik untuk peserta tidak ditampilkan di sini',
  },
  invalidItem: { en: 'is not a valid item here: {detail}', id: 'bukan butir yang valid di sini: {detail}' },
  emptied: {
    en: '{what} is empty once unsafe HTML is removed',
    id: '{what} kosong setelah HTML yang tidak aman dihapus',
  },
  notInPackage: {
    en: 'is named by imsmanifest.xml but is not in the package',
    id: 'disebut oleh imsmanifest.xml tetapi tidak ada di paket',
  },
  analysisGone: {
    en: 'this import analysis is no longer available (it was confirmed, or expired after an hour): upload the package again',
    id: 'analisis impor ini sudah tidak tersedia (sudah dikonfirmasi, atau kedaluwarsa setelah satu jam): unggah paket lagi',
  },
  nothingToImport: {
    en: 'the package has no item that can be imported',
    id: 'paket tidak memiliki butir yang dapat diimpor',
  },
  forcedChoiceNotExported: {
    en: 'is a forced-choice block, which QTI cannot hold',
    id: 'adalah blok pilihan paksa (forced choice), yang tidak dapat dimuat QTI',
  },
  associateAsMatch: {
    en: 'is an associateInteraction, imported as a match of its choices with themselves: each pair of the key and mapping now reads from its first choice to its second',
    id: 'adalah associateInteraction, diimpor sebagai pencocokan pilihan-pilihannya dengan dirinya sendiri: setiap pasangan kunci dan pemetaan kini dibaca dari pilihan pertama ke pilihan kedua',
  },
  pairNotChoices: {
    en: "its pair '{value}' does not name two of its choices",
    id: "pasangannya '{value}' tidak menyebut dua pilihannya",
  },
  mappingNotChoice: {
    en: "its mapping names '{value}', which is not one of its choices",
    id: "pemetaannya menyebut '{value}', yang bukan salah satu pilihannya",
  },
  hotspotShape: {
    en: "has a hotspot of shape '{shape}': only rect, circle and poly areas can be carried",
    id: "memiliki hotspot berbentuk '{shape}': hanya area rect, circle dan poly yang dapat dibawa",
  },
  hotspotNoImage: {
    en: 'has no image (an object or img in its hotspotInteraction) to show its areas on',
    id: 'tidak memiliki gambar (object atau img di dalam hotspotInteraction) untuk menampilkan areanya',
  },
  hotspotNotImage: {
    en: "shows its areas on '{file}', which is not an image that can be shown here",
    id: "menampilkan areanya pada '{file}', yang bukan gambar yang dapat ditampilkan di sini",
  },
  imageSizeUnknown: {
    en: "its image '{file}' gives no width and height, and its size cannot be read from the file",
    id: "gambarnya '{file}' tidak menyebut lebar dan tinggi, dan ukurannya tidak dapat dibaca dari berkasnya",
  },
  selectPointNotCarried: {
    en: 'uses selectPointInteraction, scored by points clicked on the image (areaMapping), which cannot be carried: a hotspot item here scores the areas chosen',
    id: 'memakai selectPointInteraction, yang dinilai dari titik yang diklik pada gambar (areaMapping), yang tidak dapat dibawa: butir hotspot di sini menilai area yang dipilih',
  },
  hottextFormatting: {
    en: 'the formatting inside its hottexts was left out: a span here is plain text',
    id: 'format di dalam hottext-nya dihilangkan: rentang teks di sini berupa teks biasa',
  },
  sliderNoStep: {
    en: 'its slider gives no step: it moves in steps of 1 here',
    id: 'slidernya tidak menyebut langkah: di sini bergerak per 1',
  },
  sliderReversed: {
    en: 'its slider runs from its upper bound to its lower (reverse): shown from lower to upper here',
    id: 'slidernya berjalan dari batas atas ke batas bawah (reverse): di sini ditampilkan dari bawah ke atas',
  },
  sliderStepLabels: {
    en: 'its slider labels each step (stepLabel): shown without step labels here',
    id: 'slidernya memberi label pada setiap langkah (stepLabel): di sini ditampilkan tanpa label langkah',
  },
});
