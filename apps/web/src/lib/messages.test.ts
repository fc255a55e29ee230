import { describe, expect, it } from 'vitest';
import { COPY } from '../features/participant-journey/copy';
import { MESSAGES } from './messages';

// The specification's texts, word for word (sections 2, 5 and 8).
describe('spec texts', () => {
  it('sign-in validation (spec 5)', () => {
    expect(MESSAGES.signin.emailRequired).toBe('The input is your email');
    expect(MESSAGES.signin.emailFormat).toBe('The input the correct email format');
    expect(MESSAGES.signin.passwordRequired).toBe('Please input your Password!');
    expect(MESSAGES.signin.submit).toBe('Sign In');
    expect(MESSAGES.signin.contactUs).toBe('Contact us');
  });

  // The access-code pages speak the participant pages' language; this is their English.
  it('access-code validation (spec 5)', () => {
    expect(COPY.accessCodeRequired).toBe('Please input a access code!');
    expect(COPY.accessCodePattern).toBe('Code must be 6 alphanumeric characters!');
    expect(COPY.accessCodeEmailRequired).toBe('Please input an valid email!');
    expect(COPY.accessCodeEmailFormat).toBe('Please input a valid email format!');
    expect(COPY.accessCodeInvalidUrl).toBe(
      'We can not procced your request, please contact an administrator.',
    );
  });

  it('error pages and the 504 modal (spec 2 and 8)', () => {
    expect(MESSAGES.notFound.text).toBe('Sorry, the page you visited does not exist.');
    expect(MESSAGES.notFound.home).toBe('Home');
    expect(MESSAGES.stockErrors.pageNotFound).toBe('Oops, an error occurred. Page not found!');
    expect(MESSAGES.stockErrors.serverError).toBe('Sorry, the server is in a bad state');
    expect(MESSAGES.offline.title).toBe('Koneksi Internet terputus');
    expect(MESSAGES.serverTrouble.title).toBe('Server Sedang Mengalami Kendala');
    expect(MESSAGES.serverTrouble.body).toBe(
      'Mohon maaf, server sedang mengalami kendala dalam memproses data yang Anda cari, mohon tunggu dan cek kembali beberapa saat lagi.',
    );
    expect(MESSAGES.serverTrouble.ok).toBe('Oke');
  });

  it('sidebar texts (spec 2.6)', () => {
    expect(MESSAGES.layout.logout).toBe('LogOut');
    expect(MESSAGES.layout.loggingOut).toBe('logging out...');
    expect(MESSAGES.layout.corporateCredits).toBe('Corporate Credits');
    expect(MESSAGES.layout.poweredBy).toBe('Powered by {{name}}');
  });
});

describe('counts', () => {
  it('a table total agrees with its number: "1 record", "2 records"', async () => {
    const { initI18n } = await import('./i18n');
    const i18n = initI18n();
    expect(i18n.t('dataTable.total', { count: 1 })).toBe('1 record');
    expect(i18n.t('dataTable.total', { count: 0 })).toBe('0 records');
    expect(i18n.t('dataTable.total', { count: 1234 })).toBe('1234 records');
  });
});
