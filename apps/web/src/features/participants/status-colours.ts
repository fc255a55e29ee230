import type { ParticipantStatus } from '@asesa/contracts';

/** Tag colour of each participant status (antd preset colours). */
export const STATUS_COLOURS: Record<ParticipantStatus, string> = {
  invited: 'default',
  registered: 'blue',
  in_progress: 'gold',
  completed: 'cyan',
  scored: 'green',
  expired: 'volcano',
  revoked: 'red',
};
