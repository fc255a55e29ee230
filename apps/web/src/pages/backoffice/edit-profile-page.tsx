import type { consultantProfile } from '@asesa/contracts';
import { Card, Col, Flex, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { PageHeader } from '../../components/page-header';
import { SsoCard } from '../../features/sso/sso-card';
import { PasswordForm } from '../../features/users/password-form';
import { PreferencesForm } from '../../features/users/preferences-form';
import { ProfileForm } from '../../features/users/profile-form';
import { ProfilePhoto } from '../../features/users/profile-photo';
import { type ProfileKind, useOwnProfile } from '../../features/users/queries';

/**
 * /consultant-account/edit-profile (a consultant: name, title, its account's names, photo,
 * password, and its account's single sign-on)
 * and /corporate-account/edit-profile (a collaborator: name, title, photo, password).
 */
export function EditProfilePage({ kind }: { kind: ProfileKind }) {
  const { t } = useTranslation();
  const { data, isLoading } = useOwnProfile(kind);

  return (
    <Flex vertical gap={16}>
      <PageHeader title={t('profile.title')} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card title={t('profile.details')}>
            {isLoading || !data ? (
              <Skeleton active />
            ) : (
              <Flex vertical gap={24}>
                <ProfilePhoto name={data.name} thumbnail={data.thumbnail} full={data.path} />
                <ProfileForm kind={kind} profile={data} />
              </Flex>
            )}
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card title={t('profile.password')}>
            <PasswordForm path={kind === 'consultant' ? 'users/consultants/password' : 'users/password'} />
          </Card>
          <Card title={t('profile.preferences')} style={{ marginTop: 16 }}>
            <PreferencesForm />
          </Card>
        </Col>
      </Row>
      {/* A consultant sets up its own account's company sign-in here (the server allows its own). */}
      {kind === 'consultant' && data && 'account' in data && (
        <SsoCard account="consultant" accountId={(data as z.infer<typeof consultantProfile>).account.id} />
      )}
    </Flex>
  );
}
