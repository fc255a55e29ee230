import { DownloadOutlined, InboxOutlined, UploadOutlined } from '@ant-design/icons';
import { BULK_MAX_BYTES, type BulkReadAnswer, type BulkRowPreview } from '@asesa/contracts';
import {
  Alert,
  App,
  Button,
  Col,
  Flex,
  Modal,
  Result,
  Row,
  Space,
  Spin,
  Statistic,
  Steps,
  Table,
  Tag,
  Typography,
  Upload,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JobProgressBar, useJobProgress } from '../../components/job-progress';
import { api, apiDownload, apiUpload } from '../../lib/api';
import { useLanguageName } from '../general-config/queries';
import { useRefreshInvitations } from './queries';

const STEP = { template: 0, upload: 1, preview: 2, invite: 3 } as const;
const MEGABYTES = BULK_MAX_BYTES / (1024 * 1024);

/**
 * Bulk invitation in four steps: download the .xlsx template, upload it filled, preview every
 * row with its problems, then invite the valid rows as a background job with a progress bar.
 */
export function BulkInviteWizard({
  projectId,
  open,
  onClose,
}: {
  projectId: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const refresh = useRefreshInvitations(projectId);
  const [step, setStep] = useState<number>(STEP.template);
  const [busy, setBusy] = useState(false);
  const [read, setRead] = useState<BulkReadAnswer | null>(null);
  const [jobId, setJobId] = useState<number | null>(null);
  const progress = useJobProgress(
    'projects/participants/datatable-progress',
    { project_id: projectId },
    { enabled: jobId !== null, key: jobId },
  );
  const finished = jobId !== null && progress.data?.job_id === jobId && progress.data.status === 'done';
  // A small sheet can be done before the first poll, so refresh on "finished", not on a transition.
  useEffect(() => {
    if (finished) void refresh();
  }, [finished, refresh]);

  const reset = () => {
    setStep(STEP.template);
    setRead(null);
    setJobId(null);
  };
  const close = () => {
    onClose();
    if (finished) reset();
  };

  const download = async () => {
    setBusy(true);
    try {
      // The template speaks the reader's language; its reader accepts either language's columns.
      const template = { project_id: projectId, language: i18n.language };
      if (await apiDownload('projects/invitations/bulk-template', template))
        message.success(t('invitations.bulk.downloaded'));
    } finally {
      setBusy(false);
    }
  };

  const upload = (file: File) => {
    if (!file.name.toLowerCase().endsWith('.xlsx')) {
      message.error(t('invitations.bulk.wrongType'));
      return Upload.LIST_IGNORE;
    }
    setBusy(true);
    void apiUpload('projects/invitations/bulk-read', { project_id: projectId }, file)
      .then((env) => {
        if (env.data) {
          setRead(env.data);
          setStep(STEP.preview);
        }
      })
      .finally(() => setBusy(false));
    // The upload runs through the api client; antd's own list and request are not used.
    return Upload.LIST_IGNORE;
  };

  const invite = async () => {
    if (!read) return;
    setBusy(true);
    try {
      const env = await api('projects/invitations/bulk-invite', { batch_id: read.batch_id });
      if (env.data) {
        setJobId(env.data.job_id);
        setStep(STEP.invite);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('invitations.bulk.title')}
      width={960}
      onCancel={close}
      footer={null}
      mask={{ closable: false }}
    >
      <Flex vertical gap={16}>
        <Steps
          current={step}
          size="small"
          items={[
            { title: t('invitations.bulk.stepTemplate') },
            { title: t('invitations.bulk.stepUpload') },
            { title: t('invitations.bulk.stepPreview') },
            { title: t('invitations.bulk.stepInvite') },
          ]}
        />
        {step === STEP.template ? (
          <Flex vertical gap={12} align="flex-start">
            <Typography.Paragraph>{t('invitations.bulk.templateHint')}</Typography.Paragraph>
            <Space>
              <Button icon={<DownloadOutlined />} loading={busy} onClick={download}>
                {t('invitations.bulk.download')}
              </Button>
              <Button type="primary" onClick={() => setStep(STEP.upload)}>
                {t('invitations.bulk.next')}
              </Button>
            </Space>
          </Flex>
        ) : null}
        {step === STEP.upload ? (
          <Flex vertical gap={12}>
            <Spin spinning={busy} description={t('invitations.bulk.reading')}>
              <Upload.Dragger
                accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                multiple={false}
                showUploadList={false}
                beforeUpload={upload}
                disabled={busy}
              >
                <p className="ant-upload-drag-icon">
                  <InboxOutlined />
                </p>
                <p className="ant-upload-text">{t('invitations.bulk.uploadTitle')}</p>
                <p className="ant-upload-hint">
                  {t('invitations.bulk.uploadHint', { size: String(MEGABYTES) })}
                </p>
              </Upload.Dragger>
            </Spin>
            <Space>
              <Button onClick={() => setStep(STEP.template)}>{t('invitations.bulk.back')}</Button>
            </Space>
          </Flex>
        ) : null}
        {step === STEP.preview && read ? (
          <BulkPreview read={read} busy={busy} onBack={() => setStep(STEP.upload)} onInvite={invite} />
        ) : null}
        {step === STEP.invite ? (
          <Flex vertical gap={12}>
            <JobProgressBar progress={progress.data} label={t('invitations.bulk.inviting')} />
            {finished && read ? (
              <Result
                status="success"
                title={t('invitations.bulk.finished')}
                subTitle={t('invitations.bulk.summary', { count: read.valid_count })}
                extra={[
                  <Button key="again" icon={<UploadOutlined />} onClick={reset}>
                    {t('invitations.bulk.again')}
                  </Button>,
                  <Button key="close" type="primary" onClick={close}>
                    {t('invitations.bulk.close')}
                  </Button>,
                ]}
              />
            ) : null}
          </Flex>
        ) : null}
      </Flex>
    </Modal>
  );
}

function ErrorTags({ errors }: { errors: string[] }) {
  const { t } = useTranslation();
  if (!errors.length) return <Tag color="green">{t('invitations.bulk.ok')}</Tag>;
  return (
    <Flex vertical gap={2}>
      {errors.map((e) => (
        <Typography.Text key={e} type="danger">
          {e}
        </Typography.Text>
      ))}
    </Flex>
  );
}

/** Step 3: the counts, every invalid row with its problems, and the first rows of the sheet. */
function BulkPreview({
  read,
  busy,
  onBack,
  onInvite,
}: {
  read: BulkReadAnswer;
  busy: boolean;
  onBack: () => void;
  onInvite: () => void;
}) {
  const { t } = useTranslation();
  const languageName = useLanguageName();
  const rowColumn = { key: 'row', dataIndex: 'row', title: t('invitations.bulk.row'), width: 70 };
  return (
    <Flex vertical gap={12}>
      <Row gutter={16}>
        <Col span={8}>
          <Statistic title={t('invitations.bulk.total')} value={read.total} />
        </Col>
        <Col span={8}>
          <Statistic
            title={t('invitations.bulk.valid')}
            value={read.valid_count}
            styles={{ content: { color: '#389e0d' } }}
          />
        </Col>
        <Col span={8}>
          <Statistic
            title={t('invitations.bulk.invalid')}
            value={read.invalid_count}
            styles={{ content: { color: read.invalid_count ? '#cf1322' : undefined } }}
          />
        </Col>
      </Row>
      {read.invalid.length ? (
        <>
          <Alert type="warning" showIcon title={t('invitations.bulk.invalidNote')} />
          <Typography.Title level={5}>{t('invitations.bulk.invalidRows')}</Typography.Title>
          <Table
            aria-label={t('invitations.bulk.invalidRows')}
            size="small"
            rowKey="row"
            dataSource={read.invalid}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            columns={[
              rowColumn,
              { key: 'name', dataIndex: 'name', title: t('common.name') },
              { key: 'email', dataIndex: 'email', title: t('common.email') },
              {
                key: 'errors',
                dataIndex: 'errors',
                title: t('invitations.bulk.errors'),
                render: (errors: string[]) => <ErrorTags errors={errors} />,
              },
            ]}
          />
        </>
      ) : null}
      <Typography.Title level={5}>
        {t('invitations.bulk.firstRows', { count: read.rows.length })}
      </Typography.Title>
      <Table<BulkRowPreview>
        aria-label={t('invitations.bulk.stepPreview')}
        size="small"
        rowKey="row"
        dataSource={read.rows}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        columns={[
          rowColumn,
          { key: 'name', dataIndex: 'name', title: t('common.name') },
          { key: 'email', dataIndex: 'email', title: t('common.email') },
          { key: 'phone', dataIndex: 'phone', title: t('invitations.phone') },
          {
            key: 'language_code',
            dataIndex: 'language_code',
            title: t('invitations.language'),
            render: (v: string) => languageName(v),
          },
          {
            key: 'errors',
            dataIndex: 'errors',
            title: t('invitations.bulk.errors'),
            render: (errors: string[]) => <ErrorTags errors={errors} />,
          },
        ]}
      />
      {read.valid_count === 0 ? (
        <Alert type="error" showIcon title={t('invitations.bulk.noneValid')} />
      ) : null}
      <Space>
        <Button onClick={onBack}>{t('invitations.bulk.back')}</Button>
        <Button type="primary" disabled={read.valid_count === 0} loading={busy} onClick={onInvite}>
          {t('invitations.bulk.invite', { count: read.valid_count })}
        </Button>
      </Space>
    </Flex>
  );
}
