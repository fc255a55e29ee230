import { messageTable } from '../../lib/server-messages';

/** The sign-in, token and session messages, in each language the server speaks. */
export const AUTH_MESSAGES = messageTable('auth', {
  wrongCredentials: {
    en: 'The e-mail or password is incorrect.',
    id: 'Email atau kata sandi salah.',
  },
  loginThrottled: {
    en: 'Too many failed sign-in attempts: the browser must complete a short check before this sign-in is tried.',
    id: 'Terlalu banyak percobaan masuk yang gagal: browser harus menyelesaikan pemeriksaan singkat sebelum percobaan masuk ini diproses.',
  },
  lockMailSubject: {
    en: 'Your {product} account: sign-ins are being guessed',
    id: 'Akun {product} Anda: ada yang mencoba menebak kata sandi',
  },
  lockMailBody: {
    en: [
      'Hello {name},',
      '',
      'Someone entered a wrong password for your {product} account ({email}) {failures} times in the last {minutes} minutes, last from the address {ip}.',
      'Your password was not revealed. To slow down guessing, every further sign-in to your account now makes the browser complete a short check (a few seconds) until the failures are older than {minutes} minutes; you can still sign in as usual.',
      '',
      'If these attempts were not yours, choose a strong password you use nowhere else, and tell your administrator, who can see the attempts on the security page.',
    ].join('\n'),
    id: [
      'Halo {name},',
      '',
      'Seseorang memasukkan kata sandi yang salah untuk akun {product} Anda ({email}) sebanyak {failures} kali dalam {minutes} menit terakhir, terakhir dari alamat {ip}.',
      'Kata sandi Anda tidak terungkap. Untuk memperlambat penebakan, setiap percobaan masuk berikutnya ke akun Anda kini meminta browser menyelesaikan pemeriksaan singkat (beberapa detik) hingga kegagalan tersebut berumur lebih dari {minutes} menit; Anda tetap dapat masuk seperti biasa.',
      '',
      'Jika percobaan ini bukan dari Anda, pilih kata sandi yang kuat yang tidak Anda gunakan di tempat lain, dan beri tahu administrator Anda, yang dapat melihat percobaan tersebut di halaman keamanan.',
    ].join('\n'),
  },
  throttleLifted: {
    en: 'The throttle was lifted.',
    id: 'Pembatasan telah dicabut.',
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
  ssoRequired: {
    en: 'Your organisation requires signing in through its own sign-in: use "Continue with your company account".',
    id: 'Organisasi Anda mewajibkan masuk melalui sistem masuknya sendiri: gunakan "Masuk dengan akun perusahaan".',
  },
  noCredits: {
    en: 'Credits belong to corporate accounts; this user has none.',
    id: 'Kredit dimiliki oleh akun korporat; pengguna ini tidak memilikinya.',
  },
});
