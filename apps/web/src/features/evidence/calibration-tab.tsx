import { type EvidenceAnalysisRow, ITEM_ANALYSIS_ONLY } from '@asesa/contracts';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Descriptions,
  Flex,
  Row,
  Select,
  Table,
  type TableColumnType,
  Tag,
  Typography,
} from 'antd';
import type { TFunction } from 'i18next';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import { useAuth } from '../auth/auth-context';
import { CurveChart } from './curve-charts';
import { categoryCurvesOption, characteristicCurvesOption, informationOption } from './curve-options';
import { Explained } from './explained';
import { byNumber, decimal, engineReason, pValue, withSe } from './format';
import { byLabel, useItemLabel } from './item-labels';
import { ModelComparisonCard } from './model-comparison-card';
import { usePublishParameters } from './publish-queries';
import { useEvidenceInstrument } from './queries';
import {
  type CalibratedItem,
  type CalibrationFlag,
  type CalibrationResult,
  type EvidenceResult,
  type GlobalFit,
  type ItemFit,
  isUnavailable,
  type RaschItemFit,
  type Unavailable,
} from './result-types';
import { UnavailableNote } from './unavailable-note';

/** How many item curves are drawn at first, and at most (more lines cannot be told apart). */
const FIRST_CURVES = 5;
const MAX_CURVES = 12;

interface ParameterRow {
  item: CalibratedItem;
  fit: ItemFit | undefined;
  rasch: RaschItemFit | undefined;
}

/**
 * A Rasch item misfits when a mean square leaves 0.7–1.3 (the range usual for tests that matter)
 * and the departure is beyond chance (|ZSTD| > 2).
 */
const raschMisfit = (fit: RaschItemFit) =>
  [
    [fit.infit, fit.infitZstd],
    [fit.outfit, fit.outfitZstd],
  ].some(([mnsq, zstd]) => (mnsq < 0.7 || mnsq > 1.3) && Math.abs(zstd) > 2);

/**
 * The IRT calibration: its run, the item parameters with their fit, the item and test curves, and
 * for admins the action that publishes the parameters as the instrument's next version.
 */
export function CalibrationTab({ result, row }: { result: EvidenceResult; row: EvidenceAnalysisRow }) {
  const { t } = useTranslation();
  const { session } = useAuth();
  const isAdmin = session?.status === 'authenticated' && session.isAdmin;
  const calibration = result.calibration;
  // An item analysis asked for without a calibration has nothing missing: it says what was chosen.
  if (row.model === ITEM_ANALYSIS_ONLY)
    return <Alert type="info" showIcon title={t('evidence.calibration.notAskedFor')} />;
  if (isUnavailable(calibration)) return <UnavailableNote reason={calibration.unavailable} />;
  return (
    <Calibration
      calibration={calibration}
      publish={isAdmin && calibration.items.length > 0 ? <PublishParameters row={row} /> : null}
    />
  );
}

/** The items the calibration held at a bound or left out, by their label and in the reader's words. */
function CalibrationFlags({ flags }: { flags: CalibrationFlag[] }) {
  const { t } = useTranslation();
  const label = useItemLabel();
  if (!flags.length) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={t('evidence.calibration.flagsTitle', { count: flags.length })}
      description={
        <ul aria-label={t('evidence.calibration.flagsTitle', { count: flags.length })}>
          {flags.map((f) => (
            <li key={`${f.item}-${f.flag}`}>
              {t(`evidence.calibration.flag.${f.flag}`, { item: label(f.item) })}
            </li>
          ))}
        </ul>
      }
    />
  );
}

