import type { CorporateContext } from '@asesa/contracts';
import { describe, expect, it } from 'vitest';
import { headerLogoName, pickHeaderLogo } from './logo';

const context = (corporate: Partial<CorporateContext['corporate']>, consultantLogo: string | null) =>
  ({
    corporate: {
      logo_path: { thumbnail: null, path: '/uploads/logos/corp.png' },
      name: 'Corp',
      legal_name: 'PT Corp',
      color_theme: '#003366',
      is_show_header: true,
      is_use_corporate_logo: true,
      font_theme: '',
      callback_url: '',
      ...corporate,
    },
    consultant: {
      logo_path: { thumbnail: null, path: consultantLogo },
      name: 'Consult',
      legal_name: 'Consult',
    },
  }) satisfies CorporateContext;

describe('the participant header logo (spec 2.1)', () => {
  it('is the corporate logo when the corporate says to use it', () => {
    const ctx = context({}, '/uploads/logos/consultant.png');
    expect(pickHeaderLogo(ctx)).toBe('/uploads/logos/corp.png');
    expect(headerLogoName(ctx)).toBe('Corp');
  });

  it('otherwise the consultant logo', () => {
    const ctx = context({ is_use_corporate_logo: false }, '/uploads/logos/consultant.png');
    expect(pickHeaderLogo(ctx)).toBe('/uploads/logos/consultant.png');
    expect(headerLogoName(ctx)).toBe('Consult');
  });

  it('otherwise the default logo (null)', () => {
    expect(pickHeaderLogo(context({ is_use_corporate_logo: false }, null))).toBeNull();
    expect(pickHeaderLogo(undefined)).toBeNull();
  });
});
