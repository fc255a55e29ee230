import type { CorporateContext } from '@asesa/contracts';
import { useEffect } from 'react';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { DEFAULT_PARTNER_HEADER_COLOR } from '../participant-journey/constants';

const stored = (key: string): string | null => localStorage.getItem(key) || null;

/**
 * Spec 2.3: the corporate's color_theme and font_theme are saved in local storage and applied,
 * so the pages without a participant code (finish, expired, offline) keep the partner's look.
 */
export function usePartnerTheme(ctx: CorporateContext | undefined) {
  useEffect(() => {
    if (!ctx) return;
    if (ctx.corporate.color_theme) localStorage.setItem(STORAGE_KEYS.colorTheme, ctx.corporate.color_theme);
    if (ctx.corporate.font_theme) localStorage.setItem(STORAGE_KEYS.fontTheme, ctx.corporate.font_theme);
    else localStorage.removeItem(STORAGE_KEYS.fontTheme);
  }, [ctx]);
  const color = ctx?.corporate.color_theme || stored(STORAGE_KEYS.colorTheme) || DEFAULT_PARTNER_HEADER_COLOR;
  const font = (ctx ? ctx.corporate.font_theme : stored(STORAGE_KEYS.fontTheme)) || undefined;
  return { color, font };
}
