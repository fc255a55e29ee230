import { INVITATION_MESSAGES, PASSWORD_MESSAGES, PROFILE_WRONG_PASSWORD } from '@asesa/contracts';
import { messageTable } from '../../lib/server-messages';

/** What the user calls answer (profile, password, invitation page), in each language. */
export const USER_MESSAGES = messageTable('users', {
  invitationExpired: {
    en: INVITATION_MESSAGES.expired,
    id: 'Tautan undangan ini sudah kedaluwarsa. Mintalah undangan baru.',
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
  profileNotImage: {
    en: 'image must be a PNG, JPEG or WebP image',
    id: 'image harus berupa gambar PNG, JPEG, atau WebP',
  },
  notMasterLanguage: {
    en: "'{language}' is not a master language",
    id: "'{language}' bukan bahasa master",
  },
});
