import type { DimensionResult, InstrumentResult } from '@asesa/contracts';
import { Card, Flex, Table, Tag, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../components/detail-list';
import { ChartCanvas } from '../../lib/chart-canvas';
import { formatDate, formatNumber, formatScore } from '../../lib/format';
import { BlueprintVersionButton } from './blueprint-version-button';
import { profileBars, profileDescription, profileHeight, stenProfileOption } from './chart-options';
import { type NormReference, normOf, normText, roundText, sharedNorm, stenText } from './results-format';

/** The sten bars with their error bands; its accessible name says every value in words. */
function ProfileChart({ instrument, dimensions }: { instrument: string; dimensions: DimensionResult[] }) {
  const { t } = useTranslation();
  const bars = useMemo(() => profileBars(dimensions), [dimensions]);
  const stenName = t('participants.sten');
  const title = t('participants.profile.chart', { name: instrument });
  const option = useMemo(() => stenProfileOption(bars, stenName, title), [bars, stenName, title]);
  // ECharts sets the aria-label from the option's description once it draws; the same text now.
  return (
    <ChartCanvas
      option={option}
      aria-label={profileDescription(title, bars, stenName)}
      height={profileHeight(bars.length)}
    />
  );
}

/**
 * Where the error bands come from: this person's SE(θ) for IRT-scored scales, the evidence study's
 * or the set-up's reliability for the others; null without bands.
 */
function bandSourceText(i: InstrumentResult, t: TFunction): string | null {
  const withBand = i.dimensions.filter((d) => d.sten_band);
  const own = withBand.filter((d) => d.se_source === 'irt');
  const banded = withBand.filter((d) => d.se_source !== 'irt');
  const irt = own.length
    ? t(banded.length ? 'participants.profile.bandsFromIrtPartly' : 'participants.profile.bandsFromIrt')
    : null;
  const rest = reliabilityBandText(i, banded, t);
  return [irt, rest].filter(Boolean).join(' ') || null;
}

/** The sentence of the bands that rest on a reliability (the evidence study's or the set-up's). */
function reliabilityBandText(
  i: InstrumentResult,
  banded: InstrumentResult['dimensions'],
  t: TFunction,
): string | null {
  if (banded.length === 0) return null;
  const study = i.evidence_study;
  if (!study || !banded.some((d) => d.reliability_source === 'evidence'))
    return t('participants.profile.bandsFromSetUp');
  const partly = banded.some((d) => d.reliability_source !== 'evidence');
  return t(
    partly ? 'participants.profile.bandsFromEvidencePartly' : 'participants.profile.bandsFromEvidence',
    {
      date: formatDate(study.finished_at),
      n: formatNumber(study.n),
    },
  );
}

/**
 * One instrument's results: the versions that made them, number correct for ability tests, the
 * sten profile of its dimensions with their error bands, and the same values as a table.
 */
export function InstrumentProfile({ result: i }: { result: InstrumentResult }) {
  const { t } = useTranslation();
  const normed = i.dimensions.filter((d) => d.sten !== null);
  const shared = sharedNorm(i.dimensions);
  const perRowNorm = shared === null && normed.length > 0;
  const words = {
    n: (n: string) => t('participants.profile.normN', { n }),
    version: (version: string) => t('participants.profile.normVersion', { version }),
  };
  const normLabel = (n: NormReference) => normText(n, words);
  const bandSource = bandSourceText(i, t);
  return (
    <Card
      size="small"
      title={`${i.instrument_name} · ${t('participants.instrumentVersion', { version: String(i.version) })}`}
    >
      <InstrumentFacts result={i} />
      {normed.length > 0 && (
        <Flex vertical gap={4} style={{ marginTop: 8 }}>
          <ProfileChart instrument={i.instrument_name} dimensions={i.dimensions} />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('participants.profile.legend')}
          </Typography.Text>
          {bandSource && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="band-source">
              {bandSource}
            </Typography.Text>
          )}
          {shared && (
            <Typography.Text data-testid="norm-reference">
              {t('participants.profile.comparedWith', { norm: normLabel(shared) })}
            </Typography.Text>
          )}
        </Flex>
      )}
      {i.dimensions.length > 0 && <DimensionTable result={i} perRowNorm={perRowNorm} normLabel={normLabel} />}
    </Card>
  );
}

