import type { HelpContact } from '@asesa/contracts';
import { Card, Flex, Layout, Result } from 'antd';
import { type CSSProperties, useEffect, useState } from 'react';
import { Outlet, useMatches, useParams } from 'react-router';
import { DisplayProvider, DisplayToggles } from '../../features/accommodations/display-settings';
import { AccessibleTheme } from '../../features/participant-journey/accessible-theme';
import {
  useCorporateContext,
  usePlatformHelp,
  useProjectLanguageRule,
} from '../../features/participant-journey/api';
import { HeaderLogo, headerBarStyle, LanguageSelect } from '../../features/participant-journey/components';
import {
  PARTICIPANT_BASE,
  type ParticipantRouteHandle,
  PRODUCT_NAME,
} from '../../features/participant-journey/constants';
import { useCopy } from '../../features/participant-journey/copy';
import { HelpButton } from '../../features/participant-journey/help-button';
import { headerLogoName, pickHeaderLogo } from '../../features/participant-journey/logo';
import { storedExpired } from '../../features/participant-journey/stored-progress';
import { ParticipantCopyProvider } from '../../features/participant-journey/translations';
import { ApiError } from '../../lib/api';
import { registerOfflineShell } from '../../lib/offline-shell';
import { useParticipantLanguage } from '../../lib/participant-language';
import { STORAGE_KEYS } from '../../lib/storage-keys';

const MAIN_ID = 'participant-main';

/** A link to the page content, visible only when focused from the keyboard. */
function SkipLink() {
  const COPY = useCopy();
  const [focused, setFocused] = useState(false);
  const style: CSSProperties = focused
    ? {
        position: 'absolute',
        left: 8,
        top: 8,
        zIndex: 1000,
        padding: '8px 12px',
        background: '#fff',
        borderRadius: 6,
      }
    : { position: 'absolute', left: -10_000, top: 'auto', width: 1, height: 1, overflow: 'hidden' };
  return (
    <a href={`#${MAIN_ID}`} style={style} onFocus={() => setFocused(true)} onBlur={() => setFocused(false)}>
      {COPY.skipToContent}
    </a>
  );
}

/** The help button of the top bar: the project's consultant, else (no code, an expired one) the platform. */
function ParticipantHelp({ help, settled }: { help: HelpContact | undefined; settled: boolean }) {
  const COPY = useCopy();
  const platform = usePlatformHelp(settled && !help);
  return <HelpButton contact={help ?? platform.data} labels={COPY} />;
}

/** Spec 2.1: the participant layout — header logo by the corporate/consultant rule, language dropdown on some pages. */
/** The layout inside the participant copy (the master translations of the chosen language). */
export function ParticipantLayout() {
  return (
    <ParticipantCopyProvider>
      <AccessibleTheme>
        <ParticipantDisplay />
      </AccessibleTheme>
    </ParticipantCopyProvider>
  );
}

/** The display the participant chose or was granted (larger text, high contrast) over every page. */
function ParticipantDisplay() {
  const { pcode } = useParams();
  return (
    <DisplayProvider pcode={pcode}>
      <ParticipantFrame />
    </DisplayProvider>
  );
}

function ParticipantFrame() {
  const COPY = useCopy();
  const { pcode } = useParams();
  const matches = useMatches();
  const showLanguage = matches.some((m) => (m.handle as ParticipantRouteHandle | undefined)?.showLanguage);
  const context = useCorporateContext(pcode);
  const mayChoose = useProjectLanguageRule(context.data);
  const language = useParticipantLanguage();
  // The server says the code expired, or cannot be reached and the link's stored expiry (spec 3
  // params) has passed: the candidate is told so rather than sent to the connection-lost page.
  const error = context.error;
  const expired =
    error instanceof ApiError && (error.code === 410 || (error.code === 0 && storedExpired(pcode)));

  // After this first load, a reload without a connection still shows the product's pages.
  useEffect(() => registerOfflineShell(PARTICIPANT_BASE), []);

  useEffect(() => {
    // The /Offline page's reload link goes back to the code the participant last used.
    if (pcode) localStorage.setItem(STORAGE_KEYS.participantCode, pcode);
  }, [pcode]);

  return (
    // lang: screen readers read the pages in the participant's language, not the app shell's.
    <Layout lang={language} style={{ minHeight: '100vh', background: '#f5f7fa' }}>
      <SkipLink />
      <Layout.Header style={{ background: '#fff', borderBottom: '1px solid #e5e8ef', ...headerBarStyle }}>
        <HeaderLogo src={pickHeaderLogo(context.data)} name={headerLogoName(context.data)} />
        <Flex align="center" gap={8}>
          {showLanguage && mayChoose ? <LanguageSelect /> : null}
          <ParticipantHelp help={context.data?.help} settled={!context.isPending} />
        </Flex>
      </Layout.Header>
      <div style={{ display: 'flex', justifyContent: 'flex-end', padding: '8px 12px 0' }}>
        <DisplayToggles />
      </div>
      <Layout.Content id={MAIN_ID} tabIndex={-1} style={{ padding: '24px 12px', outline: 'none' }}>
        <div style={{ maxWidth: 880, margin: '0 auto', width: '100%' }}>
          {expired ? (
            <Card>
              <Result
                status="warning"
                title={<h1 style={{ fontSize: 24, margin: 0 }}>{COPY.codeExpiredTitle}</h1>}
                subTitle={COPY.codeExpiredBody}
              />
            </Card>
          ) : (
            <Outlet />
          )}
        </div>
      </Layout.Content>
      <Layout.Footer
        style={{ textAlign: 'center', background: 'transparent', color: '#6b7280', padding: '16px' }}
      >
        {COPY.poweredBy} {PRODUCT_NAME}
      </Layout.Footer>
    </Layout>
  );
}
