import { parentPort } from 'node:worker_threads';
import { analyseEvidence, isScoringError } from '@asesa/scoring';
import { type AnalysisMessage, type AnalysisWork, unpackPersons } from './analysis-thread';

// One analysis in a thread of its own (see analysis-thread.ts): the engine's work is synchronous,
// so only another thread can keep reporting its progress while it runs.

const post = (message: AnalysisMessage) => parentPort!.postMessage(message);
// The work comes once the job has read the sample (the thread loads the engine meanwhile).
parentPort!.once('message', ({ items, sample, options }: AnalysisWork) => {
  try {
    const result = analyseEvidence(items, unpackPersons(sample), {
      ...options,
      onProgress: (fraction, step) => post({ kind: 'progress', fraction, step }),
    });
    post({ kind: 'done', result });
  } catch (err) {
    post(
      isScoringError(err)
        ? { kind: 'failed', message: err.message, code: err.code }
        : { kind: 'failed', message: err instanceof Error ? err.message : String(err), code: null },
    );
  }
});
