import { FileExcelOutlined, FilePdfOutlined } from '@ant-design/icons';
import {
  BIAS_AUDIT_DEFAULT_CUT,
  BIAS_AUDIT_MIN_COUNT,
  BIAS_AUDIT_MIN_SHARE,
  type BiasAuditCategory,
  type BiasAuditMeasure,
  type BiasAuditRequest,
  type BiasAuditResponse,
  type BiasAuditScope,
  type BiasAuditTable,
  type ProjectDetail,
} from '@asesa/contracts';
import {
  Alert,
  App,
  Button,
  Card,
  DatePicker,
  Flex,
  Form,
  InputNumber,
  Select,
  Table,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rightColumn } from '../../components/right-column';
import { apiDownload } from '../../lib/api';
import { formatDateTime, formatNumber, uiNumbers } from '../../lib/format';
import { currentUiLocale } from '../../lib/ui-locale';
import { useBiasAudit } from './bias-audit-queries';
import { decimal, percent, pValue } from './format';
import { groupLabel } from './group-label';

const DATE_FORMAT = 'YYYY-MM-DD';

type Period = [Dayjs | null, Dayjs | null] | null;

/** Downloads the audit as the public summary (PDF) or the workbook, in the screen's language. */
function useBiasAuditDownload() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState<'pdf' | 'xlsx' | null>(null);
  const download = async (kind: 'pdf' | 'xlsx', request: BiasAuditRequest) => {
    setBusy(kind);
    try {
      const body = { ...request, lang: currentUiLocale() };
      if (await apiDownload(`evidence/bias-audit/${kind}`, body))
        void message.success(t('evidence.biasAudit.downloaded'));
    } finally {
      setBusy(null);
    }
  };
  return { busy, download };
}

/** Which projects the audit covers, over which period, on which measure and from which cut. */
function BiasAuditFilters(props: {
  project: ProjectDetail;
  scope: BiasAuditScope;
  onScope: (scope: BiasAuditScope) => void;
  period: Period;
  onPeriod: (period: Period) => void;
  measure: BiasAuditMeasure;
  onMeasure: (measure: BiasAuditMeasure) => void;
  cut: number;
  onCut: (cut: number) => void;
}) {
  const { t } = useTranslation();
  const { project } = props;
  const scopes: BiasAuditScope[] = project.job_profile
    ? ['project', 'job_profile', 'corporate']
    : ['project', 'corporate'];
  const scopeName = {
    project: project.name,
    job_profile: project.job_profile?.name ?? '',
    corporate: project.corporate_name,
  };
  return (
    <Form layout="inline" style={{ rowGap: 8 }}>
      <Form.Item label={t('evidence.biasAudit.scope')}>
        <Select<BiasAuditScope>
          aria-label={t('evidence.biasAudit.scope')}
          style={{ width: 260 }}
          value={props.scope}
          onChange={props.onScope}
          options={scopes.map((s) => ({
            value: s,
            label: t(`evidence.biasAudit.scopes.${s}`, { name: scopeName[s] }),
          }))}
        />
      </Form.Item>
      <Form.Item label={t('evidence.biasAudit.period')}>
        <DatePicker.RangePicker
          aria-label={t('evidence.biasAudit.period')}
          allowEmpty={[true, true]}
          value={props.period}
          onChange={(value) => props.onPeriod(value as Period)}
        />
      </Form.Item>
      <Form.Item label={t('evidence.biasAudit.measure')}>
        <Select<BiasAuditMeasure>
          aria-label={t('evidence.biasAudit.measure')}
          style={{ width: 250 }}
          value={props.measure}
          onChange={props.onMeasure}
          options={(['job_fit', 'score_percent'] as const).map((m) => ({
            value: m,
            label: t(`evidence.biasAudit.measures.${m}`),
          }))}
        />
      </Form.Item>
      <Form.Item label={t('evidence.biasAudit.cut')} htmlFor="bias-audit-cut">
        <InputNumber
          id="bias-audit-cut"
          min={0}
          max={100}
          step={5}
          suffix="%"
          value={props.cut}
          onChange={(value) => props.onCut(typeof value === 'number' ? value : BIAS_AUDIT_DEFAULT_CUT)}
        />
      </Form.Item>
    </Form>
  );
}

/**
 * The bias audit of this project, its job profile's projects or its corporate's over a period:
 * run on screen, then downloaded as the public summary (PDF) or the workbook, in the screen's
 * language.
 */
