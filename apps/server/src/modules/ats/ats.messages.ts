import { messageTable } from '../../lib/server-messages';

/** What the ATS calls answer, in each language the server speaks. */
export const ATS_MESSAGES = messageTable('ats', {
  keyMissing: {
    en: 'Send the API key as "Authorization: Bearer <key>" (or as the HTTP Basic user name).',
    id: 'Kirim kunci API sebagai "Authorization: Bearer <kunci>" (atau sebagai nama pengguna HTTP Basic).',
  },
  keyInvalid: {
    en: 'This API key is not valid. Copy the whole key shown when it was created.',
    id: 'Kunci API ini tidak valid. Salin seluruh kunci yang ditampilkan saat kunci dibuat.',
  },
  keyRevoked: {
    en: 'This API key was revoked. Create a new key in the back office.',
    id: 'Kunci API ini sudah dicabut. Buat kunci baru di back office.',
  },
  missingScope: {
    en: 'This API key may not make this call: it needs the scope {scopes}.',
    id: 'Kunci API ini tidak boleh melakukan panggilan ini: diperlukan cakupan {scopes}.',
  },
  rateLimited: {
    en: 'This API key made too many calls. Try again in {seconds} seconds.',
    id: 'Kunci API ini melakukan terlalu banyak panggilan. Coba lagi dalam {seconds} detik.',
  },
  requestOtherTest: {
    en: 'request_id "{requestId}" already sent another test. Use a new request_id for this one.',
    id: 'request_id "{requestId}" sudah mengirim tes lain. Gunakan request_id baru untuk tes ini.',
  },
  requestBusy: {
    en: 'A request with request_id "{requestId}" is still being processed. Try again in a moment.',
    id: 'Permintaan dengan request_id "{requestId}" masih diproses. Coba lagi sebentar lagi.',
  },
  notScored: {
    en: 'The candidate has not been scored yet (status: {status}).',
    id: 'Kandidat belum dinilai (status: {status}).',
  },
  callbackNotPublic: {
    en: 'must be a public http(s) URL without a user name or password',
    id: 'harus berupa URL http(s) publik tanpa nama pengguna atau kata sandi',
  },
});
