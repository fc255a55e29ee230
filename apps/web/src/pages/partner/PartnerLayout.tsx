import { ConfigProvider, Layout } from 'antd';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useMatches, useParams, useSearchParams } from 'react-router';
import { partnerExpiredPath } from '../../features/partner/paths';
import { usePartnerTheme } from '../../features/partner/theme';
import { ACCESSIBLE_TOKENS } from '../../features/test-activities/accessible-theme';
import { useCorporateContext, useProjectLanguageRule } from '../../features/test-activities/api';
import { HeaderLogo, LanguageSelect, visuallyHidden } from '../../features/test-activities/components';
import {
  BACK_TO_PARENT_MESSAGE,
  type ParticipantRouteHandle,
  partnerPaths,
} from '../../features/test-activities/constants';
import { COPY } from '../../features/test-activities/copy';
import { headerLogoName, pickHeaderLogo } from '../../features/test-activities/logo';
import { ParticipantPathsProvider } from '../../features/test-activities/paths-context';
import { ParticipantCopyProvider } from '../../features/test-activities/translations';
import { ApiError } from '../../lib/api';
import { STORAGE_KEYS } from '../../lib/storage-keys';

/** Tells the embedding page to take the participant back (spec 2.3). */
function backToParent() {
  window.parent.postMessage(BACK_TO_PARENT_MESSAGE, '*');
}

/**
 * Spec 2.3: the embedded partner layout, titled Aktivitas Ujian; its header only when the
 * corporate's is_show_header, themed by its color_theme and font_theme. The participant pages
 * inside it link within the partner area (paths context).
 */
export function PartnerLayout() {
  return (
    <ParticipantCopyProvider>
      <ParticipantPathsProvider paths={partnerPaths}>
        <PartnerFrame />
      </ParticipantPathsProvider>
    </ParticipantCopyProvider>
  );
}

function PartnerFrame() {
  const params = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const pcode = params.pcode ?? search.get('pcode') ?? undefined;
  const matches = useMatches();
  const context = useCorporateContext(pcode);
  const mayChoose = useProjectLanguageRule(context.data);
  const showLanguage =
    mayChoose && matches.some((m) => (m.handle as ParticipantRouteHandle | undefined)?.showLanguage);
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

  // An expired or revoked code ends the partner flow on the expired page (which tells the partner).
  const expired =
    context.error instanceof ApiError &&
    (context.error.code === 410 || context.error.code === 403) &&
    !location.pathname.endsWith('/expired');
  if (expired) return <Navigate to={partnerExpiredPath(pcode)} replace />;

  return (
    <ConfigProvider
      theme={{ token: { ...ACCESSIBLE_TOKENS, colorPrimary: color, ...(font ? { fontFamily: font } : {}) } }}
    >
      <Layout style={{ minHeight: '100vh', background: '#f5f7fa', fontFamily: font }}>
        {showHeader ? (
          <Layout.Header
            data-testid="partner-header"
            style={{
              background: color,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 12,
              height: 64,
              padding: '0 16px',
              lineHeight: 'normal',
            }}
          >
            <button
              type="button"
              onClick={backToParent}
              style={{ background: 'transparent', border: 0, padding: 0, cursor: 'pointer', color: '#fff' }}
            >
              {/* Named by its text and the logo's, not an aria-label hiding the logo's visible name
                  (axe: label-content-name-mismatch); the button reads "Kembali <logo name>". */}
              <span style={visuallyHidden}>{COPY.partnerBack} </span>
              <HeaderLogo src={pickHeaderLogo(context.data)} name={headerLogoName(context.data)} />
            </button>
            {showLanguage ? <LanguageSelect /> : null}
          </Layout.Header>
        ) : showLanguage ? (
          <div style={{ display: 'flex', justifyContent: 'flex-end', padding: '12px 16px 0' }}>
            <LanguageSelect />
          </div>
        ) : null}
        {/* The layout's title (spec 2.3) names the page's main region; pages set the document title. */}
        <Layout.Content aria-label={COPY.partnerTitle} style={{ padding: '24px 12px' }}>
          <div style={{ maxWidth: 880, margin: '0 auto', width: '100%' }}>
            <Outlet />
          </div>
        </Layout.Content>
      </Layout>
    </ConfigProvider>
  );
}