function Calibration({ calibration, publish }: { calibration: CalibrationResult; publish: ReactNode }) {
  const { t } = useTranslation();
  const fit = isUnavailable(calibration.fit) ? null : calibration.fit;
  const rasch = calibration.raschFit && !isUnavailable(calibration.raschFit) ? calibration.raschFit : null;
  const rows: ParameterRow[] = calibration.items.map((item) => ({
    item,
    fit: fit?.items.find((f) => f.id === item.id),
    rasch: rasch?.items.find((f) => f.id === item.id),
  }));
  const misfits = fit?.items.filter((f) => f.misfit).length ?? 0;
  return (
    <Flex vertical gap={16}>
      {publish}
      <CalibrationFlags flags={calibration.flags ?? []} />
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, md: 2, xxl: 3 }}
        items={[
          {
            key: 'model',
            label: t('evidence.calibration.model'),
            children:
              calibration.model === '3PL' && calibration.guessingPrior !== undefined
                ? t(
                    calibration.guessingPrior
                      ? 'evidence.comparison.withPrior'
                      : 'evidence.comparison.withoutPrior',
                  )
                : t(`evidence.models.${calibration.model}`),
          },
          {
            key: 'converged',
            label: t('evidence.calibration.converged'),
            children: calibration.converged ? (
              <Tag color="green">
                {t('evidence.calibration.convergedAfter', { count: calibration.iterations })}
              </Tag>
            ) : (
              <Tag color="orange">
                {t('evidence.calibration.notConverged', { count: calibration.iterations })}
              </Tag>
            ),
          },
          {
            key: 'loglik',
            label: t('evidence.calibration.logLikelihood'),
            children: decimal(calibration.logLikelihood, 2),
          },
          {
            key: 'n',
            label: t('evidence.calibration.persons'),
            children: t('evidence.calibration.personsPatterns', {
              persons: formatNumber(calibration.persons),
              patterns: formatNumber(calibration.patterns),
            }),
          },
          ...(rasch
            ? [
                {
                  key: 'person-fit',
                  label: t('evidence.calibration.personFit'),
                  children: t('evidence.calibration.personFitSummary', {
                    fitted: formatNumber(rasch.persons.fitted),
                    misfitting: formatNumber(rasch.persons.misfitting),
                    extreme: formatNumber(rasch.persons.extreme),
                  }),
                },
              ]
            : []),
          ...globalFitItems(calibration, t),
          ...(calibration.model === 'Rasch' && calibration.latentVariance !== undefined
            ? [
                {
                  key: 'variance',
                  label: t('evidence.calibration.latentVariance'),
                  children: withSe(calibration.latentVariance, calibration.latentVarianceSe),
                },
              ]
            : []),
          ...(calibration.scales && calibration.scales.length > 1
            ? [
                {
                  key: 'scales',
                  label: t('evidence.calibration.scales'),
                  span: 'filled' as const,
                  children: t('evidence.calibration.scalesSummary', {
                    scales: calibration.scales
                      .map((scale) =>
                        isUnavailable(scale)
                          ? t('evidence.calibration.scaleLeftOut', {
                              dimension: scale.dimension ?? '–',
                              reason: engineReason(scale.unavailable),
                            })
                          : t('evidence.calibration.scaleItems', {
                              dimension: scale.dimension ?? '–',
                              count: scale.itemIds.length,
                            }),
                      )
                      .join('; '),
                  }),
                },
              ]
            : []),
          {
            key: 'fit',
            label: t('evidence.calibration.fit'),
            span: 'filled',
            children: fit
              ? t('evidence.calibration.fitSummary', {
                  misfits: String(misfits),
                  persons: formatNumber(fit.persons),
                  alpha: decimal(fit.alpha, 2),
                })
              : t('evidence.unavailableBecause', {
                  reason:
                    (isUnavailable(calibration.fit) && engineReason(calibration.fit.unavailable)) ||
                    t('evidence.notInResult'),
                }),
          },
        ]}
      />
      {calibration.comparison ? <ModelComparisonCard comparison={calibration.comparison} /> : null}
      <ParameterTable
        calibration={calibration}
        rows={rows}
        hasFit={fit !== null}
        hasRaschFit={rasch !== null}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <ItemCurves calibration={calibration} />
        </Col>
        <Col xs={24} xl={12}>
          <Card
            size="small"
            title={<span id="evidence-tif-title">{t('evidence.calibration.information')}</span>}
          >
            <InformationChart calibration={calibration} />
            <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
              {t('evidence.calibration.informationHint')}
            </Typography.Paragraph>
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}

