import { INVITATION_MESSAGES, PASSWORD_MESSAGES, PROFILE_WRONG_PASSWORD } from '@asesa/contracts';
import { messageTable } from '../../lib/server-messages';

/** What the user calls answer (profile, password, invitation page), in each language. */
export const USER_MESSAGES = messageTable('users', {
  invitationExpired: {
    en: INVITATION_MESSAGES.expired,
    id: 'Tautan undangan ini sudah kedaluwarsa. Mintalah undangan baru.',
  },
  invitationSsoRequired: {
    en: '{account} signs in with its company account, so this invitation sets no password: use "Continue with your company account" with {email} to join.',
    id: '{account} masuk dengan akun perusahaannya, jadi undangan ini tidak menetapkan kata sandi: gunakan "Masuk dengan akun perusahaan" dengan {email} untuk bergabung.',
  },
  invitationUsed: {
    en: INVITATION_MESSAGES.used,
    id: 'Tautan undangan ini sudah digunakan atau telah diganti dengan yang lebih baru.',
  },
  wrongOldPassword: { en: PASSWORD_MESSAGES.wrongOld, id: 'Kata sandi lama tidak benar.' },
  wrongPassword: { en: PROFILE_WRONG_PASSWORD, id: 'password: kata sandi saat ini tidak benar.' },
  consultantProfile: {
    en: 'Only consultants have a consultant profile.',
    id: 'Hanya konsultan yang memiliki profil konsultan.',
  },
  emailTaken: {
    en: "The e-mail '{email}' is already used by another user.",
    id: "Email '{email}' sudah digunakan oleh pengguna lain.",
  },
  addressHasAccount: {
    en: '{inviter} invited you to {account} on {product}, but this address ({email}) already has an account on {product}; ask them to invite another address.',
    id: '{inviter} mengundang Anda ke {account} di {product}, tetapi alamat ini ({email}) sudah memiliki akun di {product}; mintalah mereka mengundang alamat lain.',
  },
  invitationMailSubject: {
    en: 'You are invited to {account} on {product}',
    id: 'Anda diundang ke {account} di {product}',
  },
  invitationMailBody: {
    en: [
      'Hello {name},',
      '',
      '{inviter} invited you to {account} on {product}.',
      'Open this link to choose your password and sign in:',
      '',
      '{link}',
      '',
      'The link works once and expires on {expires}.',
      'If you did not expect this invitation you can ignore this e-mail.',
    ].join('\n'),
    id: [
      'Halo {name},',
      '',
      '{inviter} mengundang Anda ke {account} di {product}.',
      'Buka tautan ini untuk memilih kata sandi Anda dan masuk:',
      '',
      '{link}',
      '',
      'Tautan ini hanya dapat digunakan sekali dan kedaluwarsa pada {expires}.',
      'Jika Anda tidak mengharapkan undangan ini, abaikan email ini.',
    ].join('\n'),
  },
  addressTakenMailSubject: {
    en: 'An invitation to {account} on {product}',
    id: 'Undangan ke {account} di {product}',
  },
  addressTakenMailBody: {
    en: [
      'Hello {name},',
      '',
      '{sentence}',
      '',
      'Nothing was changed in your account, and {inviter} was not told that this address has one.',
    ].join('\n'),
    id: [
      'Halo {name},',
      '',
      '{sentence}',
      '',
      'Tidak ada yang diubah pada akun Anda, dan {inviter} tidak diberi tahu bahwa alamat ini sudah memiliki akun.',
    ].join('\n'),
  },
  profileNotImage: {
    en: 'image must be a PNG, JPEG or WebP image',
    id: 'image harus berupa gambar PNG, JPEG, atau WebP',
  },
  notMasterLanguage: {
    en: "'{language}' is not a master language",
    id: "'{language}' bukan bahasa master",
  },
});