export function BiasAuditPanel({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const [scope, setScope] = useState<BiasAuditScope>('project');
  const [period, setPeriod] = useState<Period>(null);
  const [measure, setMeasure] = useState<BiasAuditMeasure>('job_fit');
  const [cut, setCut] = useState(BIAS_AUDIT_DEFAULT_CUT);
  const [asked, setAsked] = useState<BiasAuditRequest | null>(null);
  const { busy, download } = useBiasAuditDownload();
  const query = useBiasAudit(asked);

  const scopeId = {
    project: project.id,
    job_profile: project.job_profile?.id ?? 0,
    corporate: project.account_corporate_id,
  };
  const request = (): BiasAuditRequest => ({
    scope,
    scope_id: scopeId[scope],
    measure,
    cut,
    ...(period?.[0] ? { from: period[0].format(DATE_FORMAT) } : {}),
    ...(period?.[1] ? { to: period[1].format(DATE_FORMAT) } : {}),
  });

  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('evidence.biasAudit.title')}</h2>} size="small">
      <Flex vertical gap={12}>
        <Typography.Paragraph type="secondary" style={{ margin: 0, maxWidth: 880 }}>
          {t('evidence.biasAudit.intro', {
            share: uiNumbers().percent(BIAS_AUDIT_MIN_SHARE * 100),
            min: formatNumber(BIAS_AUDIT_MIN_COUNT),
          })}
        </Typography.Paragraph>
        <BiasAuditFilters
          project={project}
          scope={scope}
          onScope={setScope}
          period={period}
          onPeriod={setPeriod}
          measure={measure}
          onMeasure={setMeasure}
          cut={cut}
          onCut={setCut}
        />
        <Flex gap={8} wrap>
          <Button type="primary" onClick={() => setAsked(request())} loading={query.isFetching}>
            {t('evidence.biasAudit.run')}
          </Button>
          <Button
            icon={<FilePdfOutlined aria-hidden />}
            loading={busy === 'pdf'}
            onClick={() => void download('pdf', request())}
          >
            {t('evidence.biasAudit.pdf')}
          </Button>
          <Button
            icon={<FileExcelOutlined aria-hidden />}
            loading={busy === 'xlsx'}
            onClick={() => void download('xlsx', request())}
          >
            {t('evidence.biasAudit.xlsx')}
          </Button>
        </Flex>
        {query.isError ? (
          <Alert type="error" showIcon title={(query.error as Error).message} />
        ) : query.data ? (
          <AuditResult data={query.data} />
        ) : null}
      </Flex>
    </Card>
  );
}

function AuditResult({ data }: { data: BiasAuditResponse }) {
  const { t } = useTranslation();
  if (data.n === 0) return <Alert type="info" showIcon title={t('evidence.biasAudit.empty')} />;
  // "No ratio under 0.80" only means something when some ratio was computed.
  const compared = data.tables.some((table) => table.flagged !== null);
  return (
    <Flex vertical gap={12} data-testid="bias-audit-result">
      <Alert
        type={data.flagged ? 'warning' : compared ? 'success' : 'info'}
        showIcon
        title={t(
          data.flagged
            ? 'evidence.biasAudit.flagged'
            : compared
              ? 'evidence.biasAudit.clear'
              : 'evidence.biasAudit.notCompared',
        )}
        description={t('evidence.biasAudit.summary', {
          n: formatNumber(data.n),
          selected: formatNumber(data.selected),
          date: formatDateTime(data.audited_at),
        })}
      />
      <Typography.Text data-testid="bias-audit-basis">
        {t('evidence.biasAudit.basis')}:{' '}
        {t(`evidence.biasAudit.bases.${data.selection_basis}`, { decided: formatNumber(data.decided) })}
      </Typography.Text>
      {data.tables.length === 0 && <Typography.Text>{t('evidence.biasAudit.noFields')}</Typography.Text>}
      {data.tables.map((table) => (
        <AuditTable key={table.fields.join('×')} table={table} />
      ))}
    </Flex>
  );
}

function AuditTable({ table }: { table: BiasAuditTable }) {
  const { t } = useTranslation();
  const reference = table.reference?.join('|');
  const title = table.fields.map((f) => t(`evidence.variables.${f}`)).join(' × ');
  const note = (c: BiasAuditCategory) =>
    c.excluded
      ? t('evidence.biasAudit.excluded')
      : c.values.join('|') === reference
        ? t('evidence.biasAudit.reference')
        : c.passes === false
          ? t('evidence.biasAudit.below')
          : '';
  return (
    <Flex vertical gap={4}>
      <Typography.Title level={3} style={{ fontSize: 15, margin: 0 }}>
        {title}
      </Typography.Title>
      <Table<BiasAuditCategory>
        size="small"
        pagination={false}
        rowKey={(c) => c.values.join('|')}
        dataSource={table.categories}
        scroll={{ x: 760 }}
        columns={[
          {
            key: 'category',
            title: t('evidence.biasAudit.category'),
            render: (_, c) => c.values.map((v) => groupLabel(v, t)).join(' · '),
          },
          rightColumn('total', t('evidence.adverseImpact.total'), (c) => formatNumber(c.total)),
          rightColumn('selected', t('evidence.adverseImpact.selected'), (c) => formatNumber(c.selected)),
          rightColumn('rate', t('evidence.adverseImpact.rate'), (c) => percent(c.rate)),
          rightColumn('share', t('evidence.biasAudit.share'), (c) => percent(c.share)),
          rightColumn('ratio', t('evidence.adverseImpact.ratio'), (c) => decimal(c.impact_ratio, 2)),
          rightColumn('p', t('evidence.adverseImpact.fisherP'), (c) => pValue(c.fisher_p)),
          {
            key: 'note',
            title: '',
            render: (_, c) => (
              <Typography.Text type={c.passes === false ? 'danger' : 'secondary'}>{note(c)}</Typography.Text>
            ),
          },
        ]}
      />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('evidence.biasAudit.unknown', { n: formatNumber(table.unknown) })}
        {table.flagged === null ? ` ${t('evidence.biasAudit.notCompared')}` : ''}
      </Typography.Text>
    </Flex>
  );
}
