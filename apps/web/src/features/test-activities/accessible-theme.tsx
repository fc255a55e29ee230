import { ConfigProvider, type ThemeConfig } from 'antd';
import type { ReactNode } from 'react';

/**
 * antd's default greys and link blue are below WCAG AA's 4.5:1 on white (secondary text #8c8c8c
 * 3.4:1, placeholders #bfbfbf 1.8:1, links #1677ff 4.1:1). The participant, partner and public
 * pages (issue 7: axe-core, no serious violation) use darker shades of the same colours: secondary
 * text #595959 (7:1), placeholders #737373 (4.7:1), links in the app's primary blue (8.6:1).
 */
export const ACCESSIBLE_TOKENS: NonNullable<ThemeConfig['token']> = {
  colorTextDescription: '#595959',
  colorTextTertiary: '#595959',
  colorTextPlaceholder: '#737373',
  colorLink: '#1d4f91',
  colorLinkHover: '#2a66b5',
  colorLinkActive: '#143a6b',
};

/** The accessible tokens over the app's theme (nested ConfigProviders merge their tokens). */
export function AccessibleTheme({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={{ token: ACCESSIBLE_TOKENS }}>{children}</ConfigProvider>;
}
