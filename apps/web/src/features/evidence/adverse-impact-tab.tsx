import type { AdverseImpactGroup, AdverseImpactResponse, ProjectDetail } from '@asesa/contracts';
import {
  ADVERSE_IMPACT_NOBODY_SELECTED,
  ADVERSE_IMPACT_TOO_FEW_GROUPS,
  DIF_VARIABLES,
} from '@asesa/contracts';
import { Alert, Flex, Form, InputNumber, Select, Table, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rightColumn } from '../../components/right-column';
import { formatNumber } from '../../lib/format';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { Explained } from './explained';
import { decimal, percent, pValue } from './format';
import { groupLabel } from './group-label';
import { numberColumn } from './number-column';
import { useAdverseImpact } from './queries';

type Variable = (typeof DIF_VARIABLES)[number];

/** The job fit (%) at or above which a candidate counts as selected, until the user picks another. */
const DEFAULT_CUT = 70;
/** The four-fifths rule's threshold on the impact ratio. */
const FOUR_FIFTHS = 0.8;
/** Below this, Fisher's exact test says the difference is unlikely to be chance. */
const SIGNIFICANT_P = 0.05;

/**
 * A project's fairness check: at a job-fit cut, the selection rate of each group (gender, age band
 * or education level) against the highest one, by the four-fifths rule and Fisher's exact test.
 */
export function AdverseImpactTab({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const [cut, setCut] = useState(DEFAULT_CUT);
  const [variable, setVariable] = useState<Variable>('gender');
  const [reference, setReference] = useState<string | undefined>();
  const debouncedCut = useDebouncedValue(cut, 300);
  const query = useAdverseImpact({
    project_ids: [project.id],
    cut: debouncedCut,
    variable,
    threshold: FOUR_FIFTHS,
    ...(reference ? { reference } : {}),
  });
  const data = query.data;
  const compared = data?.groups.filter((g) => g.total !== null) ?? [];

  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary" style={{ margin: 0, maxWidth: 880 }}>
        {t('evidence.adverseImpact.intro')}
      </Typography.Paragraph>
      <Form layout="inline">
        <Form.Item label={t('evidence.adverseImpact.cut')} htmlFor="adverse-impact-cut">
          <InputNumber
            id="adverse-impact-cut"
            min={0}
            max={100}
            step={5}
            value={cut}
            suffix="%"
            onChange={(value) => setCut(typeof value === 'number' ? value : DEFAULT_CUT)}
          />
        </Form.Item>
        <Form.Item label={t('evidence.adverseImpact.variable')}>
          <Select<Variable>
            aria-label={t('evidence.adverseImpact.variable')}
            style={{ width: 180 }}
            value={variable}
            onChange={(value) => {
              setVariable(value);
              setReference(undefined);
            }}
            options={DIF_VARIABLES.map((v) => ({ value: v, label: t(`evidence.variables.${v}`) }))}
          />
        </Form.Item>
        <Form.Item label={t('evidence.adverseImpact.reference')}>
          <Select<string>
            aria-label={t('evidence.adverseImpact.reference')}
            style={{ width: 200 }}
            allowClear
            placeholder={t('evidence.adverseImpact.highestRate')}
            value={reference}
            onChange={(value) => setReference(value ?? undefined)}
            options={compared.map((g) => ({ value: g.group, label: groupLabel(g.group, t) }))}
          />
        </Form.Item>
      </Form>
      {query.isError ? (
        <Alert type="error" showIcon title={(query.error as Error).message} />
      ) : data ? (
        <AdverseImpactResult data={data} loading={query.isFetching} />
      ) : (
        <Typography.Text type="secondary">{t('evidence.adverseImpact.loading')}</Typography.Text>
      )}
    </Flex>
  );
}

/** Why no comparison could be made, in the reader's language (the server's words are English). */
function noteText(note: string, t: TFunction): string {
  if (note === ADVERSE_IMPACT_TOO_FEW_GROUPS) return t('evidence.adverseImpact.tooFewGroups');
  if (note === ADVERSE_IMPACT_NOBODY_SELECTED) return t('evidence.adverseImpact.nobodySelected');
  return note;
}

