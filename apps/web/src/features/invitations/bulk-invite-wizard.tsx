import { DownloadOutlined, InboxOutlined, UploadOutlined } from '@ant-design/icons';
import { BULK_MAX_BYTES, type BulkReadAnswer, type BulkRowPreview } from '@asesa/contracts';
import {
  Alert,
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
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { JobProgressBar } from '../../components/job-progress';
import { formatNumber } from '../../lib/format';
import { useLanguageName } from '../general-config/queries';
import { STEP, useBulkInvite } from './use-bulk-invite';

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
  const { t } = useTranslation();
  const { step, setStep, busy, read, progress, finished, reset, close, download, upload, invite } =
    useBulkInvite(projectId, onClose);

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
          <TemplateStep busy={busy} onDownload={download} onNext={() => setStep(STEP.upload)} />
        ) : null}
        {step === STEP.upload ? (
          <UploadStep busy={busy} onUpload={upload} onBack={() => setStep(STEP.template)} />
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

/** Step 1: what the template is for, its download, and Next. */
function TemplateStep({
  busy,
  onDownload,
  onNext,
}: {
  busy: boolean;
  onDownload: () => void;
  onNext: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={12} align="flex-start">
      <Typography.Paragraph>{t('invitations.bulk.templateHint')}</Typography.Paragraph>
      <Space>
        <Button icon={<DownloadOutlined />} loading={busy} onClick={onDownload}>
          {t('invitations.bulk.download')}
        </Button>
        <Button type="primary" onClick={onNext}>
          {t('invitations.bulk.next')}
        </Button>
      </Space>
    </Flex>
  );
}

/** Step 2: the drop zone for the filled sheet (read by the server while the spinner turns). */
function UploadStep({
  busy,
  onUpload,
  onBack,
}: {
  busy: boolean;
  onUpload: (file: File) => string | boolean;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={12}>
      <Spin spinning={busy} description={t('invitations.bulk.reading')}>
        <Upload.Dragger
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          multiple={false}
          showUploadList={false}
          beforeUpload={onUpload}
          disabled={busy}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('invitations.bulk.uploadTitle')}</p>
          <p className="ant-upload-hint">{t('invitations.bulk.uploadHint', { size: String(MEGABYTES) })}</p>
        </Upload.Dragger>
      </Spin>
      <Space>
        <Button onClick={onBack}>{t('invitations.bulk.back')}</Button>
      </Space>
    </Flex>
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

/** A count in the reader's locale (Statistic's own separator is always a comma). */
const localeNumber = (value: number | string) => formatNumber(Number(value));

/** How both tables of the preview show a sheet: one row a line, ten a page. */
const SHEET_TABLE = {
  size: 'small',
  rowKey: 'row',
  pagination: { pageSize: 10, hideOnSinglePage: true },
} as const;

/** The columns that open both tables: the row's number in the sheet, the name and the e-mail. */
const personColumns = (t: TFunction) => [
  { key: 'row', dataIndex: 'row', title: t('invitations.bulk.row'), width: 70 },
  { key: 'name', dataIndex: 'name', title: t('common.name') },
  { key: 'email', dataIndex: 'email', title: t('common.email') },
];

/** The column that ends both tables: the row's problems. */
const errorsColumn = (t: TFunction) => ({
  key: 'errors',
  dataIndex: 'errors',
  title: t('invitations.bulk.errors'),
  render: (errors: string[]) => <ErrorTags errors={errors} />,
});

/** The rows with problems the read lists (the first ones, when there are more), with their problems. */
function InvalidRows({ read }: { read: BulkReadAnswer }) {
  const { t } = useTranslation();
  return (
    <>
      <Alert type="warning" showIcon title={t('invitations.bulk.invalidNote')} />
      <Typography.Title level={5}>{t('invitations.bulk.invalidRows')}</Typography.Title>
      {read.invalid.length < read.invalid_count ? (
        <Typography.Text type="secondary">
          {t('invitations.bulk.invalidListed', {
            listed: formatNumber(read.invalid.length),
            total: formatNumber(read.invalid_count),
          })}
        </Typography.Text>
      ) : null}
      <Table
        aria-label={t('invitations.bulk.invalidRows')}
        {...SHEET_TABLE}
        dataSource={read.invalid}
        columns={[...personColumns(t), errorsColumn(t)]}
      />
    </>
  );
}

/** Step 3: the counts, the rows with problems, and the first rows of the sheet. */
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
  return (
    <Flex vertical gap={12}>
      <Row gutter={16}>
        {(
          [
            { key: 'total', value: read.total, colour: undefined },
            { key: 'valid', value: read.valid_count, colour: '#389e0d' },
            { key: 'invalid', value: read.invalid_count, colour: read.invalid_count ? '#cf1322' : undefined },
          ] as const
        ).map(({ key, value, colour }) => (
          <Col key={key} span={8}>
            <Statistic
              title={t(`invitations.bulk.${key}`)}
              value={value}
              formatter={localeNumber}
              styles={{ content: { color: colour } }}
            />
          </Col>
        ))}
      </Row>
      {read.invalid.length ? <InvalidRows read={read} /> : null}
      <Typography.Title level={5}>
        {t('invitations.bulk.firstRows', { count: read.rows.length })}
      </Typography.Title>
      <Table<BulkRowPreview>
        aria-label={t('invitations.bulk.stepPreview')}
        {...SHEET_TABLE}
        dataSource={read.rows}
        columns={[
          ...personColumns(t),
          { key: 'phone', dataIndex: 'phone', title: t('invitations.phone') },
          {
            key: 'language_code',
            dataIndex: 'language_code',
            title: t('invitations.language'),
            render: (v: string) => languageName(v),
          },
          errorsColumn(t),
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
