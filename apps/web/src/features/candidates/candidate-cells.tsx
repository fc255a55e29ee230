import type { ParticipantStatus } from '@asesa/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const STATUS_COLOURS: Record<ParticipantStatus, string> = {
  invited: 'default',
  registered: 'blue',
  in_progress: 'gold',
  completed: 'cyan',
  scored: 'green',
  expired: 'volcano',
  revoked: 'red',
};

export function CandidateStatusTag({ status }: { status: ParticipantStatus }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLOURS[status]}>{t(`projects.participantStatuses.${status}`)}</Tag>;
}
