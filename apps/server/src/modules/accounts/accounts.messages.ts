import { LOGO_MESSAGES } from '@asesa/contracts';
import { messageTable } from '../../lib/server-messages';

/** What the account calls answer the back office, in each language the server speaks. */
export const ACCOUNT_MESSAGES = messageTable('accounts', {
  manageCorporates: {
    en: 'Only consultants and admins manage corporate accounts.',
    id: 'Hanya konsultan dan admin yang mengelola akun korporat.',
  },
  manageCollaborators: {
    en: 'Only consultants and admins manage collaborators.',
    id: 'Hanya konsultan dan admin yang mengelola kolaborator.',
  },
  topUp: {
    en: 'Only the consultant of this corporate account or an admin can top up credits.',
    id: 'Hanya konsultan akun korporat ini atau admin yang dapat menambah kredit.',
  },
  manageSectors: {
    en: 'Only consultants manage the sectors of their consultant account.',
    id: 'Hanya konsultan yang mengelola sektor akun konsultannya.',
  },
  sectorsOfConsultants: {
    en: 'Sectors belong to consultant accounts.',
    id: 'Sektor dimiliki oleh akun konsultan.',
  },
  alreadyAccepted: {
    en: '{name} has already accepted the invitation and can sign in.',
    id: '{name} sudah menerima undangan dan dapat masuk.',
  },
  slugTaken: {
    en: "The slug '{slug}' is already used by another corporate account.",
    id: "Slug '{slug}' sudah digunakan oleh akun korporat lain.",
  },
  chooseConsultant: { en: 'choose the consultant account', id: 'pilih akun konsultan' },
  sectorExists: {
    en: "A sector named '{name}' already exists at this level.",
    id: "Sektor bernama '{name}' sudah ada pada tingkat ini.",
  },
  sectorCycle: {
    en: 'a sector cannot move under itself or one of its sub-sectors',
    id: 'sektor tidak dapat dipindahkan ke bawah dirinya sendiri atau salah satu sub-sektornya',
  },
  sectorInUse: {
    en: "The sector '{name}' is still used by {users}; move or remove them first.",
    id: "Sektor '{name}' masih digunakan oleh {users}; pindahkan atau hapus terlebih dahulu.",
  },
  and: { en: ' and ', id: ' dan ' },
  corporateAccounts: { en: '{n} corporate accounts', id: '{n} akun korporat' },
  corporateAccount: { en: '1 corporate account', id: '1 akun korporat' },
  subSectors: { en: '{n} sub-sectors', id: '{n} sub-sektor' },
  subSector: { en: '1 sub-sector', id: '1 sub-sektor' },
  logoNotImage: { en: LOGO_MESSAGES.notImage, id: 'logo harus berupa gambar PNG, JPEG, WebP, atau GIF' },
  callbackNotHttp: {
    en: 'callback_url must be an http:// or https:// address',
    id: 'callback_url harus berupa alamat http:// atau https://',
  },
  callbackCredentials: {
    en: 'callback_url must not carry a user name or password; the events are signed instead',
    id: 'callback_url tidak boleh memuat nama pengguna atau kata sandi; peristiwa sudah ditandatangani',
  },
  callbackInward: {
    en: "callback_url points inside the server's own network (loopback, private or reserved addresses); events are sent to public addresses only",
    id: 'callback_url mengarah ke dalam jaringan server sendiri (alamat loopback, privat, atau khusus); peristiwa hanya dikirim ke alamat publik',
  },
});
