import type { InvitationRow } from '@asesa/contracts';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { deliveryDetail } from './delivery-text';
import { OutboxStatusTag } from './message-drawer';

/**
 * What became of an invitation's latest e-mail, from its outbox row: held (and why), queued,
 * sent (when) or failed (how often, and the server's answer). The tag opens the e-mail.
 */
export function DeliveryCell({ row, onOpen }: { row: InvitationRow; onOpen: (outboxId: number) => void }) {
  const { t } = useTranslation();
  const d = row.delivery;
  if (!d) return <Typography.Text type="secondary">{t('outbox.noMail')}</Typography.Text>;
  const detail = deliveryDetail(t, d);
  return (
    <Flex vertical gap={2} style={{ minWidth: 0 }}>
      <Button
        type="link"
        size="small"
        style={{ padding: 0, height: 'auto', alignSelf: 'flex-start' }}
        aria-label={t('outbox.viewLabel', { to: row.email })}
        onClick={() => onOpen(d.outbox_id)}
      >
        <OutboxStatusTag status={d.status} />
      </Button>
      <Typography.Text
        type={d.status === 'failed' ? 'danger' : 'secondary'}
        style={{ fontSize: 12 }}
        ellipsis={{ tooltip: detail }}
      >
        {detail}
      </Typography.Text>
    </Flex>
  );
}
