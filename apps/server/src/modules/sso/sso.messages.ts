import type { SsoRefusal } from '@asesa/contracts';
import { messageTable, type ServerMessage } from '../../lib/server-messages';

/** Single sign-on: its configuration and the refusals a sign-in with the provider can meet. */
export const SSO_MESSAGES = messageTable('sso', {
  domainTaken: {
    en: 'The domain {domain} already signs in through another account; a domain can belong to one account only.',
    id: 'Domain {domain} sudah digunakan untuk masuk melalui akun lain; satu domain hanya dapat dimiliki satu akun.',
  },
  secretRequired: {
    en: 'client_secret is required the first time single sign-on is set up.',
    id: 'client_secret wajib diisi saat single sign-on pertama kali diatur.',
  },
  startThrottled: {
    en: 'Too many single sign-on attempts from here or for this company. Try again in {seconds} seconds.',
    id: 'Terlalu banyak percobaan single sign-on dari sini atau untuk perusahaan ini. Coba lagi dalam {seconds} detik.',
  },
  requireSsoAdminOnly: {
    en: 'Only an administrator can require single sign-on for an account.',
    id: 'Hanya administrator yang dapat mewajibkan single sign-on untuk sebuah akun.',
  },
  manageSso: {
    en: "Single sign-on is set up by the account's consultant or an administrator.",
    id: 'Single sign-on diatur oleh konsultan akun atau administrator.',
  },
  issuerNotHttps: {
    en: 'issuer_url must be an https:// address (http:// only for a provider on this machine).',
    id: 'issuer_url harus berupa alamat https:// (http:// hanya untuk penyedia di mesin ini).',
  },
  issuerInward: {
    en: "issuer_url points inside the server's own network; allow its range with OUTBOUND_ALLOWED_RANGES to use an internal provider.",
    id: 'issuer_url mengarah ke dalam jaringan server sendiri; izinkan rentangnya dengan OUTBOUND_ALLOWED_RANGES untuk memakai penyedia internal.',
  },
  discoveryFailed: {
    en: 'The provider at {issuer} could not be reached or did not describe itself as an OpenID provider ({problem}).',
    id: 'Penyedia di {issuer} tidak dapat dihubungi atau tidak menjelaskan dirinya sebagai penyedia OpenID ({problem}).',
  },
  noSsoForDomain: {
    en: 'No company sign-in is set up for {domain}; sign in with your e-mail and password.',
    id: 'Belum ada masuk perusahaan untuk {domain}; masuk dengan email dan kata sandi Anda.',
  },
});

/** What the person signing in reads for each refusal (the audit log keeps the reason's code). */
export const SSO_REFUSAL_MESSAGES: Record<SsoRefusal, ServerMessage> = messageTable('sso-refusals', {
  provider_error: {
    en: 'Your company sign-in did not complete: the provider answered with an error. Try again, or ask your administrator.',
    id: 'Masuk perusahaan tidak selesai: penyedia menjawab dengan kesalahan. Coba lagi, atau hubungi administrator Anda.',
  },
  token_invalid: {
    en: "Your company sign-in was refused: the provider's answer could not be verified (signature, issuer, audience or expiry). Ask your administrator to check the configuration.",
    id: 'Masuk perusahaan ditolak: jawaban penyedia tidak dapat diverifikasi (tanda tangan, penerbit, audiens, atau masa berlaku). Minta administrator Anda memeriksa konfigurasinya.',
  },
  email_unverified: {
    en: 'Your company sign-in was refused: the provider has not verified your e-mail address.',
    id: 'Masuk perusahaan ditolak: penyedia belum memverifikasi alamat email Anda.',
  },
  email_mismatch: {
    en: 'Your company sign-in was refused: the provider signed in another e-mail address than the one you entered.',
    id: 'Masuk perusahaan ditolak: penyedia memasukkan alamat email lain dari yang Anda ketik.',
  },
  other_tenant: {
    en: 'Your company sign-in was refused: this e-mail address belongs to a user of another account.',
    id: 'Masuk perusahaan ditolak: alamat email ini milik pengguna akun lain.',
  },
  no_account: {
    en: 'Your company sign-in worked, but you have no user here and this account does not create users at sign-in. Ask your administrator to invite you.',
    id: 'Masuk perusahaan berhasil, tetapi Anda belum memiliki pengguna di sini dan akun ini tidak membuat pengguna saat masuk. Minta administrator Anda mengundang Anda.',
  },
  account_removed: {
    en: 'Your company sign-in was refused: the user or its account has been removed.',
    id: 'Masuk perusahaan ditolak: pengguna atau akunnya telah dihapus.',
  },
  state_unknown: {
    en: 'This sign-in link is not known or has expired: start the company sign-in again.',
    id: 'Tautan masuk ini tidak dikenal atau sudah kedaluwarsa: mulai lagi masuk perusahaan.',
  },
  state_replayed: {
    en: 'This sign-in link has already been used: start the company sign-in again.',
    id: 'Tautan masuk ini sudah digunakan: mulai lagi masuk perusahaan.',
  },
  expired: {
    en: 'The company sign-in took too long and has expired: start it again.',
    id: 'Masuk perusahaan terlalu lama dan sudah kedaluwarsa: mulai lagi.',
  },
  other_browser: {
    en: 'This company sign-in was started in another browser: start it again here.',
    id: 'Masuk perusahaan ini dimulai di browser lain: mulai lagi di sini.',
  },
});
