import type { TableColumnType } from 'antd';
import { Typography } from 'antd';
import type { TFunction } from 'i18next';
import { formatNumber } from '../../lib/format';
import { Explained } from './explained';
import { decimal, engineReason } from './format';
import { type EvidenceResult, isUnavailable } from './result-types';

export type Figure = EvidenceResult['reliability'][number];

/** The columns after the dimension, which an unavailable row's reason spans. */
const FIGURE_COLUMNS = 7;

/** A row's figures, or null when the engine could not compute them. */
export const figureOf = (row: Figure) => (isUnavailable(row) ? null : row);

/** The reliability table's columns; `level` is the confidence of α's interval. */
export function reliabilityColumns(t: TFunction, level: number): TableColumnType<Figure>[] {
  // An unavailable row spans the figures' columns with its reason.
  const spanFigures = (first: boolean) => (row: Figure) =>
    isUnavailable(row) ? { colSpan: first ? FIGURE_COLUMNS : 0 } : {};
  return [
    {
      key: 'dimension',
      title: t('evidence.reliability.dimension'),
      width: 180,
      render: (_, row) =>
        row.dimension === null ? <strong>{t('evidence.reliability.all')}</strong> : row.dimension,
    },
    {
      key: 'items',
      title: t('evidence.reliability.items'),
      width: 70,
      align: 'right',
      onCell: spanFigures(true),
      render: (_, row) =>
        isUnavailable(row) ? (
          <Typography.Text type="secondary" style={{ textAlign: 'left', display: 'block' }}>
            {t('evidence.unavailableBecause', {
              reason: row.unavailable ? engineReason(row.unavailable) : t('evidence.notInResult'),
            })}
          </Typography.Text>
        ) : (
          row.items
        ),
    },
    {
      key: 'n',
      title: t('evidence.reliability.n'),
      width: 80,
      align: 'right',
      onCell: spanFigures(false),
      render: (_, row) => (figureOf(row) ? formatNumber(figureOf(row)?.n ?? 0) : null),
    },
    {
      key: 'alpha',
      title: <Explained title={t('evidence.reliability.alpha')} hint={t('evidence.reliability.alphaHint')} />,
      width: 80,
      align: 'right',
      onCell: spanFigures(false),
      render: (_, row) => decimal(figureOf(row)?.alpha),
    },
    {
      key: 'interval',
      title: (
        <Explained
          title={t('evidence.reliability.interval', { level: String(Math.round(level * 100)) })}
          hint={t('evidence.reliability.intervalHint')}
        />
      ),
      width: 130,
      align: 'right',
      onCell: spanFigures(false),
      render: (_, row) => {
        const f = figureOf(row);
        return f ? `${decimal(f.alphaInterval.lower)} – ${decimal(f.alphaInterval.upper)}` : null;
      },
    },
    {
      key: 'omega',
      title: <Explained title={t('evidence.reliability.omega')} hint={t('evidence.reliability.omegaHint')} />,
      width: 80,
      align: 'right',
      onCell: spanFigures(false),
      render: (_, row) => decimal(figureOf(row)?.omega),
    },
    {
      key: 'sem',
      title: <Explained title={t('evidence.reliability.sem')} hint={t('evidence.reliability.semHint')} />,
      width: 80,
      align: 'right',
      onCell: spanFigures(false),
      render: (_, row) => decimal(figureOf(row)?.sem),
    },
    {
      key: 'total',
      title: t('evidence.reliability.total'),
      width: 130,
      align: 'right',
      onCell: spanFigures(false),
      render: (_, row) => {
        const f = figureOf(row);
        return f ? `${decimal(f.totalMean)} (${decimal(f.totalSd)})` : null;
      },
    },
  ];
}
