import type { DatatableQuery, OutboxRow } from '@asesa/contracts';
import { Alert, Button, Flex, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BackLink } from '../../components/back-link';
import { type DataColumn, DataTable } from '../../components/data-table';
import { dateColumn } from '../../components/date-column';
import { PageHeader } from '../../components/page-header';
import { viewColumn } from '../../components/view-column';
import { useAuth } from '../../features/auth/auth-context';
import { OutboxMessageDrawer, OutboxStatusTag } from '../../features/outbox/message-drawer';
import { NoSmtpNotice } from '../../features/outbox/no-smtp-notice';
import { fetchOutboxPage, OUTBOX_KEY } from '../../features/outbox/queries';
import { useProject } from '../../features/projects/queries';

/**
 * The outbox: admins at /consultant-account/outbox read every e-mail the platform sent or holds;
 * consultants and collaborators at /project/outbox the invitation e-mails of their projects
 * (the server scopes it). `?project=<id>` shows one project's, as the invitations list links.
 */
export function OutboxPage() {
  const { t } = useTranslation();
  const { session } = useAuth();
  const [params, setParams] = useSearchParams();
  const [openId, setOpenId] = useState<number | null>(null);
  const isAdmin = session?.status === 'authenticated' && session.role === 'admin';
  const projectParam = Number(params.get('project'));
  const projectId = Number.isInteger(projectParam) && projectParam > 0 ? projectParam : undefined;
  const project = useProject(projectId ?? 0);
  const fetchPage = useCallback((query: DatatableQuery) => fetchOutboxPage(query, projectId), [projectId]);
  const showAllProjects = () => {
    const next = new URLSearchParams(params);
    next.delete('project');
    next.delete('page');
    setParams(next, { replace: true });
  };

  const columns = outboxColumns(t, setOpenId);

  return (
    <Flex vertical gap={16}>
      {projectId ? (
        <BackLink to={`/project/detail/${projectId}?tab=invitations`}>{t('outbox.backToProject')}</BackLink>
      ) : isAdmin ? (
        <BackLink to="/consultant-account/all-account">{t('consultants.back')}</BackLink>
      ) : null}
      <PageHeader title={t('outbox.title')} sub={isAdmin ? t('outbox.intro') : t('outbox.introScoped')} />
      <NoSmtpNotice />
      {projectId ? (
        <Alert
          type="info"
          title={t('outbox.projectFilter', { name: project.data?.name ?? `#${projectId}` })}
          action={
            <Button size="small" onClick={showAllProjects}>
              {t('outbox.allProjects')}
            </Button>
          }
        />
      ) : null}
      <DataTable<OutboxRow>
        label={t('outbox.title')}
        queryKey={[...OUTBOX_KEY, 'list', projectId ?? 'all']}
        fetchPage={fetchPage}
        columns={columns}
        rowKey="id"
        columnsId="outbox"
      />
      <OutboxMessageDrawer id={openId} onClose={() => setOpenId(null)} />
    </Flex>
  );
}

/**
 * The outbox table's columns, with each e-mail's View button. The first column is the server's
 * default order (descending): newest first.
 */
function outboxColumns(t: TFunction, onView: (id: number) => void): DataColumn<OutboxRow>[] {
  return [
    dateColumn(t('common.createdAt'), 'created_at'),
    { title: t('outbox.to'), dataIndex: 'to_address', sortable: true, ellipsis: true, width: 200 },
    { title: t('outbox.subject'), dataIndex: 'subject', sortable: true, ellipsis: true, alwaysShown: true },
    {
      title: t('outbox.project'),
      dataIndex: 'project_name',
      sortable: true,
      ellipsis: true,
      width: 180,
      render: (_v, row) => row.project_name ?? t('common.none'),
    },
    {
      title: t('outbox.status'),
      dataIndex: 'status',
      sortable: true,
      width: 110,
      render: (_v, row) => <OutboxStatusTag status={row.status} />,
    },
    {
      title: t('outbox.attempts'),
      dataIndex: 'attempts',
      sortable: true,
      searchable: false,
      align: 'right',
      width: 110,
      defaultHidden: true,
    },
    {
      title: t('outbox.lastError'),
      dataIndex: 'last_error',
      searchable: false,
      width: 180,
      render: (_v, row) =>
        row.last_error ? (
          <Typography.Text type="danger" ellipsis={{ tooltip: row.last_error }}>
            {row.last_error}
          </Typography.Text>
        ) : (
          t('common.none')
        ),
    },
    dateColumn(t('outbox.sentAt'), 'sent_at'),
    viewColumn<OutboxRow>({
      title: t('common.actions'),
      width: 100,
      text: t('outbox.view'),
      labelOf: (row) => t('outbox.viewLabel', { to: row.to_address }),
      onView: (row) => onView(row.id),
    }),
  ];
}
