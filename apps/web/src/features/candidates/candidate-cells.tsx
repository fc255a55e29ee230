import type { ParticipantStatus } from '@asesa/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { STATUS_COLOURS } from '../participants/status-colours';

export function CandidateStatusTag({ status }: { status: ParticipantStatus }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLOURS[status]}>{t(`projects.participantStatuses.${status}`)}</Tag>;
}
