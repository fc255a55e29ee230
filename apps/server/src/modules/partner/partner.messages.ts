import { PARTNER_TOKEN_HEADER } from '@asesa/contracts';
import { messageTable } from '../../lib/server-messages';

/** What the partner calls answer, in each language the server speaks. */
export const PARTNER_MESSAGES = messageTable('partner', {
  notExpired: { en: 'This participant code has not expired.', id: 'Kode peserta ini belum kedaluwarsa.' },
  sectionNotFinished: { en: 'This section is not finished yet.', id: 'Bagian ini belum selesai.' },
  finishSectionNeedsSubmission: {
    en: 'finish_section needs the finished submission_id',
    id: 'finish_section memerlukan submission_id yang sudah selesai',
  },
  testNotFinished: {
    en: 'The participant has not finished the test yet.',
    id: 'Peserta belum menyelesaikan tes.',
  },
  tokenInvalid: {
    en: `The ${PARTNER_TOKEN_HEADER} header is not a valid partner token (it may have been rotated). Send the corporate's current token, or no ${PARTNER_TOKEN_HEADER} header.`,
    id: `Header ${PARTNER_TOKEN_HEADER} bukan token mitra yang valid (mungkin sudah diganti). Kirim token korporat yang berlaku, atau tanpa header ${PARTNER_TOKEN_HEADER}.`,
  },
  tokenOtherCorporate: {
    en: `The ${PARTNER_TOKEN_HEADER} header belongs to another corporate than this participant's project.`,
    id: `Header ${PARTNER_TOKEN_HEADER} milik korporat lain, bukan korporat proyek peserta ini.`,
  },
  notAnOrigin: {
    en: '"{entry}" is not an http(s) origin such as https://partner.example',
    id: '"{entry}" bukan origin http(s) seperti https://partner.example',
  },
});
