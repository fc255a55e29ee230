import { messageTable } from '../../lib/server-messages';

/** What the job profile calls answer, in each language the server speaks. */
export const JOB_PROFILE_MESSAGES = messageTable('job-profiles', {
  competenceTwice: { en: 'competence {id} is listed twice', id: 'kompetensi {id} tercantum dua kali' },
  unknownCompetence: { en: 'unknown competence {id}', id: 'kompetensi {id} tidak dikenal' },
  noSuchLevel: {
    en: "competence '{code}' has no level {level} (levels: {levels})",
    id: "kompetensi '{code}' tidak memiliki level {level} (level: {levels})",
  },
  weightPositive: { en: 'weight must be greater than 0', id: 'bobot harus lebih besar dari 0' },
  instrumentTwice: { en: 'instrument {id} is listed twice', id: 'instrumen {id} tercantum dua kali' },
  unknownInstrument: { en: 'unknown instrument {id}', id: 'instrumen {id} tidak dikenal' },
  notPublished: { en: "instrument '{code}' is not published", id: "instrumen '{code}' belum diterbitkan" },
});