/**
 * The calibration's global fit (M2 and RMSEA) as description items: one for an instrument of one
 * scale, one a scale for several (the GRM's from its items' score moments); none for an analysis made before M2 was computed.
 */
function globalFitItems(calibration: CalibrationResult, t: TFunction) {
  const sentence = (fit: GlobalFit | Unavailable) =>
    isUnavailable(fit)
      ? t('evidence.unavailableBecause', { reason: engineReason(fit.unavailable) })
      : t('evidence.calibration.globalFitValue', {
          m2: decimal(fit.m2, 2),
          df: String(fit.df),
          p: pValue(fit.p),
          rmsea: decimal(fit.rmsea, 3),
          lower: decimal(fit.rmseaInterval.lower, 3),
          upper: decimal(fit.rmseaInterval.upper, 3),
        });
  if (calibration.globalFit)
    return [
      {
        key: 'global-fit',
        label: t('evidence.calibration.globalFit'),
        span: 'filled' as const,
        children: sentence(calibration.globalFit),
      },
    ];
  return (calibration.scales ?? []).flatMap((scale) =>
    !isUnavailable(scale) && scale.globalFit
      ? [
          {
            key: `global-fit-${scale.dimension}`,
            label: t('evidence.calibration.globalFitOf', { dimension: scale.dimension ?? '–' }),
            span: 'filled' as const,
            children: sentence(scale.globalFit),
          },
        ]
      : [],
  );
}

function ParameterTable({
  calibration,
  rows,
  hasFit,
  hasRaschFit,
}: {
  calibration: CalibrationResult;
  rows: ParameterRow[];
  hasFit: boolean;
  hasRaschFit: boolean;
}) {
  const { t } = useTranslation();
  const guessing = calibration.model === '3PL';
  const label = useItemLabel();
  const graded = calibration.items.some((item) => item.categories > 2);
  const columns: Array<TableColumnType<ParameterRow> | false> = [
    {
      key: 'id',
      title: t('evidence.items.id'),
      width: 110,
      fixed: 'left',
      ellipsis: { showTitle: true },
      render: (_, row) => label(row.item.id),
      sorter: byLabel((row) => label(row.item.id)),
    },
    {
      key: 'a',
      title: <Explained title={t('evidence.calibration.a')} hint={t('evidence.calibration.aHint')} />,
      width: 120,
      align: 'right',
      render: (_, row) => withSe(row.item.a, row.item.se?.a),
      sorter: byNumber((row) => row.item.a),
    },
    {
      key: 'b',
      title: (
        <Explained
          title={graded ? t('evidence.calibration.thresholds') : t('evidence.calibration.b')}
          hint={graded ? t('evidence.calibration.thresholdsHint') : t('evidence.calibration.bHint')}
        />
      ),
      // Graded items list their thresholds side by side, so a row stays one line high.
      width: graded ? 360 : 130,
      align: graded ? 'left' : 'right',
      render: (_, row) => (
        <Flex wrap gap={graded ? 16 : 0} justify={graded ? 'flex-start' : 'flex-end'}>
          {row.item.b.map((b, j) => (
            // Thresholds are ordered and fixed per item: their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <span key={j}>{withSe(b, row.item.se?.b[j])}</span>
          ))}
        </Flex>
      ),
      sorter: byNumber((row) => row.item.b[0]),
    },
    guessing && {
      key: 'c',
      title: <Explained title={t('evidence.calibration.c')} hint={t('evidence.calibration.cHint')} />,
      width: 120,
      align: 'right',
      render: (_, row) => withSe(row.item.c, row.item.se?.c),
      sorter: byNumber((row) => row.item.c),
    },
    hasFit && {
      key: 'sx2',
      title: <Explained title={t('evidence.calibration.sx2')} hint={t('evidence.calibration.sx2Hint')} />,
      width: 90,
      align: 'right',
      render: (_, row) => decimal(row.fit?.sX2),
      sorter: byNumber((row) => row.fit?.sX2),
    },
    hasFit && {
      key: 'df',
      title: t('evidence.calibration.df'),
      width: 60,
      align: 'right',
      render: (_, row) => row.fit?.df ?? '–',
    },
    hasFit && {
      key: 'p',
      title: t('evidence.calibration.p'),
      width: 80,
      align: 'right',
      render: (_, row) => pValue(row.fit?.p),
      sorter: byNumber((row) => row.fit?.p),
    },
    hasFit && {
      key: 'misfit',
      title: t('evidence.calibration.fitColumn'),
      width: 100,
      render: (_, row) =>
        row.fit === undefined ? (
          '–'
        ) : row.fit.misfit ? (
          <Tag color="purple">{t('evidence.itemFlags.misfit.label')}</Tag>
        ) : (
          <Tag>{t('evidence.calibration.fits')}</Tag>
        ),
      sorter: (x, y) => Number(x.fit?.misfit ?? false) - Number(y.fit?.misfit ?? false),
    },
    hasRaschFit && {
      key: 'infit',
      title: <Explained title={t('evidence.calibration.infit')} hint={t('evidence.calibration.infitHint')} />,
      width: 130,
      align: 'right',
      render: (_, row) => meanSquare(row.rasch?.infit, row.rasch?.infitZstd),
      sorter: byNumber((row) => row.rasch?.infit),
    },
    hasRaschFit && {
      key: 'outfit',
      title: (
        <Explained title={t('evidence.calibration.outfit')} hint={t('evidence.calibration.outfitHint')} />
      ),
      width: 130,
      align: 'right',
      render: (_, row) => meanSquare(row.rasch?.outfit, row.rasch?.outfitZstd),
      sorter: byNumber((row) => row.rasch?.outfit),
    },
    hasRaschFit && {
      key: 'rasch-fit',
      title: t('evidence.calibration.raschFitColumn'),
      width: 110,
      render: (_, row) =>
        row.rasch === undefined ? (
          '–'
        ) : raschMisfit(row.rasch) ? (
          <Tag color="purple">{t('evidence.itemFlags.misfit.label')}</Tag>
        ) : (
          <Tag>{t('evidence.calibration.fits')}</Tag>
        ),
      sorter: (x, y) =>
        Number(x.rasch ? raschMisfit(x.rasch) : false) - Number(y.rasch ? raschMisfit(y.rasch) : false),
    },
  ];
  const shown = columns.filter((c): c is TableColumnType<ParameterRow> => c !== false);
  return (
    <Table<ParameterRow>
      size="small"
      rowKey={(row) => row.item.id}
      columns={shown}
      dataSource={rows}
      tableLayout="fixed"
      scroll={{ x: shown.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : 120), 0) }}
      pagination={rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
    />
  );
}

