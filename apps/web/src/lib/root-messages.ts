/**
 * The texts of the parts every visitor may see — the router's error pages, the 504 modal, the
 * loader, the logo, the connection-lost page — and of the session actions. They stay out of the
 * back-office catalogue (messages.ts, read through i18next) so the participant's pages do not
 * download i18next and the catalogue (the test page's JavaScript budget). The catalogue
 * takes these same values, so each text is written once.
 */
export const ROOT_MESSAGES = {
  loading: 'Loading...',
  logoAlt: '{{name}} logo',
  signInFailed: 'Sign-in failed',
  loggingOut: 'logging out...',
  checkingBrowser: 'Checking this browser…',
  stockErrors: {
    pageNotFound: 'Oops, an error occurred. Page not found!',
    serverError: 'Sorry, the server is in a bad state',
    goHome: 'Go Home',
  },
  offline: {
    title: 'Koneksi Internet terputus',
    hint: 'Periksa koneksi internet Anda, lalu muat ulang halaman.',
    reload: 'Muat Ulang',
  },
  serverTrouble: {
    title: 'Server Sedang Mengalami Kendala',
    body: 'Mohon maaf, server sedang mengalami kendala dalam memproses data yang Anda cari, mohon tunggu dan cek kembali beberapa saat lagi.',
    ok: 'Oke',
  },
};

/** Fills a text's {{name}} placeholders, the way i18next interpolates the catalogue's. */
export function fillText(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);
}

/**
 * Shown while the browser solves a throttle's proof-of-work challenge (lib/proof-of-work.ts), on
 * any page, in the language of the page's calls: the Indonesian is here too, so a participant's
 * page shows it without the back-office catalogue (messages.id.ts takes the same value).
 */
export const CHECKING_BROWSER_ID = 'Memeriksa browser ini…';
export const checkingBrowserText = (language: string) =>
  language.startsWith('id') ? CHECKING_BROWSER_ID : ROOT_MESSAGES.checkingBrowser;
