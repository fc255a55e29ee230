import type { EvidenceAnalysisRow, NormDimensionPreview, NormRow, NormSummary } from '@asesa/contracts';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Col,
  Flex,
  Popconfirm,
  Row,
  Skeleton,
  Table,
  type TableColumnType,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rightColumn } from '../../components/right-column';
import { formatDate, formatNumber } from '../../lib/format';
import { useAuth } from '../auth/auth-context';
import { decimal } from './format';
import { rawRange, savableCodes, savedVersions, toggleCode } from './norms-model';
import { useNormsPreview, useSaveNorms } from './norms-queries';

/** Raw scores are counts or means: whole numbers as they are, means to two decimals. */
const raw = (value: number) => (Number.isInteger(value) ? formatNumber(value) : decimal(value, 2));

/**
 * Norms from this analysis's sample: per dimension of the blueprint in use, the sample's raw scores
 * beside the norm in use and the norm the sample makes; admins choose dimensions and save.
 */
/** Rows a proposed norm table shows without scrolling (a 0–12 raw scale). */
const LONG_TABLE_ROWS = 13;

export function NormsTab({ row }: { row: EvidenceAnalysisRow }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { session } = useAuth();
  const isAdmin = session?.status === 'authenticated' && session.isAdmin;
  const preview = useNormsPreview(row.id);
  const save = useSaveNorms(row.id);
  const [chosen, setChosen] = useState<string[]>([]);
  useEffect(() => {
    if (preview.data) setChosen(savableCodes(preview.data));
  }, [preview.data]);

  if (preview.isLoading) return <Skeleton active />;
  if (preview.isError || !preview.data)
    return (
      <Alert
        type="warning"
        showIcon
        title={t('evidence.norms.refused')}
        description={(preview.error as Error | null)?.message}
      />
    );
  const data = preview.data;
  // A refusal is toasted by the api client; only success needs saying here.
  const onSave = () =>
    save.mutate(
      { dimension_codes: chosen },
      {
        onSuccess: (saved) =>
          message.success(
            t('evidence.norms.saved', {
              versions: savedVersions(saved.saved),
              blueprint: String(saved.blueprint_version),
            }),
          ),
      },
    );

  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph style={{ marginBottom: 0 }}>
        {t('evidence.norms.intro', {
          n: formatNumber(data.scored_n),
          blueprint: data.blueprint.name,
          version: String(data.blueprint.version),
        })}
      </Typography.Paragraph>
      <Alert type="info" showIcon title={t('evidence.norms.saveNote')} />
      {data.dimensions.map((dimension) => (
        <DimensionCard
          key={dimension.dimension_code}
          dimension={dimension}
          choosable={isAdmin}
          chosen={chosen.includes(dimension.dimension_code)}
          onChoose={(checked) => setChosen((now) => toggleCode(now, dimension.dimension_code, checked))}
        />
      ))}
      {isAdmin ? (
        <Flex justify="end">
          <Popconfirm
            title={t('evidence.norms.confirmTitle', { count: chosen.length })}
            description={t('evidence.norms.confirm')}
            okText={t('evidence.norms.save')}
            onConfirm={onSave}
            disabled={chosen.length === 0}
          >
            <Button type="primary" loading={save.isPending} disabled={chosen.length === 0}>
              {t('evidence.norms.save')}
            </Button>
          </Popconfirm>
        </Flex>
      ) : (
        <Typography.Text type="secondary">{t('evidence.norms.adminsOnly')}</Typography.Text>
      )}
    </Flex>
  );
}

