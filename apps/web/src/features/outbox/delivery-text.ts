import type { InvitationDelivery } from '@asesa/contracts';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../../lib/format';

/** The line under an invitation e-mail's state: why it is held, when it was sent, why it failed. */
export function deliveryDetail(t: TFunction, d: InvitationDelivery): string {
  switch (d.status) {
    case 'held':
      return t('outbox.heldReason');
    case 'queued':
      return t('outbox.queuedDetail');
    case 'sent':
      return t('outbox.sentDetail', { time: formatDateTime(d.sent_at) });
    case 'failed':
      return t('outbox.failedDetail', { count: d.attempts, error: d.last_error ?? '' });
  }
}
