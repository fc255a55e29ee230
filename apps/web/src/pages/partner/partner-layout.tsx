import { PARTNER_TOKEN_REASONS } from '@asesa/contracts';
import { ConfigProvider, Layout, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useMatches, useParams, useSearchParams } from 'react-router';
import { visuallyHidden } from '../../components/visually-hidden';
import { ACCESSIBLE_TOKENS } from '../../features/participant-journey/accessible-theme';
import { useCorporateContext, useProjectLanguageRule } from '../../features/participant-journey/api';
import { HeaderLogo, headerBarStyle, LanguageSelect } from '../../features/participant-journey/components';
import {
  BACK_TO_PARENT_MESSAGE,
  PARTNER_BASE,
  type ParticipantRouteHandle,
  partnerPaths,
} from '../../features/participant-journey/constants';
import { COPY } from '../../features/participant-journey/copy';
import { headerLogoName, pickHeaderLogo } from '../../features/participant-journey/logo';
import { ParticipantPathsProvider } from '../../features/participant-journey/paths-context';
import { storedExpired } from '../../features/participant-journey/stored-progress';
import { ParticipantCopyProvider } from '../../features/participant-journey/translations';
import { PARTNER_COPY } from '../../features/partner/copy';
import { partnerExpiredPath } from '../../features/partner/paths';
import { usePartnerTheme } from '../../features/partner/theme';
import { adoptPartnerToken, sessionStore, withoutPartnerToken } from '../../features/partner/token';
import { ApiError, setPartnerToken } from '../../lib/api';
import { registerOfflineShell } from '../../lib/offline-shell';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { PartnerResult } from './partner-result';

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
  usePartnerToken();
  // After this first load, a reload without a connection still shows the product's pages.
  useEffect(() => registerOfflineShell(PARTNER_BASE), []);
  return (
    <ParticipantCopyProvider>
      <ParticipantPathsProvider paths={partnerPaths}>
        <PartnerFrame />
      </ParticipantPathsProvider>
    </ParticipantCopyProvider>
  );
}

/**
 * Sends the partner token the parent page handed over with every call of the partner pages (set
 * before their first call), and stops when they are left; the token leaves the address bar.
 */
function usePartnerToken() {
  const [search, setSearch] = useSearchParams();
  const [token] = useState(() => {
    const adopted = adoptPartnerToken(new URLSearchParams(window.location.search), sessionStore());
    setPartnerToken(adopted);
    return adopted;
  });
  useEffect(() => {
    setPartnerToken(token);
    return () => setPartnerToken(null);
  }, [token]);
  useEffect(() => {
    const rest = withoutPartnerToken(search);
    if (rest) setSearch(rest, { replace: true });
  }, [search, setSearch]);
}

const isPartnerTokenRefusal = (error: unknown) =>
  error instanceof ApiError &&
  (error.reason === PARTNER_TOKEN_REASONS.invalid || error.reason === PARTNER_TOKEN_REASONS.other);

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
  // Without the server, the link's expiry it gave before (spec 3 params) stands in for its answer.
  const error = context.error;
  const expired =
    error instanceof ApiError &&
    (error.code === 410 ||
      (error.code === 403 && error.reason === 'revoked') ||
      (error.code === 0 && storedExpired(pcode)));
  if (expired && !location.pathname.endsWith('/expired'))
    return <Navigate to={partnerExpiredPath(pcode)} replace />;

  return (
    <ConfigProvider
      theme={{ token: { ...ACCESSIBLE_TOKENS, colorPrimary: color, ...(font ? { fontFamily: font } : {}) } }}
    >
      <Layout style={{ minHeight: '100vh', background: '#f5f7fa', fontFamily: font }}>
        {showHeader ? (
          <Layout.Header data-testid="partner-header" style={{ background: color, ...headerBarStyle }}>
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
            {isPartnerTokenRefusal(error) ? (
              <PartnerTokenRefused message={(error as Error).message} />
            ) : (
              <Outlet />
            )}
          </div>
        </Layout.Content>
      </Layout>
    </ConfigProvider>
  );
}

/** The partner token the parent page handed over is not this participant's corporate's. */
function PartnerTokenRefused({ message }: { message: string }) {
  return (
    <PartnerResult
      status="error"
      title={PARTNER_COPY.tokenRefusedTitle}
      body={PARTNER_COPY.tokenRefusedBody}
      extra={
        // The server's words name the header, for the partner's developers.
        <Typography.Text type="secondary" lang="en">
          {message}
        </Typography.Text>
      }
    />
  );
}
