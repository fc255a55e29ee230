import type { ProjectDetail } from '@asesa/contracts';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { InviteParticipant } from './invite-participant';

/** Inviting participants: one at a time (bulk, resend and revoke arrive with the invitations work). */
export function InvitationsTab({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  return (
    <Card title={t('projects.addParticipant')} size="small">
      <InviteParticipant projectId={project.id} />
    </Card>
  );
}
