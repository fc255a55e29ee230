import {
  type CorporateNewRequest,
  type CorporateRow,
  type CorporateUpdateRequest,
  DEFAULT_HEADER_COLOUR,
} from '@asesa/contracts';

/** What the corporate account form holds (antd leaves untouched optional fields undefined). */
export interface CorporateFormValues {
  name: string;
  legal_name: string;
  title?: string;
  sector_id?: number | null;
  slug: string;
  /** A hex string, or the ColorPicker's colour object before it is converted. */
  color_theme?: string | { toHexString: () => string };
  font_theme?: string;
  is_show_header?: boolean;
  is_use_corporate_logo?: boolean;
  callback_url?: string;
  /** Admins only: the consultant account the new corporate belongs to. */
  account_consultant_id?: number;
}

/** Font families offered for the partner pages (font_theme is free text; these are suggestions). */
export const FONT_THEMES = [
  'Inter',
  'Roboto',
  'Open Sans',
  'Lato',
  'Montserrat',
  'Poppins',
  'Nunito',
  'Source Sans 3',
] as const;

export const CORPORATE_FORM_DEFAULTS: Partial<CorporateFormValues> = {
  title: '',
  sector_id: null,
  color_theme: DEFAULT_HEADER_COLOUR,
  font_theme: '',
  is_show_header: true,
  is_use_corporate_logo: false,
  callback_url: '',
};

/** '#rrggbb' from the ColorPicker's value (a colour object or a string); the default when empty. */
export function colourToHex(value: CorporateFormValues['color_theme']): string {
  if (!value) return DEFAULT_HEADER_COLOUR;
  const hex = typeof value === 'string' ? value : value.toHexString();
  // The picker may answer '#rrggbbaa' with an opaque alpha; the contract wants six digits.
  return /^#[0-9a-fA-F]{8}$/.test(hex) ? hex.slice(0, 7) : hex;
}

/** The form's values as `accounts/corporates/new` expects them. */
export function corporateFormToPayload(values: CorporateFormValues): CorporateNewRequest {
  const payload: CorporateNewRequest = {
    name: values.name.trim(),
    legal_name: values.legal_name.trim(),
    title: (values.title ?? '').trim(),
    slug: values.slug.trim().toLowerCase(),
    color_theme: colourToHex(values.color_theme),
    font_theme: (values.font_theme ?? '').trim(),
    is_show_header: values.is_show_header ?? true,
    is_use_corporate_logo: values.is_use_corporate_logo ?? false,
    callback_url: (values.callback_url ?? '').trim(),
    sector_id: values.sector_id ?? null,
  };
  if (values.account_consultant_id !== undefined)
    payload.account_consultant_id = values.account_consultant_id;
  return payload;
}

/** The form's values as `accounts/corporates/update` expects them (the owner cannot change). */
export function corporateFormToUpdate(id: number, values: CorporateFormValues): CorporateUpdateRequest {
  const { account_consultant_id: _owner, ...payload } = corporateFormToPayload(values);
  return { id, ...payload };
}

/** A corporate account as the form's initial values. */
export function corporateToFormValues(row: CorporateRow): CorporateFormValues {
  return {
    name: row.name,
    legal_name: row.legal_name,
    title: row.title,
    sector_id: row.sector_id,
    slug: row.slug,
    color_theme: row.color_theme || DEFAULT_HEADER_COLOUR,
    font_theme: row.font_theme,
    is_show_header: row.is_show_header,
    is_use_corporate_logo: row.is_use_corporate_logo,
    callback_url: row.callback_url,
  };
}
