import { Button, Card, Flex, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useParticipantLanguage } from '../../lib/participant-language';
import { AccessibleTheme } from './accessible-theme';
import { LanguageSelect } from './components';
import { useCopy } from './copy';
import { ParticipantCopyProvider } from './translations';

/** Where a candidate starts: the access-code page (the staff sign-in is not theirs). */
export const PARTICIPANT_ENTRY = '/access-codes/';

/**
 * The page-not-found of the participant's pages (spec 2.1: unknown paths go to /404): in the
 * participant's language, with its switcher, and a way back to the participant entry.
 */
export function ParticipantNotFound() {
  return (
    <ParticipantCopyProvider>
      <AccessibleTheme>
        <NotFoundBody />
      </AccessibleTheme>
    </ParticipantCopyProvider>
  );
}

function NotFoundBody() {
  const COPY = useCopy();
  const language = useParticipantLanguage();
  const navigate = useNavigate();
  return (
    <Flex component="main" lang={language} vertical style={{ minHeight: '100vh', background: '#f0f2f5' }}>
      <Flex justify="flex-end" align="center" style={{ minHeight: 64, padding: '0 16px' }}>
        <LanguageSelect />
      </Flex>
      <Flex flex={1} align="center" justify="center" style={{ padding: 16 }}>
        <Card style={{ width: '100%', maxWidth: 480 }}>
          <Result
            status="404"
            title={<h1 style={{ fontSize: 24, margin: 0 }}>404</h1>}
            subTitle={COPY.notFoundText}
            extra={
              <Button type="primary" onClick={() => navigate(PARTICIPANT_ENTRY)}>
                {COPY.notFoundHome}
              </Button>
            }
          />
        </Card>
      </Flex>
    </Flex>
  );
}
