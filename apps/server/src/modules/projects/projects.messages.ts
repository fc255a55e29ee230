import { messageTable } from '../../lib/server-messages';

/** What the project calls answer the back office, in each language the server speaks. */
export const PROJECT_MESSAGES = messageTable('projects', {
  competenceTwice: { en: 'competence {id} is listed twice', id: 'kompetensi {id} tercantum dua kali' },
  unknownCompetence: { en: 'unknown competence {id}', id: 'kompetensi {id} tidak dikenal' },
  competenceNotSubmitted: {
    en: "competence '{code}' is not submitted yet, so it cannot be scored",
    id: "kompetensi '{code}' belum diajukan, jadi belum dapat dinilai",
  },
  competenceNoLevel: {
    en: "competence '{code}' has no level {level} (levels: {levels})",
    id: "kompetensi '{code}' tidak memiliki level {level} (level: {levels})",
  },
  weightPositive: {
    en: 'weight must be a number greater than 0',
    id: 'bobot harus berupa angka lebih dari 0',
  },
  chooseInstrument: { en: 'choose at least 1 instrument', id: 'pilih paling sedikit 1 instrumen' },
  instrumentTwice: { en: 'instrument {id} is listed twice', id: 'instrumen {id} tercantum dua kali' },
  instrumentNotPublished: {
    en: 'instrument {ids} is not published or does not exist',
    id: 'instrumen {ids} belum diterbitkan atau tidak ada',
  },
  unknownVariation: { en: 'unknown variation {id}', id: 'variasi {id} tidak dikenal' },
  variationOfAnother: {
    en: "variation '{code}' is a form of another instrument, not of instrument {id}",
    id: "variasi '{code}' adalah bentuk instrumen lain, bukan instrumen {id}",
  },
  variationNotPublished: {
    en: "variation '{code}' is not published",
    id: "variasi '{code}' belum diterbitkan",
  },
  instrumentsStarted: {
    en: 'participants have already started this project, so its instruments cannot change (a published instrument is versioned, never changed under a running project). Duplicate the project to run other instruments.',
    id: 'peserta sudah memulai proyek ini, jadi instrumennya tidak dapat diubah (instrumen yang diterbitkan diberi versi, tidak pernah diubah selama proyek berjalan). Gandakan proyek untuk menjalankan instrumen lain.',
  },
  notMasterLanguage: {
    en: "'{code}' is not a language of the master languages",
    id: "'{code}' bukan bahasa dari daftar bahasa master",
  },
  endBeforeStart: {
    en: 'the end date is before the start date',
    id: 'tanggal selesai lebih awal dari tanggal mulai',
  },
  unknownJobProfile: { en: 'unknown job profile {id}', id: 'profil jabatan {id} tidak dikenal' },
});