function AdverseImpactResult({ data, loading }: { data: AdverseImpactResponse; loading: boolean }) {
  const { t } = useTranslation();
  if (data.n === 0) return <Alert type="info" showIcon title={t('evidence.adverseImpact.noJobFit')} />;
  const failing = data.groups.filter((g) => g.passes === false);
  const verdict = data.note ? (
    <Alert type="info" showIcon title={noteText(data.note, t)} />
  ) : failing.length ? (
    <Alert
      type="warning"
      showIcon
      title={t('evidence.adverseImpact.indicated')}
      description={failing
        .map((g) =>
          t(
            g.fisher_p !== null && g.fisher_p >= SIGNIFICANT_P
              ? 'evidence.adverseImpact.failingByChance'
              : 'evidence.adverseImpact.failingGroup',
            {
              group: groupLabel(g.group, t),
              ratio: percent(g.impact_ratio, 0),
              reference: data.reference ? groupLabel(data.reference, t) : '',
              p: pValue(g.fisher_p),
            },
          ),
        )
        .join(' ')}
    />
  ) : (
    <Alert
      type="success"
      showIcon
      title={t('evidence.adverseImpact.none', { cut: formatNumber(data.cut) })}
    />
  );
  return (
    <Flex vertical gap={8}>
      {verdict}
      <Typography.Text type="secondary">
        {t('evidence.adverseImpact.sample', {
          n: formatNumber(data.n),
          selected: formatNumber(data.selected),
          cut: formatNumber(data.cut),
          unknown: formatNumber(data.unknown),
        })}
      </Typography.Text>
      {data.groups.length > 0 && <GroupsTable data={data} loading={loading} />}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('evidence.adverseImpact.footer', { engine: data.engine_version })}
      </Typography.Text>
    </Flex>
  );
}

function GroupsTable({ data, loading }: { data: AdverseImpactResponse; loading: boolean }) {
  const { t } = useTranslation();
  const fewer = t('evidence.adverseImpact.fewerThanFive');
  const count = (value: number | null) => (value === null ? fewer : formatNumber(value));
  return (
    <Table<AdverseImpactGroup>
      size="small"
      rowKey="group"
      loading={loading}
      pagination={false}
      dataSource={data.groups}
      scroll={{ x: 760 }}
      columns={[
        {
          key: 'group',
          title: t('evidence.adverseImpact.group'),
          render: (_, g) => (
            <Flex gap={6} align="center">
              {groupLabel(g.group, t)}
              {g.group === data.reference && <Tag>{t('evidence.adverseImpact.referenceTag')}</Tag>}
            </Flex>
          ),
        },
        rightColumn('total', t('evidence.adverseImpact.total'), (g) => count(g.total)),
        rightColumn('selected', t('evidence.adverseImpact.selected'), (g) => count(g.selected)),
        numberColumn<AdverseImpactGroup>(
          'rate',
          t('evidence.adverseImpact.rate'),
          120,
          (g) => g.rate,
          (v) => percent(v),
        ),
        numberColumn<AdverseImpactGroup>(
          'ratio',
          <Explained
            title={t('evidence.adverseImpact.ratio')}
            hint={t('evidence.adverseImpact.ratioHint')}
          />,
          120,
          (g) => g.impact_ratio,
          (v) => decimal(v, 2),
        ),
        {
          key: 'passes',
          title: t('evidence.adverseImpact.fourFifths'),
          render: (_, g) =>
            g.passes === null ? (
              '–'
            ) : (
              <Tag color={g.passes ? 'green' : 'red'}>
                {t(g.passes ? 'evidence.adverseImpact.passes' : 'evidence.adverseImpact.fails')}
              </Tag>
            ),
        },
        numberColumn<AdverseImpactGroup>(
          'p',
          <Explained
            title={t('evidence.adverseImpact.fisherP')}
            hint={t('evidence.adverseImpact.fisherHint')}
          />,
          120,
          (g) => g.fisher_p,
          (v) => (v !== null && v !== undefined && v < SIGNIFICANT_P ? `${pValue(v)} *` : pValue(v)),
        ),
      ]}
    />
  );
}
