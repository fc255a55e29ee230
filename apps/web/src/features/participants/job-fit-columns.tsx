import type { CompetenceResult, JobFitResultView, ProjectDetail } from '@asesa/contracts';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { rightColumn } from '../../components/right-column';
import { levelLabel } from './localise-results';
import { formatPercent } from './participant-filters';
import { plusMinusText, pointsLostText, probabilityText, roundText, signedText } from './results-format';

export type Contribution = JobFitResultView['contributions'][number];

/**
 * The job fit breakdown's columns: the competence, its target and score, then the new breakdown's
 * chance, share and points lost (or an older result's weight and match), and what it adds.
 */
export function contributionColumns(
  t: TFunction,
  language: string,
  rows: Contribution[],
  competences: CompetenceResult[],
  project: ProjectDetail,
): { columns: TableColumnsType<Contribution>; newBreakdown: boolean } {
  const scored = new Map(competences.map((c) => [c.code, c]));
  const levels = new Map(project.competences.map((c) => [c.code, c.levels]));
  /** "Competent · sten 6": the target level's label from the project, the sten the fit asks for. */
  const targetText = (c: Contribution) => {
    const sten = roundText(c.target);
    const level = scored.get(c.code)?.target_level;
    if (level === undefined) return t('participants.fit.targetSten', { sten });
    const base = levels.get(c.code)?.find((l) => l.level === level)?.label;
    const label = base && levelLabel(scored.get(c.code), level, base, language);
    return label
      ? t('participants.fit.targetValue', { label, sten })
      : t('participants.fit.targetLevel', { level: String(level), sten });
  };
  const seOf = (c: Contribution) => c.se_sten ?? scored.get(c.code)?.se_sten ?? null;
  const probabilityOf = (c: Contribution) => c.probability_met ?? scored.get(c.code)?.probability_met ?? null;

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
    rightColumn('adds', newBreakdown ? t('participants.fit.adds') : t('participants.contribution'), (c) =>
      newBreakdown ? signedText(c.contribution) : roundText(c.contribution, 3),
    ),
  ];
  return { columns, newBreakdown };
}
