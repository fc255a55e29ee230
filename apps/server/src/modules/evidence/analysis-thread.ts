import { Worker } from 'node:worker_threads';
import {
  type EvidenceItem,
  type EvidenceOptions,
  type EvidencePerson,
  type EvidenceResult,
  ScoringError,
  type ScoringErrorCode,
} from '@asesa/scoring';

/**
 * Runs analyseEvidence in a thread of its own. The engine works synchronously for as long as a
 * calibration of a large sample takes: on the job thread it would hold that thread's event loop,
 * so no progress could be written and no other job could report meanwhile. The thread posts its
 * progress back as it goes and ends with the result or the engine's refusal.
 */

export interface AnalysisWork {
  items: EvidenceItem[];
  persons: EvidencePerson[];
  options: Omit<EvidenceOptions, 'onProgress'>;
}

export type AnalysisMessage =
  | { kind: 'progress'; fraction: number; step: string }
  | { kind: 'done'; result: EvidenceResult }
  | { kind: 'failed'; message: string; code: ScoringErrorCode | null };

/** The result; a ScoringError when the engine refuses the data, an Error when the thread fails. */
export function runAnalysisThread(
  work: AnalysisWork,
  onProgress: (fraction: number, step: string) => void,
): Promise<EvidenceResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./evidence-thread-boot.mjs', import.meta.url), { workerData: work });
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      fn();
      void worker.terminate();
    };
    worker.on('message', (message: AnalysisMessage) => {
      if (message.kind === 'progress') onProgress(message.fraction, message.step);
      else if (message.kind === 'done') settle(() => resolve(message.result));
      else
        settle(() =>
          reject(message.code ? new ScoringError(message.code, message.message) : new Error(message.message)),
        );
    });
    worker.on('error', (err) => settle(() => reject(err)));
    worker.on('exit', (code) =>
      settle(() => reject(new Error(`the analysis thread stopped (exit code ${code}) before it finished`))),
    );
  });
}
