/**
 * The "reports" scenario of `npm run bench` (bench/index.ts at the repository root), not part of
 * the tests: 1,000 hiring-manager reports as one .zip job, run by the job worker thread as with
 * --role=all, while participants mid-test keep saving answers through the real HTTP pipeline.
 *
 * The app gets the demo data (SQLite, or the PostgreSQL of TEST_DATABASE_URL when
 * TEST_DB_ENGINE=postgres); the demo project's scored candidates are copied, results and all,
 * until it has `reports` scored participants, so each report draws real results.
 */

import type { startTestApp } from '../test/harness';
import { jobDownload, withAllRoleServer } from './all-role-server';
import { benchAdmin, buildDataset } from './dataset';
import { measureMeanwhile } from './meanwhile';
import { timedCaller } from './timed-call';

export interface ReportsResult {
  reports: number;
  seconds: number;
  /** CPU the process spent meanwhile (every thread: the job's and the saves'): on a machine busy
   * with other work the wall time grows, this much less. */
  cpuSeconds: number;
  rssGrowthMb: number;
  zipMegabytes: number;
  saves: number;
  saveP99Ms: number;
  healthP99Ms: number;
  loopDelayMaxMs: number;
}

const sleep = (t: number) => new Promise((r) => setTimeout(r, t));
const DEMO_PROJECT = 'Graduate Intake 2026 (demo)';

/** Copies the demo project's scored candidates (participant, submissions, results) up to `count`. */
export async function scoredParticipants(
  deps: Awaited<ReturnType<typeof startTestApp>>['deps'],
  count: number,
) {
  const project = await deps.db
    .selectFrom('projects')
    .select('id')
    .where('name', '=', DEMO_PROJECT)
    .executeTakeFirstOrThrow();
  const templates = await deps.db
    .selectFrom('participants')
    .selectAll()
    .where('project_id', '=', project.id)
    .where('status', '=', 'scored')
    .orderBy('id')
    .execute();
  const ids = templates.map((p) => p.id);
  const submissions = await deps.db
    .selectFrom('submissions')
    .selectAll()
    .where('participant_id', 'in', ids)
    .execute();
  const results = await deps.db
    .selectFrom('results')
    .selectAll()
    .where('participant_id', 'in', ids)
    .execute();
  const made: number[] = [...ids];
  for (let n = made.length; n < count; n++) {
    const { id: templateId, ...template } = templates[n % templates.length];
    await deps.db.transaction().execute(async (trx) => {
      const person = await trx
        .insertInto('participants')
        .values({
          ...template,
          participant_code: `BENCH-REPORT-${String(n).padStart(5, '0')}`,
          name: `${template.name} ${n}`,
          email: `report${n}@bench.example`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const { id: submissionId, ...s } of submissions.filter((s) => s.participant_id === templateId)) {
        const copy = await trx
          .insertInto('submissions')
          .values({ ...s, participant_id: person.id })
          .returning('id')
          .executeTakeFirstOrThrow();
        const rows = results.filter((r) => r.submission_id === submissionId);
        if (rows.length)
          await trx
            .insertInto('results')
            .values(
              rows.map(({ id: _id, ...r }) => ({ ...r, participant_id: person.id, submission_id: copy.id })),
            )
            .execute();
      }
      made.push(person.id);
    });
  }
  return { projectId: project.id, participantIds: made.slice(0, count) };
}

export async function runReportsBench(opts: {
  reports: number;
  log?: (message: string) => void;
}): Promise<ReportsResult> {
  const log = opts.log ?? (() => {});
  return withAllRoleServer(async ({ t, startJobs }) => {
    const { deps } = t;
    const admin = await benchAdmin(deps);
    const { live } = await buildDataset(deps, admin, 0, () => {});
    log(`copying scored candidates up to ${opts.reports.toLocaleString('en')} (${t.engine})`);
    const { projectId, participantIds } = await scoredParticipants(deps, opts.reports);
    const token = await t.signIn('consultant');
    const call = timedCaller(t, token);
    startJobs();

    const zip = async (ids: number[]) => {
      const { data: started } = await call('projects/participants/reports-zip', {
        project_id: projectId,
        participant_ids: ids,
        type: 'hiring-manager',
      });
      const downloadId = Number(started.download_id);
      for (;;) {
        const { data: p } = await call('projects/participants/reports-zip-progress', {
          project_id: projectId,
          download_id: downloadId,
        });
        if (p.status === 'failed') throw new Error(`the .zip of reports failed: ${p.error}`);
        if (p.status === 'done') return downloadId;
        await sleep(200);
      }
    };
    // A first small .zip boots the job thread (modules, fonts): the figures are the big job's own.
    await zip(participantIds.slice(0, 4));

    // Participants mid-test keep saving while the job runs, as in the campaign.
    const meanwhile = await measureMeanwhile(t, live);
    log(`${participantIds.length.toLocaleString('en')} hiring-manager reports as one .zip`);
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    const downloadId = await zip(participantIds);
    const seconds = (performance.now() - t0) / 1000;
    const cpu = process.cpuUsage(cpu0);
    const m = await meanwhile.finish();
    const download = await jobDownload(t, downloadId);
    return {
      reports: download.row_count ?? 0,
      seconds,
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
      rssGrowthMb: m.rssGrowthMb,
      zipMegabytes: (download.size_bytes ?? 0) / 1e6,
      saves: m.saves.length,
      saveP99Ms: m.saveP99Ms,
      healthP99Ms: m.healthP99Ms,
      loopDelayMaxMs: m.loopDelayMaxMs,
    };
  });
}
