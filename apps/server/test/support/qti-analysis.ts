import { upload } from '../accounts-fixtures';
import type { TestApp } from '../harness';

/** What the analysis says of one item of the package. */
export type QtiItemReport = { identifier: string; status: string; type: string | null; notes: string[] };
/** The analysis's report: its id, the counts by status and a line for each item. */
export type QtiReport = { analysis_id: number; counts: unknown; items: QtiItemReport[] };

/**
 * A QTI package uploaded and its analysis job run to the end: the upload's answer, then the
 * progress call's answer (status, progress, error and, once done, the report) in `language`.
 */
export async function analyseQti(
  t: TestApp,
  token: string,
  fields: { id: number; mode?: string },
  content: Buffer,
  language = 'en',
) {
  const started = await upload(
    t,
    'instruments/items/import-qti',
    token,
    { id: String(fields.id), mode: fields.mode ?? 'append' },
    { field: 'file', filename: 'package.zip', content },
    { 'content-language': language },
  );
  if (started.status !== 200) return { started, progress: null, report: null };
  await t.deps.jobs.drain();
  const answer = await t.call(
    'instruments/items/import-qti-progress',
    { analysis_id: started.body.data.analysis_id },
    token,
    { 'content-language': language },
  );
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the call answers and assert on it.
  const progress = answer.body.data as any;
  return { started, progress, report: progress?.report ?? null };
}
