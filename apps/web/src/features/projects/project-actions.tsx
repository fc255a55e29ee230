import { CopyOutlined, DeleteOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Popconfirm } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RequestModal } from '../../components/request-modal';
import { api } from '../../lib/api';
import { PROJECTS_KEY } from '../../lib/query-keys';
import { useBusy } from '../../lib/use-busy';

interface ProjectRef {
  id: number;
  name: string;
}

/** Duplicate: asks the copy's name, then opens the copy. */
export function DuplicateProjectButton({ project, compact }: { project: ProjectRef; compact?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        icon={<CopyOutlined />}
        size={compact ? 'small' : undefined}
        type={compact ? 'text' : 'default'}
        aria-label={compact ? t('projectSetup.duplicateLabel', { name: project.name }) : undefined}
        onClick={() => setOpen(true)}
      >
        {compact ? null : t('projectSetup.duplicate')}
      </Button>
      <RequestModal<{ name: string }, { id: number }>
        open={open}
        name="duplicate-project"
        title={t('projectSetup.duplicateTitle')}
        okText={t('projectSetup.duplicate')}
        initialValues={{ name: t('projectSetup.copyName', { name: project.name }).slice(0, 200) }}
        onClose={() => setOpen(false)}
        send={(values) => api('projects/duplicate', { id: project.id, name: values.name })}
        success={t('projectSetup.duplicated')}
        refresh={PROJECTS_KEY}
        onAccepted={(copy) => navigate(`/project/detail/${copy.id}?tab=overview`)}
      >
        <p>{t('projectSetup.duplicateHint')}</p>
        <Form.Item
          label={t('projectSetup.newName')}
          name="name"
          rules={[{ required: true, whitespace: true }, { max: 200 }]}
        >
          <Input autoComplete="off" />
        </Form.Item>
      </RequestModal>
    </>
  );
}

/** Remove (soft) after a confirmation; `onRemoved` says where to go next. */
export function RemoveProjectButton({
  project,
  compact,
  onRemoved,
}: {
  project: ProjectRef;
  compact?: boolean;
  onRemoved?: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [busy, whileBusy] = useBusy();
  return (
    <Popconfirm
      title={t('projectSetup.removeTitle', { name: project.name })}
      description={t('projectSetup.removeBody')}
      okText={t('common.remove')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true, loading: busy }}
      onConfirm={async () => {
        await whileBusy(async () => {
          const env = await api('projects/mark-as-removed', { id: project.id });
          if (env.code !== 200) return;
          message.success(t('projectSetup.removed'));
          await queryClient.invalidateQueries({ queryKey: [...PROJECTS_KEY, 'list'] });
          onRemoved?.();
        });
      }}
    >
      <Button
        danger
        icon={<DeleteOutlined />}
        size={compact ? 'small' : undefined}
        type={compact ? 'text' : 'default'}
        aria-label={compact ? t('projectSetup.removeLabel', { name: project.name }) : undefined}
      >
        {compact ? null : t('common.remove')}
      </Button>
    </Popconfirm>
  );
}

/** The project page's header actions. */
export function ProjectActions({ project }: { project: ProjectRef }) {
  const navigate = useNavigate();
  return (
    <>
      <DuplicateProjectButton project={project} />
      <RemoveProjectButton project={project} onRemoved={() => navigate('/project/corporate-projects')} />
    </>
  );
}
