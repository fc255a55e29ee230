import { describe, expect, it } from 'vitest';
import { errorSentence } from './error-sentence';
import { onParticipantPage } from './participant-language';

describe('errorSentence', () => {
  it('drops the field path the server put in front and makes one sentence of the rest', () => {
    expect(errorSentence('email: kode akses ini sudah digunakan dengan alamat email lain', 'email')).toBe(
      'Kode akses ini sudah digunakan dengan alamat email lain.',
    );
    expect(errorSentence('code: kode harus terdiri dari 6 huruf atau angka', 'code')).toBe(
      'Kode harus terdiri dari 6 huruf atau angka.',
    );
  });

  it('keeps a sentence that is one, and a message about another field whole', () => {
    expect(errorSentence('Kode akses tidak ditemukan.')).toBe('Kode akses tidak ditemukan.');
    expect(errorSentence('Apa?')).toBe('Apa?');
    expect(errorSentence('name: nama wajib diisi', 'email')).toBe('Name: nama wajib diisi.');
  });
});

describe('onParticipantPage', () => {
  it('knows the participant’s pages from the back office’s', () => {
    for (const path of [
      '/test-activity/form/ABCD',
      '/aktivitas-ujian/partner/dashboard/X',
      '/access-codes/',
      '/access-code/demo',
      '/Offline',
    ])
      expect(onParticipantPage(path), path).toBe(true);
    for (const path of ['/signin', '/404', '/project/all-project', '/access-codesx', '/invitation/abc'])
      expect(onParticipantPage(path), path).toBe(false);
  });
});
