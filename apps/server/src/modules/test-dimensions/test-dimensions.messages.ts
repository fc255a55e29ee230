import { messageTable } from '../../lib/server-messages';

/** What the test dimension calls answer, in each language the server speaks. */
export const TEST_DIMENSION_MESSAGES = messageTable('test-dimensions', {
  codeOfRemoved: {
    en: "The code '{code}' belongs to a removed dimension; choose another code.",
    id: "Kode '{code}' milik dimensi yang sudah dihapus; pilih kode lain.",
  },
  codeExists: {
    en: "A dimension with code '{code}' already exists.",
    id: "Dimensi dengan kode '{code}' sudah ada.",
  },
  indicatorTwice: { en: "the code '{code}' is listed twice", id: "kode '{code}' tercantum dua kali" },
  notThisDimension: {
    en: 'indicator {id} does not belong to this dimension',
    id: 'indikator {id} bukan milik dimensi ini',
  },
  indicatorOfRemoved: {
    en: "The indicator code '{code}' belongs to a removed indicator; choose another code.",
    id: "Kode indikator '{code}' milik indikator yang sudah dihapus; pilih kode lain.",
  },
  indicatorExists: {
    en: "An indicator with code '{code}' already exists.",
    id: "Indikator dengan kode '{code}' sudah ada.",
  },
  codeJustTaken: {
    en: 'That code was just taken; choose another code.',
    id: 'Kode itu baru saja dipakai; pilih kode lain.',
  },
});