function DimensionCard({
  dimension,
  choosable,
  chosen,
  onChoose,
}: {
  dimension: NormDimensionPreview;
  choosable: boolean;
  chosen: boolean;
  onChoose: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  const { sample, current, proposed } = dimension;
  return (
    <Card
      size="small"
      title={`${dimension.dimension_name} (${dimension.dimension_code})`}
      extra={
        choosable && proposed ? (
          <Checkbox checked={chosen} onChange={(e) => onChoose(e.target.checked)}>
            {t('evidence.norms.choose')}
          </Checkbox>
        ) : null
      }
    >
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={10}>
          <Comparison dimension={dimension} />
          {sample.percentiles.length > 0 && (
            <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
              {t('evidence.norms.percentiles', {
                list: sample.percentiles.map((p) => `P${p.p} ${raw(p.raw)}`).join(' · '),
              })}
            </Typography.Paragraph>
          )}
          {!current && (
            <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
              {t('evidence.norms.noCurrent')}
            </Typography.Paragraph>
          )}
        </Col>
        <Col xs={24} xl={14}>
          {proposed ? (
            <ProposedTable norm={proposed} />
          ) : (
            <Alert
              type="warning"
              showIcon
              title={t('evidence.norms.noProposal')}
              description={dimension.problem}
            />
          )}
        </Col>
      </Row>
    </Card>
  );
}

interface ComparisonRow {
  key: string;
  label: string;
  sample: string;
  current: string;
}

/** The sample beside the norm in use: N, mean, SD, range, and where the norm comes from. */
function Comparison({ dimension }: { dimension: NormDimensionPreview }) {
  const { t } = useTranslation();
  const { sample, current } = dimension;
  const dash = '–';
  const rows: ComparisonRow[] = [
    {
      key: 'n',
      label: t('evidence.norms.n'),
      sample: formatNumber(sample.n),
      current: current ? formatNumber(current.n) : dash,
    },
    {
      key: 'mean',
      label: t('evidence.norms.mean'),
      sample: decimal(sample.mean),
      current: decimal(current?.mean),
    },
    { key: 'sd', label: t('evidence.norms.sd'), sample: decimal(sample.sd), current: decimal(current?.sd) },
    {
      key: 'range',
      label: t('evidence.norms.range'),
      sample:
        sample.min === null || sample.max === null
          ? dash
          : rawRange({ raw_min: sample.min, raw_max: sample.max }, raw),
      current: current?.rows.length ? rawRange(spanOf(current.rows), raw) : dash,
    },
    {
      key: 'group',
      label: t('evidence.norms.group'),
      sample: dimension.proposed?.norm_group ?? dash,
      current: current?.norm_group ?? dash,
    },
    {
      key: 'date',
      label: t('evidence.norms.date'),
      sample: dash,
      current: current ? formatDate(current.norm_date) : dash,
    },
    {
      key: 'version',
      label: t('evidence.norms.version'),
      sample: dimension.proposed?.norm_version ?? dash,
      current: current?.norm_version ?? dash,
    },
  ];
  const columns: TableColumnType<ComparisonRow>[] = [
    { key: 'label', dataIndex: 'label', title: '' },
    { key: 'sample', dataIndex: 'sample', title: t('evidence.norms.sampleColumn'), align: 'right' },
    { key: 'current', dataIndex: 'current', title: t('evidence.norms.currentColumn'), align: 'right' },
  ];
  return <Table size="small" pagination={false} rowKey="key" columns={columns} dataSource={rows} />;
}

const spanOf = (rows: readonly NormRow[]) => ({
  raw_min: rows[0].raw_min,
  raw_max: rows[rows.length - 1].raw_max,
});

/** The proposed table: each raw range with its scaled score and percentile. */
function ProposedTable({ norm }: { norm: NormSummary }) {
  const { t } = useTranslation();
  const scale = t(`evidence.norms.scales.${norm.scale_kind}`);
  const columns: TableColumnType<NormRow>[] = [
    { key: 'raw', title: t('evidence.norms.raw'), render: (_, r) => rawRange(r, raw) },
    { key: 'scaled', title: scale, align: 'right', render: (_, r) => raw(r.scaled) },
    rightColumn('percentile', t('evidence.norms.percentile'), (r) => decimal(r.percentile, 1)),
  ];
  return (
    <Table
      size="small"
      pagination={false}
      rowKey={(r) => String(r.raw_min)}
      title={() => t('evidence.norms.proposedTitle', { scale, version: norm.norm_version })}
      columns={columns}
      dataSource={norm.rows}
      // A short table shows whole; a long one scrolls beside the sample's figures.
      scroll={norm.rows.length > LONG_TABLE_ROWS ? { y: 420 } : undefined}
    />
  );
}
