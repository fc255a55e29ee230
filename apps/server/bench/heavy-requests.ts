/**
 * The "heavy requests" scenario of `npm run bench` (bench/index.ts at the repository root), not
 * part of the tests: the requests that do the most work in their own answer — spreadsheets made
 * to exhaust the server, the largest sheets the imports take, PDF reports one by one — each sent
 * while participants mid-test save answers and a monitor asks /api/health (meanwhile.ts). The
 * server's rule is that no request's work blocks the event loop for more than 50 ms: the sheets
 * are read by the sheet thread, the reports drawn by the report thread. The jobs (a .zip of 1,000
 * reports, a calibration, a recalculation, an export) are held to the same rule by the reports,
 * evidence and campaign scenarios.
 */
import { ITEM_IMPORT_MAX_ITEMS } from '@asesa/contracts';
import { createWriteGate } from '../src/hot-path/write-gate';
import { startJobWorker } from '../src/jobs/job-worker';
import { startTestApp, type TestApp } from '../test/harness';
import { demoProject } from '../test/tenants';
import { benchAdmin, benchProject, buildDataset } from './dataset';
import { evidenceInstrument, postgresWriter, simulees, sqliteWriter } from './evidence';
import { type HeavyRequest, startHeavyClient } from './heavy-client-thread';
import { heavySheetsInThread } from './heavy-sheets';
import { listeningBase, type Meanwhile, measureMeanwhile } from './meanwhile';
import { timedCaller } from './timed-call';

export interface HeavyRequestRun {
  name: string;
  /** What the request answered, e.g. "400 ×2" for the refused bombs. */
  answered: string;
  expected: string;
  seconds: number;
  meanwhile: Meanwhile;
}

const INVITEES = 10_000;
/** Simulees of the analysis whose detail and technical manual are read. */
const ANALYSED = 2000;
// A p99 is the 99th percentile only over a few hundred samples: the monitor asks /api/health 20
// times a second, so a request that takes one second gave 20 checks, whose p99 was their slowest.
// Each row repeats its request until the work has lasted WINDOW_SECONDS (and at least `least`
// times): 200 health checks and ~1,600 saves beside it, the work going on the whole time.
const WINDOW_SECONDS = 10;
const DETAIL_READS = 200;
const BOMB_ROUNDS = 3;
const MANUALS = 3;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const statusText = (statuses: number[]) => {
  const counts = new Map<number, number>();
  for (const s of statuses) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts].map(([s, n]) => (n > 1 ? `${s} ×${n}` : String(s))).join(', ');
};

