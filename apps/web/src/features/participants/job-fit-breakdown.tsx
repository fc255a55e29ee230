import type { CompetenceResult, JobFitResultView, ProjectDetail } from '@asesa/contracts';
import { Alert, Flex, Table, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormulaView } from './formula-view';
import { levelLabel } from './localise-results';
import { formatPercent } from './participant-filters';
import {
  fitHeadline,
  plusMinusText,
  pointsLostText,
  probabilityText,
  roundText,
  signedText,
} from './results-format';

type Contribution = JobFitResultView['contributions'][number];

/**
 * The job fit taken apart: the fit with its likely range and the chance every target is met, per
 * competence its target, score, chance of meeting the target and the points it carries, loses and
 * adds, then the formula and its explanation. Results scored before some of these existed show
 * what they have.
 */
export function JobFitBreakdown({
  fit,
  competences,
  project,
}: {
  fit: JobFitResultView | null;
  competences: CompetenceResult[];
  project: ProjectDetail;
}) {
  const { t, i18n } = useTranslation();
  if (!fit) return <Typography.Text type="secondary">{t('participants.notScored')}</Typography.Text>;
  if (fit.fit === null)
    return <Alert type="warning" showIcon title={t('participants.noJobFit')} description={fit.reason} />;

  const scored = new Map(competences.map((c) => [c.code, c]));
  const levels = new Map(project.competences.map((c) => [c.code, c.levels]));
  /** "Competent · sten 6": the target level's label from the project, the sten the fit asks for. */
  const targetText = (c: Contribution) => {
    const sten = roundText(c.target);
    const level = scored.get(c.code)?.target_level;
    if (level === undefined) return t('participants.fit.targetSten', { sten });
    const base = levels.get(c.code)?.find((l) => l.level === level)?.label;
    const label = base && levelLabel(scored.get(c.code), level, base, i18n.language);
    return label
      ? t('participants.fit.targetValue', { label, sten })
      : t('participants.fit.targetLevel', { level: String(level), sten });
  };
  const seOf = (c: Contribution) => c.se_sten ?? scored.get(c.code)?.se_sten ?? null;
  const probabilityOf = (c: Contribution) => c.probability_met ?? scored.get(c.code)?.probability_met ?? null;

  const rows = fit.contributions;
  const has = (pick: (c: Contribution) => unknown) =>
    rows.some((c) => pick(c) !== undefined && pick(c) !== null);
  const newBreakdown = has((c) => c.share);
  const columns: TableColumnsType<Contribution> = [
    { key: 'name', dataIndex: 'name', title: t('participants.competence') },
    { key: 'target', title: t('participants.fit.target'), render: (_v, c) => targetText(c) },
    {
      key: 'score',
      // Results scored before competences had standard errors show the sten alone.
      title: has(seOf) ? t('participants.fit.score') : t('participants.sten'),
      render: (_v, c) => plusMinusText(c.score, seOf(c)),
    },
    ...(has(probabilityOf)
      ? [
          {
            key: 'probability',
            title: t('participants.fit.probabilityMet'),
            align: 'right' as const,
            render: (_v: unknown, c: Contribution) => probabilityText(probabilityOf(c)),
          },
        ]
      : []),
    ...(newBreakdown
      ? [
          {
            key: 'share',
            title: t('participants.fit.share'),
            align: 'right' as const,
            render: (_v: unknown, c: Contribution) => roundText(c.share),
          },
          {
            key: 'lost',
            title: t('participants.fit.pointsLost'),
            align: 'right' as const,
            render: (_v: unknown, c: Contribution) => pointsLostText(c.points_lost),
          },
        ]
      : [
          { key: 'weight', dataIndex: 'weight', title: t('participants.weight'), align: 'right' as const },
          {
            key: 'match',
            title: t('participants.match'),
            align: 'right' as const,
            render: (_v: unknown, c: Contribution) => formatPercent(c.match * 100),
          },
        ]),
    {
      key: 'adds',
      title: newBreakdown ? t('participants.fit.adds') : t('participants.contribution'),
      align: 'right',
      render: (_v, c) => (newBreakdown ? signedText(c.contribution) : roundText(c.contribution, 3)),
    },
  ];
  const total = (pick: (c: Contribution) => number | undefined) =>
    rows.reduce((sum, c) => sum + (pick(c) ?? 0), 0);
  // The likely range in whole points; a range that collapses to the fit itself is said once.
  const band = fit.band
    ? {
        level: roundText(fit.band.level * 100, 0),
        low: roundText(fit.band.lower, 0),
        high: roundText(fit.band.upper, 0),
      }
    : null;
  const headline = fitHeadline(fit.fit, fit.band, (value, range) =>
    t('participants.fit.headline', { fit: value, range }),
  );
  // The rule in words from its one parameter (results stored before it was kept show their own text).
  const explanation =
    typeof fit.range === 'number'
      ? t('participants.fit.explanation', {
          perSten: roundText(100 / fit.range),
          range: roundText(fit.range),
        })
      : fit.explanation;

  return (
    <Flex vertical gap={12}>
      <div>
        <Typography.Text strong style={{ fontSize: 24 }} data-testid="job-fit-headline">
          {headline}
        </Typography.Text>
        {band && (
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {band.low === band.high
              ? t('participants.fit.likelySame', { level: band.level, low: band.low })
              : t('participants.fit.likelyNote', { level: band.level, low: band.low, high: band.high })}
          </Typography.Paragraph>
        )}
        {fit.probability_all_met !== undefined && fit.probability_all_met !== null && (
          <Typography.Paragraph style={{ margin: '4px 0 0' }}>
            {`${t('participants.fit.allMet')}: `}
            <Typography.Text strong>{probabilityText(fit.probability_all_met)}</Typography.Text>
          </Typography.Paragraph>
        )}
      </div>
      <Table<Contribution>
        size="small"
        pagination={false}
        rowKey="code"
        dataSource={rows}
        aria-label={t('participants.fit.breakdown')}
        // No sideways scrolling: the table takes the drawer's width, its texts wrap between words.
        columns={columns}
        summary={() =>
          newBreakdown ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={columns.length - 3}>
                <Typography.Text strong>{t('participants.fit.total')}</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={columns.length - 3} align="right">
                {roundText(total((c) => c.share))}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={columns.length - 2} align="right">
                {pointsLostText(total((c) => c.points_lost))}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={columns.length - 1} align="right">
                <Typography.Text strong>{roundText(fit.fit)}</Typography.Text>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          ) : null
        }
      />
      {newBreakdown && (
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('participants.fit.pointsNote')}
        </Typography.Paragraph>
      )}
      {fit.formula && <FormulaView formula={fit.formula} />}
      {explanation && <Typography.Paragraph style={{ margin: 0 }}>{explanation}</Typography.Paragraph>}
    </Flex>
  );
}
