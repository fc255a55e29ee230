import { type CorporateRow, corporateNewRequest, corporateUpdateRequest } from '@asesa/contracts';
import { describe, expect, it } from 'vitest';
import {
  CORPORATE_FORM_DEFAULTS,
  colourToHex,
  corporateFormToPayload,
  corporateFormToUpdate,
  corporateToFormValues,
} from './corporate-form-model';

/** What the corporate form edits of a corporate; the rest of its row is the server's. */
const EDITABLE = {
  name: 'Acme',
  legal_name: 'PT Acme Tbk',
  title: 'Acme HR',
  slug: 'acme',
  color_theme: '#112233',
  font_theme: 'Inter',
  is_show_header: false,
  is_use_corporate_logo: true,
  callback_url: 'https://acme.test/hook',
  sector_id: 4,
};
const ROW: CorporateRow = {
  id: 7,
  ...EDITABLE,
  account_consultant_id: 2,
  consultant_name: 'Consult',
  sector_name: 'Mining',
  logo_path: null,
  logo_thumbnail: null,
  balance: 0,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

describe('colourToHex', () => {
  it('takes strings and colour objects, drops an opaque alpha, defaults to the header colour', () => {
    expect(colourToHex('#abcdef')).toBe('#abcdef');
    expect(colourToHex({ toHexString: () => '#a1b2c3' })).toBe('#a1b2c3');
    expect(colourToHex('#a1b2c3ff')).toBe('#a1b2c3');
    expect(colourToHex(undefined)).toBe('#003366');
    expect(colourToHex('')).toBe('#003366');
  });
});

describe('corporateFormToPayload', () => {
  it('trims, lower-cases the slug and fills what the form left empty', () => {
    const payload = corporateFormToPayload({ name: ' Acme ', legal_name: ' PT Acme ', slug: ' Acme-HQ ' });
    expect(payload).toEqual({
      name: 'Acme',
      legal_name: 'PT Acme',
      title: '',
      slug: 'acme-hq',
      color_theme: '#003366',
      font_theme: '',
      is_show_header: true,
      is_use_corporate_logo: false,
      callback_url: '',
      sector_id: null,
    });
    expect(corporateNewRequest.safeParse(payload).success).toBe(true);
  });

  it('keeps the chosen consultant account (admins) and the sector', () => {
    const payload = corporateFormToPayload({
      ...CORPORATE_FORM_DEFAULTS,
      name: 'A',
      legal_name: 'B',
      slug: 'a',
      sector_id: 3,
      account_consultant_id: 9,
    });
    expect(payload.sector_id).toBe(3);
    expect(payload.account_consultant_id).toBe(9);
  });
});

describe('corporateFormToUpdate', () => {
  it('round-trips a corporate through the form without the owner', () => {
    const update = corporateFormToUpdate(ROW.id, { ...corporateToFormValues(ROW), account_consultant_id: 5 });
    expect(update).toEqual({ id: 7, ...EDITABLE });
    expect(corporateUpdateRequest.safeParse(update).success).toBe(true);
  });
});