/** A mean square with its standardised value: "1.37 (6.3)". */
function meanSquare(mnsq: number | undefined, zstd: number | undefined): string {
  if (mnsq === undefined) return '–';
  return `${decimal(mnsq, 2)} (${decimal(zstd, 1)})`;
}

/** Item characteristic curves of the chosen items, or a graded item's category curves. */
function ItemCurves({ calibration }: { calibration: CalibrationResult }) {
  const { t } = useTranslation();
  const graded = calibration.model === 'GRM';
  const label = useItemLabel();
  const ids = calibration.items.map((item) => item.id);
  const [chosen, setChosen] = useState<string[]>(() => ids.slice(0, graded ? 1 : FIRST_CURVES));
  const option = useMemo(() => {
    const theta = t('evidence.calibration.theta');
    const items = calibration.items.filter((item) => chosen.includes(item.id));
    if (graded) {
      const item = items[0] ?? calibration.items[0];
      return categoryCurvesOption(item, {
        theta,
        probability: t('evidence.calibration.categoryProbability'),
        category: (j) => t('evidence.calibration.category', { category: String(j) }),
      });
    }
    return characteristicCurvesOption(
      items.map((item) => ({ ...item, id: label(item.id) })),
      { theta, probability: t('evidence.calibration.probability') },
    );
  }, [calibration.items, chosen, graded, t, label]);
  const options = ids.map((id) => ({ value: id, label: label(id) }));
  return (
    <Card
      size="small"
      title={
        <span id="evidence-icc-title">
          {graded ? t('evidence.calibration.categoryCurves') : t('evidence.calibration.itemCurves')}
        </span>
      }
    >
      <Flex vertical gap={8}>
        {graded ? (
          <Select<string>
            aria-label={t('evidence.calibration.chooseItem')}
            value={chosen[0]}
            onChange={(id) => setChosen([id])}
            options={options}
            showSearch
            style={{ width: '100%' }}
          />
        ) : (
          <Select<string[]>
            mode="multiple"
            aria-label={t('evidence.calibration.chooseItems')}
            value={chosen}
            onChange={(next) => setChosen(next.slice(0, MAX_CURVES))}
            options={options}
            maxTagCount="responsive"
            placeholder={t('evidence.calibration.chooseItems')}
            style={{ width: '100%' }}
          />
        )}
        <CurveChart option={option} labelledBy="evidence-icc-title" />
      </Flex>
    </Card>
  );
}