/** What made the results (blueprint, norms, engine) and the instrument's overall score. */
function InstrumentFacts({ result: i }: { result: InstrumentResult }) {
  const { t } = useTranslation();
  const norms = Object.entries(i.norm_versions);
  const answered = t('participants.profile.answeredOf', {
    answered: String(i.answered),
    total: String(i.item_count),
  });
  // An adaptive test's score is its θ estimate on the items this candidate was given.
  const theta = i.adaptive ? i.dimensions.find((d) => d.theta)?.theta : undefined;
  return (
    <DetailList
      items={[
        {
          key: 'blueprint',
          label: t('participants.blueprint'),
          children:
            i.blueprint_id !== null ? (
              <>
                {t('participants.blueprintValue', {
                  name: i.blueprint_name ?? `#${i.blueprint_id}`,
                  version: String(i.blueprint_version ?? ''),
                })}
                {i.blueprint_version !== null && (
                  <BlueprintVersionButton blueprintId={i.blueprint_id} version={i.blueprint_version} />
                )}
              </>
            ) : (
              t('participants.noBlueprint')
            ),
        },
        {
          key: 'norms',
          label: t('participants.normsUsed'),
          children: norms.length ? (
            <Flex wrap gap={4}>
              {norms.map(([code, version]) => (
                <Tag key={code} style={{ margin: 0 }}>{`${code} ${version}`}</Tag>
              ))}
            </Flex>
          ) : (
            t('participants.noNorms')
          ),
        },
        { key: 'engine', label: t('participants.engine'), children: i.engine_version },
        // Number correct means something for ability tests; an inventory has no right answers.
        theta
          ? {
              key: 'adaptive',
              label: t('participants.profile.adaptive'),
              children: t('participants.profile.adaptiveValue', {
                theta: roundText(theta.value, 2),
                se: roundText(theta.se, 2),
                given: String(theta.answered ?? i.item_count),
                correct: String(i.number_correct),
              }),
            }
          : i.kind === 'ability'
            ? {
                key: 'correct',
                label: t('participants.numberCorrect'),
                children: `${formatScore(i.number_correct, i.max_score)} · ${answered}`,
              }
            : { key: 'answered', label: t('participants.answered'), children: answered },
      ]}
    />
  );
}

/** Every dimension's values as a table: sten, band, percentile, raw, θ where calibrated, and its norm when they differ. */
function DimensionTable({
  result: i,
  perRowNorm,
  normLabel,
}: {
  result: InstrumentResult;
  perRowNorm: boolean;
  normLabel: (n: NormReference) => string;
}) {
  const { t } = useTranslation();
  return (
    <Table<DimensionResult>
      size="small"
      pagination={false}
      rowKey="code"
      dataSource={i.dimensions}
      aria-label={`${i.instrument_name}: ${t('participants.scores')}`}
      scroll={{ x: 'max-content' }}
      style={{ marginTop: 8 }}
      columns={[
        { key: 'name', dataIndex: 'name', title: t('participants.dimension') },
        {
          key: 'sten',
          title: t('participants.profile.stenBand'),
          render: (_v, d) =>
            d.sten === null ? (
              <Typography.Text type="secondary">{t('participants.profile.noNorm')}</Typography.Text>
            ) : (
              stenText(d.sten, d.sten_band)
            ),
        },
        {
          key: 'band',
          title: t('participants.band'),
          render: (_v, d) =>
            d.band ? (
              <Tooltip title={d.band.description ?? undefined}>
                <Tag color={d.band.colour ?? undefined}>{d.band.label ?? d.band.level}</Tag>
              </Tooltip>
            ) : (
              '-'
            ),
        },
        {
          key: 'percentile',
          dataIndex: 'percentile',
          title: t('participants.percentile'),
          render: (v: number | null) => roundText(v),
        },
        {
          key: 'raw',
          dataIndex: 'raw',
          title: t('participants.raw'),
          render: (v: number) => roundText(v, 2),
        },
        // θ only where the dimension's items are calibrated (an EAP estimate beside the raw sum).
        ...(i.dimensions.some((d) => d.theta)
          ? [
              {
                key: 'theta',
                title: t('participants.profile.theta'),
                render: (_v: unknown, d: DimensionResult) =>
                  d.theta ? `${roundText(d.theta.value, 2)} ± ${roundText(d.theta.se, 2)}` : '-',
              },
            ]
          : []),
        ...(perRowNorm
          ? [
              {
                key: 'norm',
                title: t('participants.profile.normColumn'),
                render: (_v: unknown, d: DimensionResult) => {
                  const norm = normOf(d);
                  return norm ? normLabel(norm) : t('participants.profile.noNormShort');
                },
              },
            ]
          : []),
      ]}
    />
  );
}
