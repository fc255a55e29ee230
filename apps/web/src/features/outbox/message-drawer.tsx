import type { OutboxRow } from '@asesa/contracts';
import { Drawer, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../components/detail-list';
import { formatDateTime } from '../../lib/format';
import { splitLinks } from './body-text';
import { useOutboxMessage } from './queries';

export const OUTBOX_STATUS_COLOURS: Record<OutboxRow['status'], string> = {
  held: 'default',
  queued: 'blue',
  sent: 'green',
  failed: 'red',
};

export function OutboxStatusTag({ status }: { status: OutboxRow['status'] }) {
  const { t } = useTranslation();
  return <Tag color={OUTBOX_STATUS_COLOURS[status]}>{t(`outbox.statuses.${status}`)}</Tag>;
}

/** One e-mail of the outbox: its envelope and its plain-text body, links clickable. */
export function OutboxMessageDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { data, isLoading } = useOutboxMessage(id);
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={640}
      title={data?.subject ?? t('outbox.body')}
      destroyOnHidden
    >
      {isLoading || !data ? (
        <Skeleton active />
      ) : (
        <>
          <DetailList
            items={[
              { key: 'to', label: t('outbox.to'), children: data.to_address },
              {
                key: 'status',
                label: t('outbox.status'),
                children: <OutboxStatusTag status={data.status} />,
              },
              { key: 'attempts', label: t('outbox.attempts'), children: data.attempts },
              ...(data.last_error
                ? [{ key: 'error', label: t('outbox.lastError'), children: data.last_error }]
                : []),
              { key: 'created', label: t('common.createdAt'), children: formatDateTime(data.created_at) },
              { key: 'sent', label: t('outbox.sentAt'), children: formatDateTime(data.sent_at) },
            ]}
          />
          <Typography.Title level={2} style={{ fontSize: 16, marginTop: 24 }}>
            {t('outbox.body')}
          </Typography.Title>
          <pre
            style={{
              whiteSpace: 'pre-wrap',
              wordBreak: 'break-word',
              fontFamily: 'inherit',
              background: '#fafafa',
              border: '1px solid #f0f0f0',
              borderRadius: 8,
              padding: 16,
              margin: 0,
            }}
          >
            {splitLinks(data.body_text).map((part, i) =>
              part.kind === 'link' ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one body never reorder
                <a key={i} href={part.text} target="_blank" rel="noreferrer">
                  {part.text}
                </a>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one body never reorder
                <span key={i}>{part.text}</span>
              ),
            )}
          </pre>
        </>
      )}
    </Drawer>
  );
}
