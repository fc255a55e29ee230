import { PARTICIPANT_STATUSES, type ParticipantCharts, SCORE_BINS } from '@asesa/contracts';
import type { Actor, Deps } from '../../deps';
import { assertProjectVisible } from './participants.policy';
import {
  countParticipantsByScoreBin,
  countParticipantsByStatus,
  listCompetenceAverages,
  listJobFitRanking,
} from './participants.repository';

const RANKING_SIZE = 20;

/**
 * The Charts tab's data, aggregated in SQL: participants per status (the funnel), the
 * score_percent histogram in 10 bins, the mean sten per project competence (radar) and the
 * top 20 by job fit.
 */
export async function participantCharts(
  deps: Deps,
  actor: Actor,
  projectId: number,
): Promise<ParticipantCharts> {
  await assertProjectVisible(deps, actor, projectId);
  const [statuses, bins, competences, ranking] = await Promise.all([
    countParticipantsByStatus(deps.db, projectId),
    countParticipantsByScoreBin(deps.db, projectId),
    listCompetenceAverages(deps.db, projectId),
    listJobFitRanking(deps.db, projectId, RANKING_SIZE),
  ]);
  const byStatus = new Map(statuses.map((s) => [s.status, Number(s.n)]));
  const byBin = new Map(bins.map((b) => [Number(b.bin), Number(b.n)]));
  const width = 100 / SCORE_BINS;
  return {
    funnel: PARTICIPANT_STATUSES.map((status) => ({ status, count: byStatus.get(status) ?? 0 })),
    score_distribution: Array.from({ length: SCORE_BINS }, (_, bin) => ({
      from: bin * width,
      to: (bin + 1) * width,
      count: byBin.get(bin) ?? 0,
    })),
    competence_averages: competences.map((c) => ({
      competence_id: c.id,
      code: c.code,
      name: c.name,
      average: c.average === null ? null : Math.round(Number(c.average) * 100) / 100,
      count: Number(c.n),
    })),
    job_fit_ranking: ranking.map((r) => ({ participant_id: r.id, name: r.name, job_fit: Number(r.job_fit) })),
  };
}
