import { Flex, type TableColumnType, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { rightColumn } from '../../components/right-column';
import { Explained } from './explained';
import { figureColumn } from './figure-column';
import { byNumber, decimal, pValue, withSe } from './format';
import { byLabel } from './item-labels';
import type { CalibratedItem, ItemFit, RaschItemFit } from './result-types';

export interface ParameterRow {
  item: CalibratedItem;
  fit: ItemFit | undefined;
  rasch: RaschItemFit | undefined;
}

type Column = TableColumnType<ParameterRow>;

/** What decides which columns the parameter table shows, and how an item is named. */
export interface ParameterColumnsContext {
  t: TFunction;
  label: (id: string) => string;
  /** Some item has more than two categories: thresholds instead of one difficulty. */
  graded: boolean;
  /** A 3PL calibration: the guessing parameter has a column. */
  guessing: boolean;
  hasFit: boolean;
  hasRaschFit: boolean;
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

/** A mean square with its standardised value: "1.37 (6.3)". */
function meanSquare(mnsq: number | undefined, zstd: number | undefined): string {
  if (mnsq === undefined) return '–';
  return `${decimal(mnsq, 2)} (${decimal(zstd, 1)})`;
}

/** The parameter table's columns for what the calibration holds. */
export function parameterColumns(context: ParameterColumnsContext): Column[] {
  return [
    ...estimateColumns(context),
    ...(context.hasFit ? itemFitColumns(context.t) : []),
    ...(context.hasRaschFit ? raschFitColumns(context.t) : []),
  ];
}

/** The item and its estimates (with their standard errors). */
function estimateColumns({ t, label, graded, guessing }: ParameterColumnsContext): Column[] {
  const columns: Array<Column | false> = [
    {
      key: 'id',
      title: t('evidence.items.id'),
      width: 110,
      fixed: 'left',
      ellipsis: { showTitle: true },
      render: (_, row) => label(row.item.id),
      sorter: byLabel((row) => label(row.item.id)),
    },
    figureColumn<ParameterRow>(
      'a',
      <Explained title={t('evidence.calibration.a')} hint={t('evidence.calibration.aHint')} />,
      120,
      (row) => row.item.a,
      (row) => withSe(row.item.a, row.item.se?.a),
    ),
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
    guessing &&
      figureColumn<ParameterRow>(
        'c',
        <Explained title={t('evidence.calibration.c')} hint={t('evidence.calibration.cHint')} />,
        120,
        (row) => row.item.c,
        (row) => withSe(row.item.c, row.item.se?.c),
      ),
  ];
  return columns.filter((c): c is Column => c !== false);
}

/** The S-X² item fit: statistic, degrees of freedom, p and the verdict. */
function itemFitColumns(t: TFunction): Column[] {
  return [
    figureColumn<ParameterRow>(
      'sx2',
      <Explained title={t('evidence.calibration.sx2')} hint={t('evidence.calibration.sx2Hint')} />,
      90,
      (row) => row.fit?.sX2,
      (row) => decimal(row.fit?.sX2),
    ),
    rightColumn('df', t('evidence.calibration.df'), (row) => row.fit?.df ?? '–', 60),
    figureColumn<ParameterRow>(
      'p',
      t('evidence.calibration.p'),
      80,
      (row) => row.fit?.p,
      (row) => pValue(row.fit?.p),
    ),
    {
      key: 'misfit',
      title: t('evidence.calibration.fitColumn'),
      width: 100,
      render: (_, row) => (row.fit === undefined ? '–' : <FitVerdict misfit={row.fit.misfit} t={t} />),
      sorter: (x, y) => Number(x.fit?.misfit ?? false) - Number(y.fit?.misfit ?? false),
    },
  ];
}

/** The Rasch infit and outfit mean squares and the verdict they give. */
function raschFitColumns(t: TFunction): Column[] {
  return [
    figureColumn<ParameterRow>(
      'infit',
      <Explained title={t('evidence.calibration.infit')} hint={t('evidence.calibration.infitHint')} />,
      130,
      (row) => row.rasch?.infit,
      (row) => meanSquare(row.rasch?.infit, row.rasch?.infitZstd),
    ),
    figureColumn<ParameterRow>(
      'outfit',
      <Explained title={t('evidence.calibration.outfit')} hint={t('evidence.calibration.outfitHint')} />,
      130,
      (row) => row.rasch?.outfit,
      (row) => meanSquare(row.rasch?.outfit, row.rasch?.outfitZstd),
    ),
    {
      key: 'rasch-fit',
      title: t('evidence.calibration.raschFitColumn'),
      width: 110,
      render: (_, row) =>
        row.rasch === undefined ? '–' : <FitVerdict misfit={raschMisfit(row.rasch)} t={t} />,
      sorter: (x, y) =>
        Number(x.rasch ? raschMisfit(x.rasch) : false) - Number(y.rasch ? raschMisfit(y.rasch) : false),
    },
  ];
}

function FitVerdict({ misfit, t }: { misfit: boolean; t: TFunction }) {
  return misfit ? (
    <Tag color="purple">{t('evidence.itemFlags.misfit.label')}</Tag>
  ) : (
    <Tag>{t('evidence.calibration.fits')}</Tag>
  );
}
