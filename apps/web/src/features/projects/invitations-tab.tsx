import { MailOutlined, UploadOutlined } from '@ant-design/icons';
import type { ProjectDetail } from '@asesa/contracts';
import { Button, Card, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BulkInviteWizard } from '../invitations/bulk-invite-wizard';
import { CreditSummary } from '../invitations/credit-summary';
import { InvitationsTable } from '../invitations/invitations-table';
import { InviteParticipant } from './invite-participant';

/**
 * Inviting participants: the credits it may spend, one at a time or a whole sheet (bulk wizard),
 * and every invitation with what became of its e-mail, resend, revoke and the participant's code
 * and link; the project's e-mails in the outbox are a link away.
 */
export function InvitationsTab({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const [bulkOpen, setBulkOpen] = useState(false);
  return (
    <Flex vertical gap={16}>
      <CreditSummary projectId={project.id} />
      <Card
        title={t('projects.addParticipant')}
        size="small"
        extra={
          <Button icon={<UploadOutlined />} onClick={() => setBulkOpen(true)}>
            {t('invitations.bulk.open')}
          </Button>
        }
      >
        <InviteParticipant projectId={project.id} />
      </Card>
      <Card
        title={t('invitations.list')}
        size="small"
        extra={
          <Link to={`/project/outbox?project=${project.id}`}>
            <MailOutlined aria-hidden /> {t('invitations.openOutbox')}
          </Link>
        }
      >
        <InvitationsTable projectId={project.id} />
      </Card>
      <BulkInviteWizard projectId={project.id} open={bulkOpen} onClose={() => setBulkOpen(false)} />
    </Flex>
  );
}
