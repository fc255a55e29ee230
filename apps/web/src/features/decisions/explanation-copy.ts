// The chrome of the candidate's explanation page and of its link on the finish page, in the
// candidate's languages (the explanation's own texts come from the server in the same language).

export const EXPLANATION_COPY = {
  en: {
    language: 'Language',
    downloadPdf: 'Download as PDF',
    contestMessage: 'Your message',
    contestEmail: 'Your e-mail (so we can reply; optional)',
    contestSend: 'Send',
    contestSent: 'Your message has been sent. A person will review the decision again.',
    loadFailed: 'This explanation could not be opened.',
    linkTitle: 'How your results are used',
    linkText: 'Read how your results were used, who decided, and how to contest a decision.',
    linkOpen: 'Open the explanation',
    reasonLabel: 'Reason given',
    decisionHeading: 'The decision',
    notReviewed:
      'No one has reviewed your application yet. A person will decide; this page will then say who did and when.',
    contestHeading: 'How to contest the decision',
    helpButton: 'Help',
    helpTitle: 'Help with this page',
    helpHowTo:
      'This page explains a decision about your application. Download it as a PDF to keep it; to ask for the decision to be reviewed again, write in the form at the bottom.',
    helpContactIntro: 'For anything else, contact {name}:',
    helpEmail: 'E-mail',
    helpPhone: 'Phone',
    close: 'Close',
    measuredHeading: 'What was measured',
    recommendationHeading: 'How the recommendation was formed',
    noRecommendation: 'No match with a role profile was calculated in this assessment.',
  },
  id: {
    language: 'Bahasa',
    downloadPdf: 'Unduh sebagai PDF',
    contestMessage: 'Pesan Anda',
    contestEmail: 'Email Anda (agar kami dapat membalas; opsional)',
    contestSend: 'Kirim',
    contestSent: 'Pesan Anda telah dikirim. Seseorang akan meninjau ulang keputusan tersebut.',
    loadFailed: 'Penjelasan ini tidak dapat dibuka.',
    linkTitle: 'Bagaimana hasil Anda digunakan',
    linkText: 'Baca bagaimana hasil Anda digunakan, siapa yang memutuskan, dan cara mengajukan keberatan.',
    linkOpen: 'Buka penjelasan',
    reasonLabel: 'Alasan yang diberikan',
    decisionHeading: 'Keputusan',
    notReviewed:
      'Belum ada yang meninjau lamaran Anda. Seseorang akan memutuskan; halaman ini kemudian akan menyebutkan siapa dan kapan.',
    contestHeading: 'Cara mengajukan keberatan',
    helpButton: 'Bantuan',
    helpTitle: 'Bantuan untuk halaman ini',
    helpHowTo:
      'Halaman ini menjelaskan keputusan atas lamaran Anda. Unduh sebagai PDF untuk menyimpannya; untuk meminta keputusan ditinjau kembali, tulis pada formulir di bagian bawah.',
    helpContactIntro: 'Untuk hal lain, hubungi {name}:',
    helpEmail: 'Email',
    helpPhone: 'Telepon',
    close: 'Tutup',
    measuredHeading: 'Apa yang diukur',
    recommendationHeading: 'Bagaimana rekomendasi dibentuk',
    noRecommendation: 'Tidak ada kecocokan dengan profil jabatan yang dihitung dalam penilaian ini.',
  },
} as const;

export type ExplanationCopyLanguage = keyof typeof EXPLANATION_COPY;
export const copyLanguage = (lang: string | null | undefined): ExplanationCopyLanguage =>
  lang?.toLowerCase().startsWith('en') ? 'en' : 'id';