export async function runHeavyRequestsBench(opts: {
  reports: number;
  log?: (message: string) => void;
}): Promise<HeavyRequestRun[]> {
  const log = opts.log ?? (() => {});
  // As in a `--role=all` server: the job worker thread runs the analysis.
  const gate = createWriteGate();
  const t: TestApp = await startTestApp({ seed: true, autoCheckpoint: false, writeGate: gate });
  let jobWorker: { stop(): Promise<void> } | null = null;
  let closeClient: (() => Promise<number>) | null = null;
  try {
    const admin = await benchAdmin(t.deps);
    const { live } = await buildDataset(t.deps, admin, 0, () => {});
    const consultant = await t.signIn('consultant');
    const adminToken = await t.signIn('admin');
    const project = await demoProject(t);
    const scored = await t.deps.db
      .selectFrom('participants')
      .select('id')
      .where('project_id', '=', project.id)
      .where('status', '=', 'scored')
      .execute();

    let instruments = 0;
    const newInstrument = async () =>
      (
        await t.callOk(
          'instruments/new',
          { code: `HEAVY-${++instruments}`, name: `Heavy ${instruments}`, kind: 'ability' },
          adminToken,
        )
      ).id as number;
    // The heavy requests come over HTTP from their own thread (heavy-client.mjs): the loop measured
    // is the server's alone. Participants and health checks stay in process (small requests).
    const client = startHeavyClient(await listeningBase(t));
    closeClient = client.close;
    const send = (request: HeavyRequest) => client.send(request);
    const sheet = (name: string) => ({ name, field: 'file', filename: `${name}.xlsx` });
    const importItems = async (name: string) =>
      send({
        path: 'instruments/items/import-xlsx',
        token: adminToken,
        fields: { id: String(await newInstrument()), mode: 'append' },
        file: sheet(name),
      });
    const readInvitees = (name: string) =>
      send({
        path: 'projects/invitations/bulk-read',
        token: consultant,
        fields: { project_id: String(project.id) },
        file: sheet(name),
      });
    const report = (n: number) =>
      send({
        path: 'projects/participants/report',
        token: consultant,
        body: { participant_id: scored[n % scored.length].id, type: 'hiring-manager' },
      });

    log(`an evidence analysis of ${ANALYSED.toLocaleString('en')} simulees`);
    const corporate = await t.deps.db
      .selectFrom('corporate_accounts')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const instrument = await evidenceInstrument(t.deps, admin);
    const sample = await benchProject(t.deps, corporate.id, instrument.id, 'Heavy requests sample');
    const writer =
      t.deps.dialect === 'sqlite'
        ? sqliteWriter(t.deps, corporate.id, instrument.itemIds)
        : postgresWriter(t.deps, corporate.id, instrument.itemIds);
    const next = simulees(instrument.keys, 20261129);
    await writer.write(
      sample,
      Array.from({ length: ANALYSED }, (_, i) => next(i, 'heavy')),
    );
    await writer.close();
    jobWorker = startJobWorker(t.deps.env, t.deps.jobs, t.app.log, {
      databaseUrl: t.engine === 'sqlite' ? '' : process.env.TEST_DATABASE_URL,
      pgSchema: t.pgSchema,
      writeGate: gate,
    });
    const adminCall = timedCaller(t, adminToken);
    const { data: started } = await adminCall('evidence/analyses/new', {
      instrument_id: instrument.id,
      sample: { project_ids: [sample.projectId] },
      model: '2PL',
    });
    const analysisId = Number(started.analysis_id);
    for (;;) {
      const { data: d } = await adminCall('evidence/analyses/detail', { analysis_id: analysisId });
      if (d.status === 'failed') throw new Error(`the evidence analysis failed: ${d.error}`);
      if (d.status === 'done') break;
      await sleep(200);
    }
    const detail = () =>
      send({ path: 'evidence/analyses/detail', token: adminToken, body: { analysis_id: analysisId } });
    const manual = () =>
      send({ path: 'evidence/analyses/manual', token: adminToken, body: { analysis_id: analysisId } });

    log('making the sheets');
    const sheets = await heavySheetsInThread(INVITEES);
    for (const [name, content] of Object.entries(sheets)) await client.keep(name, content);
    const bombs = ['bomb', 'lying'];
    const { hundredThousandItems, mostItems, invitees } = sheets;

    // The threads boot on first use (tsx, exceljs, fonts): booted first, the figures are the requests'.
    await readInvitees('twoInvitees');
    await report(0);
    await manual();

    const runs: HeavyRequestRun[] = [];
    /** Runs `one` (a request, or requests sent together) again and again for the row's window. */
    const measure = async (
      name: string,
      expectedStatus: number,
      least: number,
      one: () => Promise<number[]>,
    ) => {
      log(name);
      const meanwhile = await measureMeanwhile(t, live);
      const t0 = performance.now();
      const statuses: number[] = [];
      for (let k = 0; k < least || performance.now() - t0 < WINDOW_SECONDS * 1000; k++)
        statuses.push(...(await one()));
      const seconds = (performance.now() - t0) / 1000;
      runs.push({
        name,
        answered: statusText(statuses),
        expected: statusText(statuses.map(() => expectedStatus)),
        seconds,
        meanwhile: await meanwhile.finish(),
      });
    };
    const mb = (b: Buffer) => `${(b.length / 1e6).toFixed(1)} MB`;
    const held = `, again for ${WINDOW_SECONDS} s`;
    await measure(
      `2 zip bombs refused at once (297 MB of rows; 30 MB whose directory lies)${held}`,
      400,
      BOMB_ROUNDS,
      () => Promise.all(bombs.map(readInvitees)),
    );
    await measure(
      `100,000-row item sheet (${mb(hundredThousandItems)}) refused past ${ITEM_IMPORT_MAX_ITEMS.toLocaleString('en')}${held}`,
      400,
      1,
      async () => [await importItems('hundredThousandItems')],
    );
    await measure(
      `${ITEM_IMPORT_MAX_ITEMS.toLocaleString('en')}-item sheet (${mb(mostItems)}) imported${held}`,
      200,
      1,
      async () => [await importItems('mostItems')],
    );
    await measure(
      `${INVITEES.toLocaleString('en')}-person invitation sheet (${mb(invitees)}) read${held}`,
      200,
      1,
      async () => [await readInvitees('invitees')],
    );
    let n = 0;
    await measure(`PDF reports, one after another${held}`, 200, opts.reports, async () => [
      await report(n++),
    ]);
    await measure(
      `evidence analysis detail (${ANALYSED.toLocaleString('en')} × ${instrument.itemIds.length}) read${held}`,
      200,
      DETAIL_READS,
      async () => [await detail()],
    );
    await measure(`technical manual PDF downloads${held}`, 200, MANUALS, async () => [await manual()]);
    return runs;
  } finally {
    await closeClient?.();
    await jobWorker?.stop();
    await t.close();
  }
}
