import { ConfigProvider, type ThemeConfig } from 'antd';
import type { ReactNode } from 'react';

/**
 * antd's default greys and link blue are below WCAG AA's 4.5:1 on white (secondary text #8c8c8c
 * 3.4:1, placeholders #bfbfbf 1.8:1, links #1677ff 4.1:1). The participant, partner and public
 * pages (axe-core must find no serious violation there) use darker shades of the same colours: secondary
 * text #595959 (7:1), placeholders #737373 (4.7:1), links in the app's primary blue (8.6:1). The
 * status colours are seeds: the in-progress and finished tags and the form's error messages are
 * text in them: blue, green 8 and red 7. A dark seed derives murky backgrounds, so their
 * backgrounds and borders stay antd's usual pale ones.
 */
export const ACCESSIBLE_TOKENS: NonNullable<ThemeConfig['token']> = {
  colorTextDescription: '#595959',
  colorTextTertiary: '#595959',
  colorTextPlaceholder: '#737373',
  colorLink: '#1d4f91',
  colorLinkHover: '#2a66b5',
  colorLinkActive: '#143a6b',
  colorInfo: '#1d4f91',
  colorSuccess: '#237804',
  colorError: '#cf1322',
  colorInfoBg: '#e8eff9',
  colorInfoBorder: '#b6c8e3',
  colorSuccessBg: '#f6ffed',
  colorSuccessBorder: '#b7eb8f',
  colorErrorBg: '#fff2f0',
  colorErrorBorder: '#ffccc7',
};

/** The accessible tokens over the app's theme (nested ConfigProviders merge their tokens). */
export function AccessibleTheme({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={{ token: ACCESSIBLE_TOKENS }}>
      <style>{TARGET_SIZES}</style>
      <div className="participant-targets" style={{ display: 'contents' }}>
        {children}
      </div>
    </ConfigProvider>
  );
}

/**
 * WCAG 2.5.8 (target size, minimum): checkboxes and radios with their labels, and links standing
 * on their own (not inside a sentence), are at least 24 CSS px high; antd draws them 16–22 px.
 */
const TARGET_SIZES = `
.participant-targets .ant-checkbox-wrapper, .participant-targets .ant-radio-wrapper {
  min-height: 24px; align-items: center;
}
.participant-targets a[href]:not(p a):not(li a):not(.ant-typography a) {
  display: inline-block; min-height: 24px; line-height: 24px;
}
`;
