import type { IntegritySummary } from '@asesa/contracts';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Flex,
  Image,
  Skeleton,
  Table,
  type TableColumnsType,
  type TableColumnType,
  Typography,
} from 'antd';
import { type CSSProperties, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFile, unwrap } from '../../lib/api';
import { formatDateTime } from '../../lib/format';

/** A snapshot's JPEG comes through an authorised call (never a public URL): shown from a blob URL. */
function Snapshot({
  participantId,
  id,
  createdAt,
}: {
  participantId: number;
  id: number;
  createdAt: string;
}) {
  const { t } = useTranslation();
  const file = useQuery({
    queryKey: ['proctoring-snapshot', participantId, id],
    queryFn: async () => {
      const f = await unwrap(
        apiFile('projects/participants/proctoring-snapshot', {
          participant_id: participantId,
          snapshot_id: id,
        }),
      );
      return URL.createObjectURL(f.blob);
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  useEffect(() => () => (file.data ? URL.revokeObjectURL(file.data) : undefined), [file.data]);
  if (!file.data) return <Skeleton.Image active />;
  return (
    <figure style={{ margin: 0 }}>
      <Image
        src={file.data}
        width={160}
        alt={t('participants.snapshotAlt', { time: formatDateTime(createdAt) })}
      />
      <figcaption style={{ fontSize: 12, color: '#6b7280' }}>{formatDateTime(createdAt)}</figcaption>
    </figure>
  );
}

/**
 * The integrity summary of a participant: counts per event type, the timeline and the webcam
 * snapshots, under the note that they are evidence for a reviewer, never a verdict.
 */
export function IntegritySummaryView({
  participantId,
  integrity,
}: {
  participantId: number;
  integrity: IntegritySummary;
}) {
  const { t } = useTranslation();
  const label = (kind: string) =>
    t(`participants.eventKinds.${kind}` as 'participants.eventKinds.copy', { defaultValue: kind });
  return (
    <section aria-label={t('participants.integrity')} data-testid="integrity-summary">
      <Typography.Title level={5}>{t('participants.integrity')}</Typography.Title>
      <Alert type="info" showIcon title={t('participants.integrityNote')} style={{ marginBottom: 8 }} />
      {integrity.proctoring_level ? (
        <Typography.Paragraph type="secondary">
          {t('participants.integrityLevel', {
            level: t(
              `projectSetup.proctoringLevels.${integrity.proctoring_level}` as 'projectSetup.proctoringLevels.off',
              {
                defaultValue: integrity.proctoring_level,
              },
            ),
          })}
        </Typography.Paragraph>
      ) : null}
      {integrity.total === 0 ? (
        <Typography.Text type="secondary">{t('participants.noEvents')}</Typography.Text>
      ) : (
        <Flex vertical gap={12}>
          <Table
            size="small"
            pagination={false}
            rowKey="kind"
            dataSource={integrity.by_kind}
            aria-label={t('participants.integrityEvents', { count: integrity.total })}
            columns={[
              { key: 'kind', dataIndex: 'kind', title: t('participants.eventKind'), render: label },
              { key: 'count', dataIndex: 'count', title: t('participants.eventCount') },
            ]}
          />
          {integrity.timeline?.length ? (
            <EventTable
              title={t('participants.integrityTimeline')}
              rows={integrity.timeline}
              what={{ key: 'kind', dataIndex: 'kind', title: t('participants.eventKind'), render: label }}
              more={[
                {
                  key: 'detail',
                  dataIndex: 'detail',
                  title: t('participants.eventDetail'),
                  render: (v: string) => v || '-',
                },
              ]}
            />
          ) : null}
          {integrity.snapshots?.length ? (
            <div>
              <Typography.Text strong>{t('participants.integritySnapshots')}</Typography.Text>
              <Image.PreviewGroup>
                <Flex wrap gap={8} style={{ marginTop: 8 }}>
                  {integrity.snapshots.map((s) => (
                    <Snapshot key={s.id} participantId={participantId} id={s.id} createdAt={s.created_at} />
                  ))}
                </Flex>
              </Image.PreviewGroup>
            </div>
          ) : null}
        </Flex>
      )}
      <SessionActivity session={integrity.session ?? []} />
    </section>
  );
}

/** The test session as the server saw it: starts, resumes, connection lost and back, sections, time up. */
function SessionActivity({ session }: { session: NonNullable<IntegritySummary['session']> }) {
  const { t } = useTranslation();
  if (!session.length) return null;
  const label = (status: string) =>
    t(`participants.sessionStatuses.${status}` as 'participants.sessionStatuses.started', {
      defaultValue: status,
    });
  return (
    <EventTable
      style={{ marginTop: 12 }}
      title={t('participants.sessionActivity')}
      rows={session}
      what={{ key: 'status', dataIndex: 'status', title: t('participants.sessionEvent'), render: label }}
      more={[
        {
          key: 'section',
          title: t('participants.sessionSection'),
          // The section's title; its id only for a section the content no longer has.
          render: (_v, e) => e.section_title ?? e.section_id ?? '-',
        },
      ]}
    />
  );
}

/**
 * A titled table of what happened when, in which test: the time, what happened (`what`), the
 * test, then the table's own columns (`more`); paged beyond 20 rows.
 */
function EventTable<T extends { id: number; created_at: string; instrument_name: string | null }>({
  title,
  rows,
  what,
  more,
  style,
}: {
  title: string;
  rows: T[];
  what: TableColumnType<T>;
  more: TableColumnsType<T>;
  style?: CSSProperties;
}) {
  const { t } = useTranslation();
  return (
    <Table<T>
      size="small"
      rowKey="id"
      style={style}
      title={() => title}
      aria-label={title}
      dataSource={rows}
      pagination={rows.length > 20 ? { pageSize: 20, size: 'small' } : false}
      columns={[
        {
          key: 'at',
          dataIndex: 'created_at',
          title: t('participants.eventTime'),
          render: (v: string) => formatDateTime(v),
        },
        what,
        {
          key: 'test',
          dataIndex: 'instrument_name',
          title: t('participants.eventTest'),
          render: (v: string | null) => v ?? '-',
        },
        ...more,
      ]}
    />
  );
}
