import { addingStrings, forwardOnly, type MasterStrings } from './helpers';

// The participant pages' strings of accommodations: the display toggles every participant has
// (larger text, high contrast) and the dashboard's request for an adjustment.

/** page code → key → [Indonesian, English]; the web bundle (copy.ts) is this English. */
export const ACCOMMODATION_STRINGS: MasterStrings = {
  'participant-common': {
    displayOptions: ['Tampilan', 'Display'],
    largerTextToggle: ['Teks lebih besar', 'Larger text'],
    highContrastToggle: ['Kontras tinggi', 'High contrast'],
  },
  'participant-dashboard': {
    accommodationHeading: ['Butuh penyesuaian?', 'Need an adjustment?'],
    accommodationIntro: [
      'Jika disabilitas atau kondisi kesehatan membuat tes lebih sulit bagi Anda, Anda dapat meminta penyesuaian kepada tim proyek, misalnya waktu tambahan, jeda, atau teks lebih besar. Permintaan Anda tidak memengaruhi penilaian.',
      'If a disability or health condition makes the tests harder for you, you can ask the project team for an adjustment, such as extra time, breaks or larger text. Asking does not affect how you are assessed.',
    ],
    accommodationNeeds: ['Yang akan membantu', 'What would help'],
    accommodationNeedExtraTime: ['Waktu tambahan', 'Extra time'],
    accommodationNeedBreaks: ['Jeda', 'Breaks'],
    accommodationNeedLargerText: ['Teks lebih besar', 'Larger text'],
    accommodationNeedHighContrast: ['Kontras tinggi', 'High contrast'],
    accommodationNeedScreenReader: [
      'Mode pembaca layar (tanpa batas waktu per soal)',
      'Screen-reader mode (no time limit on single questions)',
    ],
    accommodationMessage: ['Pesan Anda kepada tim proyek', 'Your message to the project team'],
    accommodationMessageRequired: [
      'Mohon tulis apa yang akan membantu Anda.',
      'Please write what would help you.',
    ],
    accommodationSend: ['Kirim permintaan', 'Send request'],
    accommodationSendFailed: ['Permintaan Anda tidak dapat dikirim.', 'Your request could not be sent.'],
    accommodationPending: [
      'Permintaan Anda telah dikirim dan menunggu jawaban dari tim proyek.',
      'Your request was sent and is waiting for an answer from the project team.',
    ],
    accommodationGranted: ['Penyesuaian Anda berlaku:', 'Your adjustment is in place:'],
    accommodationDeclined: [
      'Permintaan Anda tidak dikabulkan. Alasannya:',
      'Your request was not granted. The reason:',
    ],
    accommodationExtraTime: ['waktu tambahan', 'extra time'],
  },
};

export const up = addingStrings(ACCOMMODATION_STRINGS);

export const down = forwardOnly;
