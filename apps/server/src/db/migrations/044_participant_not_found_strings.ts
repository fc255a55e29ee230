import { addingStrings, forwardOnly, type MasterStrings } from './helpers';

// The participant area's page-not-found, in the participant's language: its text, and a way back
// to where a candidate starts (the access-code page), not the staff sign-in.

/** page code → key → [Indonesian, English]; the web bundle (copy.ts) is this English. */
export const PARTICIPANT_NOT_FOUND_STRINGS: MasterStrings = {
  'participant-common': {
    notFoundText: [
      'Maaf, halaman yang Anda kunjungi tidak ditemukan.',
      'Sorry, the page you visited does not exist.',
    ],
    notFoundHome: ['Masukkan kode akses', 'Enter an access code'],
  },
};

export const up = addingStrings(PARTICIPANT_NOT_FOUND_STRINGS);

export const down = forwardOnly;
