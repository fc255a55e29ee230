import { Button, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isFromParticipantPages } from '../../features/participant-journey/constants';
import { ParticipantNotFound } from '../../features/participant-journey/participant-not-found';

/**
 * Spec 2.5: /404. An unknown path of the participant's pages arrives here marked as theirs and
 * gets the participant's page-not-found (their language, Home to the access-code page).
 */
export function NotFoundPage() {
  const location = useLocation();
  if (isFromParticipantPages(location.state)) return <ParticipantNotFound />;
  return <StaffNotFound />;
}

/** The spec's page, Home to /signin. */
function StaffNotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Result
        status="404"
        title="404"
        subTitle={t('notFound.text')}
        extra={
          <Button type="primary" onClick={() => navigate('/signin')}>
            {t('notFound.home')}
          </Button>
        }
      />
    </Flex>
  );
}
