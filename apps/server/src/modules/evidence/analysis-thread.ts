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
 * progress back as it goes and ends with the result or the engine's refusal. The sample goes to it
 * packed (PackedSample) and becomes the engine's persons there.
 */

/**
 * The sample as the analysis thread gets it: one row per person in flat typed arrays (person r,
 * item i at r · k + i), which move to the thread without a copy, instead of 100,000 person objects
 * of three arrays each that would be cloned one by one. `unpackPersons` turns it back into the
 * engine's persons.
 */
export interface PackedSample {
  /** Persons. */
  n: number;
  /** Items. */
  k: number;
  /** The score (0/1 keyed, the category of a rating); -1: omitted. */
  scores: Int16Array<ArrayBuffer>;
  /** The chosen option's index in `choiceValues[i]`; -1: none. */
  choices: Int16Array<ArrayBuffer>;
  choiceValues: string[][];
  /** Seconds on the item; NaN: unknown. */
  seconds: Float64Array<ArrayBuffer>;
  /** Grouping variables (gender, age band, education level), their values, and each person's by index (-1: unknown). */
  groupNames: string[];
  groupValues: string[][];
  groups: Int32Array<ArrayBuffer>;
}

/** The engine's persons of a packed sample. */
export function unpackPersons(sample: PackedSample): EvidencePerson[] {
  const { n, k, scores, choices, choiceValues, seconds, groupNames, groupValues, groups } = sample;
  const g = groupNames.length;
  const persons: EvidencePerson[] = new Array(n);
  for (let r = 0; r < n; r++) {
    const rowScores: Array<number | null> = new Array(k);
    const rowChoices: Array<string | null> = new Array(k);
    const rowSeconds: Array<number | null> = new Array(k);
    for (let i = 0, at = r * k; i < k; i++, at++) {
      const score = scores[at];
      rowScores[i] = score < 0 ? null : score;
      const choice = choices[at];
      rowChoices[i] = choice < 0 ? null : choiceValues[i][choice];
      const spent = seconds[at];
      rowSeconds[i] = Number.isNaN(spent) ? null : spent;
    }
    const rowGroups: Record<string, string | null> = {};
    for (let v = 0; v < g; v++) {
      const code = groups[r * g + v];
      rowGroups[groupNames[v]] = code < 0 ? null : groupValues[v][code];
    }
    persons[r] = { scores: rowScores, choices: rowChoices, seconds: rowSeconds, groups: rowGroups };
  }
  return persons;
}

export interface AnalysisWork {
  items: EvidenceItem[];
  sample: PackedSample;
  options: Omit<EvidenceOptions, 'onProgress'>;
}

export type AnalysisMessage =
  | { kind: 'progress'; fraction: number; step: string }
  | { kind: 'done'; result: EvidenceResult }
  | { kind: 'failed'; message: string; code: ScoringErrorCode | null };

/** An analysis thread, started before its work is ready. */
export interface AnalysisThread {
  /** The result; a ScoringError when the engine refuses the data, an Error when the thread fails. */
  run(work: AnalysisWork, onProgress: (fraction: number, step: string) => void): Promise<EvidenceResult>;
  /** Ends the thread (after its result, or instead of running it). */
  stop(): void;
}

/**
 * Starts an analysis thread that waits for its work: loading the engine takes the thread a second
 * or so, which it spends while the job reads the sample rather than after.
 */
export function startAnalysisThread(): AnalysisThread {
  const worker = new Worker(new URL('./evidence-thread-boot.mjs', import.meta.url));
  let onProgress: ((fraction: number, step: string) => void) | null = null;
  // Settled by the first of: the result, the engine's refusal, the thread failing or ending.
  const result = new Promise<EvidenceResult>((resolve, reject) => {
    worker.on('message', (message: AnalysisMessage) => {
      if (message.kind === 'progress') onProgress?.(message.fraction, message.step);
      else if (message.kind === 'done') resolve(message.result);
      else
        reject(message.code ? new ScoringError(message.code, message.message) : new Error(message.message));
    });
    worker.on('error', reject);
    worker.on('exit', (code) =>
      reject(new Error(`the analysis thread stopped (exit code ${code}) before it finished`)),
    );
  });
  result.catch(() => {}); // a thread stopped unused has no one to tell
  return {
    run(work, progress) {
      onProgress = progress;
      const { sample } = work;
      // The sample's arrays move to the thread rather than being copied (they are not used here after).
      worker.postMessage(work, [
        sample.scores.buffer,
        sample.choices.buffer,
        sample.seconds.buffer,
        sample.groups.buffer,
      ]);
      return result.finally(() => void worker.terminate());
    },
    stop: () => void worker.terminate(),
  };
}
