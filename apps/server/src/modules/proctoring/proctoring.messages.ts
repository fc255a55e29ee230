import { messageTable } from '../../lib/server-messages';

/** What the proctoring calls answer a participant, in each language the server speaks. */
export const PROCTORING_MESSAGES = messageTable('proctoring', {
  off: { en: 'This project does not use proctoring.', id: 'Proyek ini tidak menggunakan pengawasan.' },
  tooManyEvents: {
    en: 'At most {max} proctoring events are kept per participant.',
    id: 'Paling banyak {max} kejadian pengawasan disimpan per peserta.',
  },
  noSnapshots: {
    en: 'This project does not take webcam snapshots.',
    id: 'Proyek ini tidak mengambil foto webcam.',
  },
  notJpeg: { en: 'the snapshot must be a JPEG image', id: 'foto webcam harus berupa gambar JPEG' },
  tooLarge: {
    en: 'the snapshot is larger than 1920×1080 pixels',
    id: 'foto webcam lebih besar dari 1920×1080 piksel',
  },
  snapshotInterval: {
    en: 'At most one snapshot every {seconds} seconds.',
    id: 'Paling banyak satu foto webcam setiap {seconds} detik.',
  },
});
