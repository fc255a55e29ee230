// What a long job costs the people answering meanwhile, measured the same way by every bench
// scenario: four mid-test participants save an answer every 25 ms each, and the process's RSS is
// sampled every 50 ms, until the job is done.

type Call = (path: string, body: unknown) => Promise<{ elapsed: number }>;
type LiveParticipant = { code: string; submissionId: number; itemIds: string[] };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Starts the saves and the RSS sampler; `finish` stops both and answers the save times and the RSS growth. */
export function measureMeanwhile(call: Call, live: readonly LiveParticipant[]) {
  const saves: number[] = [];
  let stop = false;
  const savers = live.slice(0, 4).map(async (person, n) => {
    let k = 0;
    while (!stop) {
      const item = person.itemIds[k++ % person.itemIds.length];
      const { elapsed } = await call('test-activities/submission', {
        submission_id: person.submissionId,
        participant_code: person.code,
        submission: { [item]: ['A', 'B', 'C', 'D'][(k + n) % 4] },
      });
      saves.push(elapsed);
      await sleep(25);
    }
  });
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  }, 50);
  return {
    async finish(): Promise<{ saves: number[]; rssGrowthMb: number }> {
      clearInterval(sampler);
      stop = true;
      await Promise.all(savers);
      return { saves, rssGrowthMb: (rssPeak - rssBefore) / (1024 * 1024) };
    },
  };
}
