import type { LanguageOption, ParticipantTextPage } from '@asesa/contracts';

/**
 * The participant pages' fixed texts per language until master translations (a later issue)
 * make them editable. Indonesian is the default language (spec 9).
 */
export const PARTICIPANT_LANGUAGES: LanguageOption[] = [
  { code: 'id', name: 'Bahasa Indonesia' },
  { code: 'en', name: 'English' },
];

const CONSENSUS: Record<string, ParticipantTextPage> = {
  id: {
    title: 'Persetujuan',
    content:
      'Dengan melanjutkan, Anda setuju bahwa jawaban dan data pendaftaran Anda diproses untuk keperluan asesmen ini oleh penyelenggara.\n\nData Anda disimpan dengan aman dan hanya dapat dilihat oleh penyelenggara asesmen.',
  },
  en: {
    title: 'Consent',
    content:
      'By continuing you agree that your answers and registration details are processed for this assessment by its organiser.\n\nYour data is stored securely and only the assessment organiser can see it.',
  },
};

const WORK_INSTRUCTIONS: Record<string, ParticipantTextPage> = {
  id: {
    title: 'Petunjuk Pengerjaan',
    content:
      'Kerjakan tes secara berurutan. Jawaban Anda tersimpan otomatis setiap kali Anda memilih jawaban.\n\nWaktu dihitung oleh server; jika waktu habis, bagian tersebut selesai dengan jawaban yang sudah tersimpan.',
  },
  en: {
    title: 'Work instructions',
    content:
      'Take the tests in order. Your answer is saved automatically each time you choose one.\n\nThe server keeps the time; when it runs out, the section finishes with the answers already saved.',
  },
};

const pick = (texts: Record<string, ParticipantTextPage>, language: string) => texts[language] ?? texts.id;

export const consensusText = (language: string) => pick(CONSENSUS, language);
export const workInstructionsText = (language: string) => pick(WORK_INSTRUCTIONS, language);
