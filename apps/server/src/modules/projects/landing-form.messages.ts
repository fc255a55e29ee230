import type { LandingFormField } from '@asesa/contracts';
import { messageTable, type ServerMessage } from '../../lib/server-messages';

/** The registration form's checks, in each language the server speaks. */
export const LANDING_FORM_MESSAGES = messageTable('landing-form', {
  alwaysRequired: {
    en: 'the {field} field is always shown and required',
    id: 'kolom {field} selalu ditampilkan dan wajib diisi',
  },
  requiredMustShow: {
    en: 'a required field must be shown',
    id: 'kolom yang wajib diisi harus ditampilkan',
  },
  required: { en: '{label} is required', id: '{label} wajib diisi' },
});

/** Each field of the registration form as a reader names it ("birth date", "tanggal lahir"). */
export const LANDING_FIELD_NAMES: Record<LandingFormField, ServerMessage> = messageTable('landing-fields', {
  name: { en: 'name', id: 'nama' },
  email: { en: 'email', id: 'email' },
  phone: { en: 'phone', id: 'nomor telepon' },
  birth_date: { en: 'birth date', id: 'tanggal lahir' },
  gender: { en: 'gender', id: 'jenis kelamin' },
  education_level: { en: 'education level', id: 'pendidikan terakhir' },
  city: { en: 'city', id: 'kota' },
  photo: { en: 'photo', id: 'foto' },
  cv: { en: 'cv', id: 'CV' },
});
