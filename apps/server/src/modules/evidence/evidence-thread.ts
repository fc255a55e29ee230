import { parentPort, workerData } from 'node:worker_threads';
import { analyseEvidence, isScoringError } from '@asesa/scoring';
import type { AnalysisMessage, AnalysisWork } from './analysis-thread';

// One analysis in a thread of its own (see analysis-thread.ts): the engine's work is synchronous,
// so only another thread can keep reporting its progress while it runs.

const { items, persons, options } = workerData as AnalysisWork;
const post = (message: AnalysisMessage) => parentPort!.postMessage(message);
try {
  const result = analyseEvidence(items, persons, {
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
