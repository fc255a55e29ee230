import { PARTICIPANT_STATUSES, type ParticipantCharts, SCORE_BINS } from '@asesa/contracts';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { Actor, Deps } from '../../deps';
import { projectDetail } from '../projects/projects.service';

const RANKING_SIZE = 20;

/** The score_percent bin 0…9 as a portable CASE ladder (floor/cast rounding differ between engines). */
function binOf(eb: ExpressionBuilder<Database, 'participants'>) {
  const width = 100 / SCORE_BINS;
  let chain = eb.case().when('score_percent', '<', width).then(0);
  for (let bin = 1; bin < SCORE_BINS - 1; bin++)
    chain = chain.when('score_percent', '<', (bin + 1) * width).then(bin);
  return chain.else(SCORE_BINS - 1).end();
}

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
  await projectDetail(deps, actor, projectId);
  const [statuses, bins, competences, ranking] = await Promise.all([
    deps.db
      .selectFrom('participants')
      .select((eb) => ['status', eb.fn.countAll().as('n')])
      .where('project_id', '=', projectId)
      .groupBy('status')
      .execute(),
    deps.db
      .selectFrom('participants')
      .select((eb) => [binOf(eb).as('bin'), eb.fn.countAll().as('n')])
      .where('project_id', '=', projectId)
      .where('score_percent', 'is not', null)
      .groupBy(sql`1`)
      .execute(),
    deps.db
      .selectFrom('project_competences as pc')
      .innerJoin('competences as c', 'c.id', 'pc.competence_id')
      .leftJoin('participant_competences as s', (j) =>
        j.onRef('s.competence_id', '=', 'pc.competence_id').onRef('s.project_id', '=', 'pc.project_id'),
      )
      .select((eb) => [
        'c.id',
        'c.code',
        'c.name',
        'pc.position',
        eb.fn.avg<number | string | null>('s.score').as('average'),
        eb.fn.count<number | string>('s.score').as('n'),
      ])
      .where('pc.project_id', '=', projectId)
      .groupBy(['c.id', 'c.code', 'c.name', 'pc.position'])
      .orderBy('pc.position')
      .execute(),
    deps.db
      .selectFrom('participants')
      .select(['id', 'name', 'job_fit'])
      .where('project_id', '=', projectId)
      .where('job_fit', 'is not', null)
      .orderBy('job_fit', 'desc')
      .orderBy('name')
      .limit(RANKING_SIZE)
      .execute(),
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
