import type { Decision } from '@asesa/contracts';

// What a candidate reads in their explanation (page and PDF), in English and Indonesian. Both
// languages have every key, so a reader never meets the other language's text.

export const EXPLANATION_LABELS = {
  en: {
    title: 'Explanation of your assessment',
    intro:
      'This page explains what {company} measured in your assessment for {project}, how the results were used, and who decided.',
    measuredHeading: 'What was measured',
    scoreLine: '{name}: {label}, {sten} out of 10 (likely between {band})',
    scoreLineNoBand: '{name}: {label}, {sten} out of 10',
    scoreLineRaw: '{name}: {label}',
    recommendationHeading: 'How the recommendation was formed',
    fitText: 'Your match with the role profile is {fit} (likely between {band}).',
    fitTextNoBand: 'Your match with the role profile is {fit}.',
    how: [
      'The role profile sets a target level for each competence, and each competence has a weight.',
      'A competence at or above its target costs nothing. Each point on the 1–10 scale below the target lowers the match.',
      'The match is 100 % when every target is met and falls to 0 % when you are on average {range} points below the targets.',
      'Test scores are never exact, so the match is given with the range it most likely lies in.',
    ],
    partMet: '{name}: {score} out of 10, target {target} — met.',
    partShort:
      '{name}: {score} out of 10, target {target} — {short} below, which lowers the match by {points} points.',
    useRankOnly:
      'In this assessment the match was used only to order candidates. It did not decide anything: a person reviewed your application.',
    usePreselect:
      'In this assessment the match could suggest a pre-selection (a match of {cutoff} % or more suggests going forward). A suggestion is not a decision: a person reviewed your application and could decide otherwise.',
    noRecommendation: 'No match with a role profile was calculated in this assessment.',
    reviewHeading: 'Who decided',
    reviewed: '{reviewer} reviewed your application on {date}.',
    notReviewed:
      'No one has reviewed your application yet. A person will decide; this page will then say who did and when.',
    decisionHeading: 'The decision',
    reasonLabel: 'Reason given',
    contestHeading: 'How to contest the decision',
    contestText:
      'If you think the decision is wrong, or the results do not reflect you, tell us below. Your message goes to the people running this assessment, and a person will look at the decision again.',
    contested: 'You contested this decision on {date}. The team has been told.',
    decisions: {
      accept: 'Your application goes forward.',
      reject: 'Your application does not go forward.',
      hold: 'Your application is on hold: no decision to go forward or not has been made yet.',
    } satisfies Record<Decision, string>,
    generated: 'Produced on {date}',
    pdfFooter: 'Asesa · explanation of an assessment decision',
  },
  id: {
    title: 'Penjelasan penilaian Anda',
    intro:
      'Halaman ini menjelaskan apa yang diukur {company} dalam penilaian Anda untuk {project}, bagaimana hasilnya digunakan, dan siapa yang memutuskan.',
    measuredHeading: 'Apa yang diukur',
    scoreLine: '{name}: {label}, {sten} dari 10 (kemungkinan antara {band})',
    scoreLineNoBand: '{name}: {label}, {sten} dari 10',
    scoreLineRaw: '{name}: {label}',
    recommendationHeading: 'Bagaimana rekomendasi dibentuk',
    fitText: 'Kecocokan Anda dengan profil jabatan adalah {fit} (kemungkinan antara {band}).',
    fitTextNoBand: 'Kecocokan Anda dengan profil jabatan adalah {fit}.',
    how: [
      'Profil jabatan menetapkan tingkat target untuk setiap kompetensi, dan setiap kompetensi memiliki bobot.',
      'Kompetensi yang mencapai atau melampaui targetnya tidak mengurangi apa pun. Setiap poin pada skala 1–10 di bawah target menurunkan kecocokan.',
      'Kecocokan bernilai 100 % bila semua target tercapai dan turun ke 0 % bila rata-rata Anda {range} poin di bawah target.',
      'Skor tes tidak pernah pasti, sehingga kecocokan diberikan beserta rentang kemungkinan nilainya.',
    ],
    partMet: '{name}: {score} dari 10, target {target} — tercapai.',
    partShort:
      '{name}: {score} dari 10, target {target} — kurang {short}, yang menurunkan kecocokan sebesar {points} poin.',
    useRankOnly:
      'Dalam penilaian ini kecocokan hanya dipakai untuk mengurutkan kandidat. Kecocokan tidak memutuskan apa pun: seseorang meninjau lamaran Anda.',
    usePreselect:
      'Dalam penilaian ini kecocokan dapat menyarankan praseleksi (kecocokan {cutoff} % atau lebih menyarankan untuk dilanjutkan). Saran bukan keputusan: seseorang meninjau lamaran Anda dan dapat memutuskan lain.',
    noRecommendation: 'Tidak ada kecocokan dengan profil jabatan yang dihitung dalam penilaian ini.',
    reviewHeading: 'Siapa yang memutuskan',
    reviewed: '{reviewer} meninjau lamaran Anda pada {date}.',
    notReviewed:
      'Belum ada yang meninjau lamaran Anda. Seseorang akan memutuskan; halaman ini kemudian akan menyebutkan siapa dan kapan.',
    decisionHeading: 'Keputusan',
    reasonLabel: 'Alasan yang diberikan',
    contestHeading: 'Cara mengajukan keberatan',
    contestText:
      'Jika Anda merasa keputusan ini keliru, atau hasilnya tidak menggambarkan diri Anda, sampaikan di bawah ini. Pesan Anda dikirim kepada pengelola penilaian ini, dan seseorang akan meninjau ulang keputusan tersebut.',
    contested: 'Anda mengajukan keberatan atas keputusan ini pada {date}. Tim telah diberi tahu.',
    decisions: {
      accept: 'Lamaran Anda dilanjutkan.',
      reject: 'Lamaran Anda tidak dilanjutkan.',
      hold: 'Lamaran Anda ditangguhkan: belum ada keputusan untuk melanjutkan atau tidak.',
    } satisfies Record<Decision, string>,
    generated: 'Dibuat pada {date}',
    pdfFooter: 'Asesa · penjelasan keputusan penilaian',
  },
} as const;

export type ExplanationLanguage = keyof typeof EXPLANATION_LABELS;
