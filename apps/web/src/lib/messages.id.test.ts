import { SIDEBAR_MENUS } from '@asesa/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { MESSAGES_ID } from './messages.id';

/** Every text of a catalogue by its i18next key ("layout.logout", "terms.paragraphs.0"). */
function texts(node: unknown, path = ''): Map<string, unknown> {
  if (node === null || typeof node !== 'object') return new Map([[path, node]]);
  return new Map(
    Object.entries(node).flatMap(([key, value]) => [...texts(value, path ? `${path}.${key}` : key)]),
  );
}

const placeholders = (text: unknown) =>
  [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const english = texts(MESSAGES);
const indonesian = texts(MESSAGES_ID);

/**
 * The specification's texts (sections 2, 5 and 8) that are the same in every locale: those it
 * writes in Indonesian, the shared root texts (also shown before any language is known), the role
 * titles under the user's name and the product's brand label.
 */
const SPEC_TEXTS = [
  'stockErrors.pageNotFound',
  'stockErrors.serverError',
  'offline.title',
  'serverTrouble.title',
  'serverTrouble.body',
  'serverTrouble.ok',
  'layout.loggingOut',
  'layout.roleAdmin',
  'layout.roleConsultant',
  'layout.roleCorporate',
  'nav.links.competence-library',
  'competences.title',
  'upcoming.competenceLibrary',
];

/** The specification's English texts: word for word in English, Indonesian for a reader of Indonesian. */
const SPEC_ENGLISH: Array<[string, string, string]> = [
  ['signin.submit', 'Sign In', 'Masuk'],
  ['signin.emailRequired', 'The input is your email', 'Masukkan email Anda'],
  ['signin.emailFormat', 'The input the correct email format', 'Masukkan format email yang benar'],
  ['signin.passwordRequired', 'Please input your Password!', 'Masukkan kata sandi Anda!'],
  ['signin.contactUs', 'Contact us', 'Hubungi kami'],
  [
    'notFound.text',
    'Sorry, the page you visited does not exist.',
    'Maaf, halaman yang Anda kunjungi tidak ditemukan.',
  ],
  ['notFound.home', 'Home', 'Beranda'],
  ['layout.logout', 'LogOut', 'Keluar'],
  ['layout.corporateCredits', 'Corporate Credits', 'Kredit Korporat'],
  ['layout.creditsValue', 'Corporate Credits: {{balance}}', 'Kredit Korporat: {{balance}}'],
  ['layout.poweredBy', 'Powered by {{name}}', 'Didukung oleh {{name}}'],
];

/** Texts Indonesian writes like English: names, symbols, loanwords and statistics' terms. */
const SAME_IN_BOTH = new Set([
  ...SPEC_TEXTS,
  'common.status',
  // A reviewer's name and a date, formatted: no word to translate.
  'decisions.by',
  'common.email',
  // "CV" is the word in Indonesian too.
  'participants.cv',
  // The Rasch fit statistics keep their international names (Winsteps and eRm print them so).
  'evidence.calibration.infit',
  'evidence.calibration.outfit',
  // "Model" is the Indonesian word too.
  'evidence.comparison.model',
  // The protocol's own names, which Indonesian identity-provider consoles use too.
  'sso.title',
  'sso.clientId',
  'sso.clientSecret',
  'common.none',
  'signin.email',
  'stockErrors.goHome',
  'offline.hint',
  'offline.reload',
  'layout.footer',
  'itemEditor.loading',
  'itemEditor.uniqueness',
  'itemEditor.min',
  'corporates.slug',
  'corporates.logo',
  'users.roles.admin',
  'profile.email',
  'invitation.email',
  'outbox.status',
  'participants.status',
  'participants.scoreTestCounted',
  'participants.sten',
  'participants.tScore',
  'participants.target',
  'evidence.norms.n',
  'evidence.norms.sd',
  'evidence.norms.scales.sten',
  'evidence.norms.scales.stanine',
  'evidence.norms.scales.IQ',
  'evidence.norms.scales.z',
  'participants.eventDetail',
  'participants.profile.theta',
  'participants.profile.normN',
  'participants.fit.target',
  'participants.fit.targetValue',
  'participants.fit.targetSten',
  'participants.fit.total',
  'participants.fit.targetMeaning',
  'participants.ability.withScore',
  'participants.ability.named',
  'projects.periodRange',
  'evidence.groups.ageRange',
  'projectSetup.versionTag',
  'projectSetup.fields.cv',
  'scoring.sd',
  'scoring.n',
  'scoring.min',
  'scoring.operator',
  'scoring.z',
  'scoring.T',
  'scoring.sten',
  'scoring.stanine',
  'competences.status',
  'competences.label',
  'invitations.bulk.stepTemplate',
  'invitations.bulk.valid',
  'invitations.bulk.ok',
  'projectLanguages.template',
  'projectLanguages.sample.name',
  'projectLanguages.sample.email',
  'projectLanguages.sample.code',
  'uniqueCodes.batch',
  'libraryTranslations.field',
  'evidence.steps.dif',
  'evidence.models.Rasch',
  'evidence.models.2PL',
  'evidence.models.3PL',
  'evidence.list.n',
  'evidence.list.model',
  'evidence.tabs.dif',
  'evidence.itemFlags.dif.label',
  'evidence.distractors.rpb',
  'evidence.reliability.n',
  'evidence.reliability.alpha',
  'evidence.reliability.omega',
  'evidence.reliability.sem',
  'evidence.calibration.model',
  'evidence.calibration.logLikelihood',
  'evidence.calibration.persons',
  'evidence.calibration.a',
  'evidence.calibration.b',
  'evidence.calibration.c',
  'evidence.calibration.sx2',
  'evidence.calibration.df',
  'evidence.calibration.p',
  'evidence.dif.delta',
  'evidence.dif.se',
  'evidence.dif.chiSquare',
  'evidence.dif.favoursGroup',
  'evidence.dif.smd',
  'evidence.dif.effectSize',
]);

describe('the Indonesian catalogue', () => {
  it('has every key of the English one and no other', () => {
    expect([...indonesian.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('has no empty text, in either catalogue', () => {
    for (const [name, catalogue] of [
      ['en', english],
      ['id', indonesian],
    ] as const) {
      const empty = [...catalogue].filter(([, text]) => typeof text !== 'string' || text.trim() === '');
      expect(empty.map(([key]) => `${name}: ${key}`)).toEqual([]);
    }
  });

  it('keeps the placeholders of every text', () => {
    const differing = [...english]
      .filter(([key, text]) => placeholders(text).join() !== placeholders(indonesian.get(key)).join())
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it("keeps the specification's texts word for word", () => {
    for (const key of SPEC_TEXTS) {
      expect(english.has(key), key).toBe(true);
      expect(indonesian.get(key), key).toBe(english.get(key));
    }
    expect(MESSAGES_ID.serverTrouble.title).toBe('Server Sedang Mengalami Kendala');
    expect(MESSAGES_ID.offline.title).toBe('Koneksi Internet terputus');
  });

  it("keeps the specification's English texts word for word in English, and says them in Indonesian", () => {
    for (const [key, en, id] of SPEC_ENGLISH) {
      expect(english.get(key), key).toBe(en);
      expect(indonesian.get(key), key).toBe(id);
    }
  });

  it('translates every other text', () => {
    const untranslated = [...english]
      .filter(([key, text]) => !SAME_IN_BOTH.has(key) && indonesian.get(key) === text)
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });
});

describe("the sidebar's links", () => {
  it("are, in English, spec 2.6's labels the user context sends", () => {
    for (const link of Object.values(SIDEBAR_MENUS).flat()) {
      expect(MESSAGES.nav.links[link.key as keyof typeof MESSAGES.nav.links], link.key).toBe(link.label);
      expect(Object.values(MESSAGES.nav.groups)).toContain(link.group);
    }
  });
});

describe('switching the UI locale', () => {
  afterAll(async () => {
    const { applyUiLocale } = await import('./i18n');
    await applyUiLocale('en');
  });

  it('shows the texts, dates and numbers of the locale, and English again after', async () => {
    const { applyUiLocale, i18n } = await import('./i18n');
    const { formatDate, formatDateTime, formatNumber } = await import('./format');
    const { uiLocaleState } = await import('./ui-locale');

    await applyUiLocale('id');
    expect(i18n.language).toBe('id');
    expect(i18n.t('common.save')).toBe('Simpan');
    expect(i18n.t('dataTable.total', { count: 1 })).toBe('1 data');
    expect(i18n.t('signin.emailRequired')).toBe('Masukkan email Anda');
    // Intl's Indonesian short month (contracts' date-format.ts), the viewer's zone named.
    expect(formatDateTime('2026-08-12T14:05:00')).toMatch(/^12 Agu 2026 14\.05 \S+$/);
    expect(formatDate('2026-05-03')).toBe('3 Mei 2026');
    expect(formatNumber(1250)).toBe('1.250');
    expect(uiLocaleState().antd?.locale).toBe('id');

    await applyUiLocale('en');
    expect(i18n.t('common.save')).toBe('Save');
    expect(i18n.t('dataTable.total', { count: 1 })).toBe('1 record');
    expect(formatDateTime('2026-08-12T14:05:00')).toMatch(/^12 Aug 2026 14:05 \S+$/);
    expect(formatNumber(1250)).toBe('1,250');
    expect(uiLocaleState().antd).toBeUndefined();
  });
});
