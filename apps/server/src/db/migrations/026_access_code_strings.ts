import type { Kysely } from 'kysely';
import { PARTICIPANT_STRINGS } from './007_translations';
import { JOURNEY_STRINGS } from './016_participant_journey';
import { TEST_RUNNER_STRINGS } from './020_test_runner_strings';
import { addMissingTranslations, forwardOnly, type MasterStrings } from './helpers';

// The access-code pages speak the candidate's language like the participant pages they lead to:
// their strings become master translations under their own page code, Indonesian by default and
// editable by an admin. The English is the specification's wording, unchanged.
//
// Indonesian addresses the reader with a capitalised "Anda"; a few earlier strings had it in lower
// case. Stored strings that differ from today's wording only in that are brought up to date.

/** page code → key → [Indonesian, English]; the web bundle (copy.ts) is this English. */
export const ACCESS_CODE_STRINGS: MasterStrings = {
  'participant-access-code': {
    accessCodeTitle: ['Kode Akses', 'Access Code'],
    accessCodeSubtitle: [
      'Masukkan kode akses yang Anda terima untuk memulai asesmen.',
      'Enter the access code you received to start your assessment.',
    ],
    accessCodeLabel: ['Kode akses', 'Access code'],
    accessCodeRequired: ['Silakan masukkan kode akses!', 'Please input a access code!'],
    accessCodePattern: [
      'Kode harus terdiri dari 6 huruf atau angka!',
      'Code must be 6 alphanumeric characters!',
    ],
    accessCodeEmail: ['Email', 'Email'],
    accessCodeEmailRequired: ['Silakan masukkan email yang valid!', 'Please input an valid email!'],
    accessCodeEmailFormat: [
      'Silakan masukkan format email yang benar!',
      'Please input a valid email format!',
    ],
    accessCodeSubmit: ['Kirim', 'Submit'],
    accessCodeUsedHint: [
      'Kode akses ini sudah digunakan. Masukkan alamat email yang digunakan bersama kode ini untuk melanjutkan.',
      'This access code was already used. Enter the e-mail address it was used with to continue.',
    ],
    accessCodeRedirecting: [
      'Kode diterima. Membuka asesmen Anda…',
      'Code accepted. Opening your assessment…',
    ],
    accessCodeLogoAlt: ['Logo {name}', '{name} logo'],
    accessCodeInvalidUrl: [
      'Permintaan Anda tidak dapat kami proses, silakan hubungi administrator.',
      'We can not procced your request, please contact an administrator.',
    ],
  },
};

interface TranslationRow {
  id: number;
  page_code: string;
  key: string;
  language_code: string;
  value: string;
  updated_at: string;
}

/** Stored Indonesian strings whose only difference from today's wording is a lower-case "anda". */
async function capitaliseAnda(db: Kysely<{ master_translations: TranslationRow }>): Promise<void> {
  const wording = new Map<string, string>();
  for (const strings of [PARTICIPANT_STRINGS, JOURNEY_STRINGS, TEST_RUNNER_STRINGS])
    for (const [page, keys] of Object.entries(strings))
      for (const [key, [id]] of Object.entries(keys)) wording.set(`${page}\u0000${key}`, id);
  const rows = await db
    .selectFrom('master_translations')
    .select(['id', 'page_code', 'key', 'value'])
    .where('language_code', '=', 'id')
    .execute();
  const now = new Date().toISOString();
  for (const row of rows) {
    const wanted = wording.get(`${row.page_code}\u0000${row.key}`);
    if (!wanted || row.value === wanted || row.value.replace(/\banda\b/g, 'Anda') !== wanted) continue;
    await db
      .updateTable('master_translations')
      .set({ value: wanted, updated_at: now })
      .where('id', '=', row.id)
      .execute();
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await addMissingTranslations(db, ACCESS_CODE_STRINGS);
  await capitaliseAnda(db as Kysely<{ master_translations: TranslationRow }>);
}

export const down = forwardOnly;
