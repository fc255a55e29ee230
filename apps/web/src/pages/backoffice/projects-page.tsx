import { PlusOutlined } from '@ant-design/icons';
import type { ProjectRow } from '@asesa/contracts';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type DataColumn, DataTable } from '../../components/data-table';
import { dateColumn } from '../../components/date-column';
import { PageHeader } from '../../components/page-header';
import { NewProjectModal } from '../../features/projects/new-project-modal';
import { DuplicateProjectButton, RemoveProjectButton } from '../../features/projects/project-actions';
import { fetchProjectPage } from '../../features/projects/queries';
import { projectStatusText } from '../../features/projects/status-text';
import { PROJECTS_KEY } from '../../lib/query-keys';

/** /project/all-project (admin, consultant) and /project/corporate-projects (every role): the projects list. */
export function ProjectsPage({ scope }: { scope: 'all' | 'corporate' }) {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  const title = scope === 'all' ? t('projects.allTitle') : t('projects.corporateTitle');

  const columns: DataColumn<ProjectRow>[] = [
    {
      title: t('projects.name'),
      dataIndex: 'name',
      sortable: true,
      ellipsis: true,
      render: (_v, row) => <Link to={`/project/detail/${row.id}`}>{row.name}</Link>,
    },
    {
      title: t('projects.corporateName'),
      dataIndex: 'corporate_name',
      sortable: true,
      ellipsis: true,
      width: 180,
    },
    {
      title: t('projectSetup.jobProfile'),
      dataIndex: 'job_profile_name',
      sortable: true,
      ellipsis: true,
      width: 180,
      render: (_v, row) => row.job_profile_name ?? t('common.none'),
    },
    {
      title: t('common.status'),
      dataIndex: 'status',
      sortable: true,
      width: 110,
      render: (_v, row) => projectStatusText(t, row.status),
    },
    {
      title: t('projects.participants'),
      dataIndex: 'participant_count',
      searchable: false,
      sortable: true,
      align: 'right',
      width: 130,
    },
    dateColumn(t('common.createdAt'), 'created_at'),
    {
      title: t('common.actions'),
      key: 'actions',
      searchable: false,
      width: 100,
      render: (_v, row) => (
        <Space size={0}>
          <DuplicateProjectButton project={row} compact />
          <RemoveProjectButton project={row} compact />
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={title}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {t('projects.newButton')}
          </Button>
        }
      />
      <DataTable<ProjectRow>
        label={title}
        queryKey={[...PROJECTS_KEY, 'list']}
        fetchPage={fetchProjectPage}
        columns={columns}
        rowKey="id"
      />
      <NewProjectModal open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
