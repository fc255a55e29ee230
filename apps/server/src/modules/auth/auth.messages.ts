import { messageTable } from '../../lib/server-messages';

/** The sign-in, token and session messages, in each language the server speaks. */
export const AUTH_MESSAGES = messageTable('auth', {
  wrongCredentials: {
    en: 'The e-mail or password is incorrect.',
    id: 'Email atau kata sandi salah.',
  },
  loginThrottled: {
    en: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
    id: 'Terlalu banyak percobaan masuk yang gagal. Silakan tunggu beberapa menit lalu coba lagi.',
  },
  unknownClient: { en: 'Unknown app_name or secret.', id: 'app_name atau secret tidak dikenal.' },
  refreshInvalid: {
    en: 'The refresh token is not valid; call token/get.',
    id: 'Refresh token tidak valid; panggil token/get.',
  },
  idle: {
    en: 'You were signed out after {minutes} minutes without activity; sign in again.',
    id: 'Anda telah dikeluarkan setelah {minutes} menit tanpa aktivitas; silakan masuk lagi.',
  },
  absolute: {
    en: 'Your session ended {hours} hours after sign-in; sign in again.',
    id: 'Sesi Anda berakhir {hours} jam setelah masuk; silakan masuk lagi.',
  },
  noCredits: {
    en: 'Credits belong to corporate accounts; this user has none.',
    id: 'Kredit dimiliki oleh akun korporat; pengguna ini tidak memilikinya.',
  },
  notMasterLanguage: {
    en: "'{language}' is not a master language",
    id: "'{language}' bukan bahasa master",
  },
});
