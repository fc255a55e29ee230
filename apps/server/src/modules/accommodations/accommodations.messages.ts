import { messageTable } from '../../lib/server-messages';

/** The accommodations' messages and the words of their neutral summary, in each language the server speaks. */
export const ACCOMMODATION_MESSAGES = messageTable('accommodations', {
  requestAnswered: {
    en: 'This request was already answered; reload to see the decision.',
    id: 'Permintaan ini sudah dijawab; muat ulang untuk melihat keputusannya.',
  },
  requestPending: {
    en: 'Your earlier request is still waiting for an answer from the project team.',
    id: 'Permintaan Anda sebelumnya masih menunggu jawaban dari tim proyek.',
  },
  unknownTest: {
    en: 'Test {test} is not one of this project’s tests.',
    id: 'Tes {test} bukan salah satu tes proyek ini.',
  },
  unknownSection: {
    en: 'Section {section} is not a section of that test.',
    id: 'Bagian {section} bukan bagian dari tes tersebut.',
  },
  nothingGranted: {
    en: 'Choose at least one adjustment to grant: extra time, breaks, larger text, high contrast or screen-reader mode.',
    id: 'Pilih setidaknya satu penyesuaian untuk diberikan: waktu tambahan, jeda, teks lebih besar, kontras tinggi, atau mode pembaca layar.',
  },
  requestMailSubject: {
    en: '{product}: {name} asks for an accommodation in {project}',
    id: '{product}: {name} meminta akomodasi di {project}',
  },
  requestMailBody: {
    en: [
      'Hello,',
      '',
      '{name} (participant code {code}) of the project {project} asks for an accommodation.',
      'What would help: {needs}',
      '',
      'Their message:',
      '{message}',
      '',
      'Open the participant’s results drawer in the project to grant the accommodation (with its reason) or decline the request.',
    ].join('\n'),
    id: [
      'Halo,',
      '',
      '{name} (kode peserta {code}) di proyek {project} meminta akomodasi.',
      'Yang akan membantu: {needs}',
      '',
      'Pesannya:',
      '{message}',
      '',
      'Buka panel hasil peserta di proyek untuk memberikan akomodasi (beserta alasannya) atau menolak permintaan tersebut.',
    ].join('\n'),
  },
  needsNotSaid: { en: 'not said', id: 'tidak disebutkan' },
  // The neutral summary printed with a result ("Taken with: extra time 25 %, …").
  takenWith: { en: 'Taken with: {list}', id: 'Dikerjakan dengan: {list}' },
  extraTime: { en: 'extra time {percent}', id: 'waktu tambahan {percent}' },
  extraTimeOn: { en: 'extra time {percent} on {where}', id: 'waktu tambahan {percent} pada {where}' },
  breaks: { en: 'breaks of {minutes} min per timed section', id: 'jeda {minutes} menit per bagian berwaktu' },
  largerText: { en: 'larger text', id: 'teks lebih besar' },
  highContrast: { en: 'high contrast', id: 'kontras tinggi' },
  screenReader: {
    en: 'screen-reader mode (no time limit on single questions)',
    id: 'mode pembaca layar (tanpa batas waktu per soal)',
  },
  needExtraTime: { en: 'extra time', id: 'waktu tambahan' },
  needBreaks: { en: 'breaks', id: 'jeda' },
});
