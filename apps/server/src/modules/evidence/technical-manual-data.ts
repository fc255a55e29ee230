import type { EvidenceAccommodation, EvidenceMakeUp } from '@asesa/contracts';
import type { EvidenceResult } from '@asesa/scoring';
import type { ReportBrand } from '../exports/report-data';
import type { ImpactOverTime } from './bias-audit-over-time';

// What the technical manual is written from: the service gathers it, the sections print it.

/** Everything the manual prints: the analysis, the instrument version it read, and the norms in use. */
export interface ManualData {
  analysisId: number;
  engineVersion: string;
  finishedAt: string | null;
  model: string | null;
  instrument: {
    name: string;
    code: string;
    kind: string;
    version: number;
    publishedAt: string;
    sections: { title: string; items: number; timeLimitSeconds: number | null }[];
    /** Every item of the version, in order (its position names it in the tables). */
    items: { id: string; type: string }[];
    /** The items the analysis scored. */
    analysed: { id: string; scoring: 'keyed' | 'rating'; dimension: string | null }[];
  };
  sample: { projects: string[]; from: string | null; to: string | null; sector: string | null };
  makeUp: EvidenceMakeUp;
  result: EvidenceResult;
  /** The blueprint the instrument is scored with today, with its norms; null when it has none. */
  blueprint: {
    name: string;
    version: number;
    rawScoreMethod: string | null;
    norms: {
      dimension: string;
      group: string;
      n: number;
      date: string;
      version: string;
      method: string;
      scale: string;
      mean: number | null;
      sd: number | null;
    }[];
  } | null;
  brand: ReportBrand;
  /** Accommodated candidates against the others (null: an analysis from before the comparison). */
  accommodation?: EvidenceAccommodation | null;
  /** The sample's job-fit decisions quarter by quarter (absent: none were read). */
  impactOverTime?: ImpactOverTime;
}

/** The item's name in the manual's tables: its position in the instrument ("Q3"). */
export type ItemLabel = (id: string) => string;
