import type { CompetenceResult, JobFitResultView, ProjectDetail } from '@asesa/contracts';
import { Alert, Flex, Table, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormulaView } from './formula-view';
import { type Contribution, contributionColumns } from './job-fit-columns';
import { fitHeadline, pointsLostText, probabilityText, roundText } from './results-format';

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

  const { columns, newBreakdown } = contributionColumns(
    t,
    i18n.language,
    fit.contributions,
    competences,
    project,
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
      <FitHeadline fit={fit} points={fit.fit} />
      <ContributionsTable fit={fit} columns={columns} newBreakdown={newBreakdown} />
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

/** The fit in points with its likely range, and the chance that every target is met. */
function FitHeadline({ fit, points }: { fit: JobFitResultView; points: number }) {
  const { t } = useTranslation();
  // The likely range in whole points; a range that collapses to the fit itself is said once.
  const band = fit.band
    ? {
        level: roundText(fit.band.level * 100, 0),
        low: roundText(fit.band.lower, 0),
        high: roundText(fit.band.upper, 0),
      }
    : null;
  const headline = fitHeadline(points, fit.band, (value, range) =>
    t('participants.fit.headline', { fit: value, range }),
  );
  return (
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
  );
}

/** Per competence what it carries, loses and adds; the new breakdown totals its columns. */
function ContributionsTable({
  fit,
  columns,
  newBreakdown,
}: {
  fit: JobFitResultView;
  columns: TableColumnsType<Contribution>;
  newBreakdown: boolean;
}) {
  const { t } = useTranslation();
  const rows = fit.contributions;
  const total = (pick: (c: Contribution) => number | undefined) =>
    rows.reduce((sum, c) => sum + (pick(c) ?? 0), 0);
  return (
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
  );
}