/** The test information of the instrument, or of one scale when each dimension has its own θ. */
function InformationChart({ calibration }: { calibration: CalibrationResult }) {
  const { t } = useTranslation();
  const scales = (calibration.scales ?? []).filter((scale) => !isUnavailable(scale));
  const [scale, setScale] = useState(0);
  const items = useMemo(() => {
    const chosen = scales[scale];
    if (scales.length < 2 || !chosen) return calibration.items;
    const ids = new Set(chosen.itemIds);
    return calibration.items.filter((item) => ids.has(item.id));
  }, [calibration.items, scales, scale]);
  const option = useMemo(
    () =>
      informationOption(items, {
        theta: t('evidence.calibration.theta'),
        information: t('evidence.calibration.informationAxis'),
        se: t('evidence.calibration.seAxis'),
      }),
    [items, t],
  );
  return (
    <Flex vertical gap={8}>
      {scales.length > 1 && (
        <Select<number>
          aria-label={t('evidence.calibration.chooseScale')}
          value={scale}
          onChange={setScale}
          options={scales.map((s, i) => ({ value: i, label: s.dimension ?? '–' }))}
          style={{ width: '100%' }}
        />
      )}
      <CurveChart option={option} labelledBy="evidence-tif-title" height={360} />
    </Flex>
  );
}

/**
 * "Publish these parameters as version N+1": only from an analysis of the newest version (else it
 * would drop the later version's changes), after a confirmation saying what changes for whom.
 */
function PublishParameters({ row }: { row: EvidenceAnalysisRow }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const instrument = useEvidenceInstrument(row.instrument_id, true);
  const publishing = usePublishParameters();
  const [refusal, setRefusal] = useState<string | null>(null);
  const newest = instrument.latestVersion;
  if (newest === null) return null;
  if (newest !== row.instrument_version)
    return (
      <Alert
        type="info"
        showIcon
        title={t('evidence.publish.stale', {
          analysed: String(row.instrument_version),
          newest: String(newest),
        })}
      />
    );
  const next = String(newest + 1);
  const confirm = () =>
    modal.confirm({
      title: t('evidence.publish.confirmTitle', { version: next }),
      content: t('evidence.publish.confirmBody', { current: String(newest), version: next }),
      okText: t('evidence.publish.confirmOk', { version: next }),
      cancelText: t('common.cancel'),
      onOk: async () => {
        setRefusal(null);
        try {
          const published = await publishing.mutateAsync({ analysis_id: row.id });
          message.success(
            t('evidence.publish.done', {
              version: String(published.version),
              items: String(published.items_updated),
            }),
          );
        } catch (err) {
          setRefusal(err instanceof Error ? err.message : String(err));
        }
      },
    });
  return (
    <Flex vertical gap={8} align="flex-start">
      <Flex gap={12} wrap align="center">
        <Button type="primary" onClick={confirm} loading={publishing.isPending}>
          {t('evidence.publish.action', { version: next })}
        </Button>
        <Typography.Text type="secondary">{t('evidence.publish.hint')}</Typography.Text>
      </Flex>
      {refusal ? (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: () => setRefusal(null) }}
          title={t('evidence.publish.refused', { reason: refusal })}
        />
      ) : null}
    </Flex>
  );
}
