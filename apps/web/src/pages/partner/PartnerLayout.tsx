import type { CorporateContext } from '@asesa/contracts';
import { ConfigProvider, Layout } from 'antd';
import { useEffect } from 'react';
import { Outlet, useParams } from 'react-router';
import { useCorporateContext } from '../../features/test-activities/api';
import { HeaderLogo } from '../../features/test-activities/components';
import {
  BACK_TO_PARENT_MESSAGE,
  DEFAULT_PARTNER_HEADER_COLOR,
} from '../../features/test-activities/constants';
import { COPY } from '../../features/test-activities/copy';
import { headerLogoName, pickHeaderLogo } from '../../features/test-activities/logo';
import { STORAGE_KEYS } from '../../lib/storage-keys';

function storedTheme(key: string): string | null {
  return localStorage.getItem(key) || null;
}

/** Spec 2.3: the corporate's color_theme and font_theme are kept in local storage and applied. */
function usePartnerTheme(ctx: CorporateContext | undefined) {
  useEffect(() => {
    if (!ctx) return;
    if (ctx.corporate.color_theme) localStorage.setItem(STORAGE_KEYS.colorTheme, ctx.corporate.color_theme);
    if (ctx.corporate.font_theme) localStorage.setItem(STORAGE_KEYS.fontTheme, ctx.corporate.font_theme);
  }, [ctx]);
  const color =
    ctx?.corporate.color_theme || storedTheme(STORAGE_KEYS.colorTheme) || DEFAULT_PARTNER_HEADER_COLOR;
  const font = ctx?.corporate.font_theme || storedTheme(STORAGE_KEYS.fontTheme) || undefined;
  return { color, font };
}

/** Tells the embedding page to take the participant back (spec 2.3). */
function backToParent() {
  window.parent.postMessage(BACK_TO_PARENT_MESSAGE, '*');
}

/** Spec 2.3: the embedded partner layout, titled Aktivitas Ujian; its header only when is_show_header. */
export function PartnerLayout() {
  const { pcode } = useParams();
  const context = useCorporateContext(pcode);
  const { color, font } = usePartnerTheme(context.data);
  const showHeader = context.data?.corporate.is_show_header === true;

  useEffect(() => {
    const previous = document.title;
    document.title = COPY.partnerTitle;
    return () => {
      document.title = previous;
    };
  }, []);

  useEffect(() => {
    if (pcode) localStorage.setItem(STORAGE_KEYS.participantCode, pcode);
  }, [pcode]);

  return (
    <ConfigProvider theme={{ token: { colorPrimary: color, ...(font ? { fontFamily: font } : {}) } }}>
      <Layout style={{ minHeight: '100vh', background: '#f5f7fa', fontFamily: font }}>
        {showHeader ? (
          <Layout.Header
            style={{
              background: color,
              display: 'flex',
              alignItems: 'center',
              height: 64,
              padding: '0 16px',
              lineHeight: 'normal',
            }}
          >
            <button
              type="button"
              onClick={backToParent}
              aria-label={COPY.partnerBack}
              style={{ background: 'transparent', border: 0, padding: 0, cursor: 'pointer', color: '#fff' }}
            >
              <HeaderLogo src={pickHeaderLogo(context.data)} name={headerLogoName(context.data)} />
            </button>
          </Layout.Header>
        ) : null}
        <Layout.Content style={{ padding: '24px 12px' }}>
          <div style={{ maxWidth: 880, margin: '0 auto', width: '100%' }}>
            <Outlet />
          </div>
        </Layout.Content>
      </Layout>
    </ConfigProvider>
  );
}
