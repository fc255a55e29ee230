import type {
  BandTranslations,
  BlueprintTranslations,
  CompetenceTranslations,
  DimensionTranslations,
  ParticipantResults,
  ReportType,
  StenBand,
} from '@asesa/contracts';
import { bufferOf } from '../../lib/threads/ts-thread-pool';

// What a participant's PDF reports show, apart from the reader that fills it, so the pieces that
// only shape or translate it need not depend on how it is read.

/** Everything the PDF reports of one participant show, read once. */
export interface ReportData {
  participant: {
    id: number;
    code: string;
    name: string;
    email: string;
    phone: string;
    city: string;
    gender: string;
    birthDate: string | null;
    educationLevel: string;
    status: string;
    /** The language the participant took the tests in (the candidate feedback speaks it). */
    languageCode: string;
    registeredAt: string | null;
    completedAt: string | null;
    jobFit: number | null;
    /** The accommodation the tests were taken with, as a neutral line in each language; null without one. */
    takenWith: { en: string; id: string } | null;
  };
  project: {
    id: number;
    name: string;
    corporateName: string;
    reportTypes: ReportType[];
    /** The project's default language: the reports' language unless another is asked for. */
    language: string;
  };
  brand: ReportBrand;
  instruments: ReportInstrument[];
  competences: ReportCompetence[];
  jobFit: ReportJobFit;
  /** Proctoring events by kind (evidence for a reviewer, never a verdict) and what they mean. */
  integrity: { kind: string; count: number }[];
  integrityNote: string;
  proctoringLevel: string | null;
}

/** The corporate's colour and logo (or its consultant account's logo), printed on every page. */
export interface ReportBrand {
  colour: string;
  /** PNG bytes (pdfkit draws PNG and JPEG), or null without a logo. */
  logo: Buffer | null;
  name: string;
}

export interface ReportNorm {
  id: string;
  version: string | null;
  group: string | null;
  n: number | null;
  /** Names of the dimensions normed on it. */
  dimensions: string[];
}

export interface ReportDimension {
  code: string;
  name: string;
  raw: number;
  z: number | null;
  T: number | null;
  sten: number | null;
  stanine: number | null;
  percentile: number | null;
  normId: string | null;
  normVersion: string | null;
  normGroup: string | null;
  normN: number | null;
  reliability: number | null;
  /** Where the reliability comes from: the evidence study's α or the scoring set-up. */
  reliabilitySource: 'evidence' | 'set-up' | null;
  /** Where the error band comes from: this person's SE(θ) ('irt') or the reliability's source. */
  seSource: 'irt' | 'evidence' | 'set-up' | null;
  seSten: number | null;
  stenBand: StenBand | null;
  /** IRT θ with its SE and the items it rests on (GRM traits, adaptive sections), else null. */
  theta: { value: number; se: number; answered: number | null } | null;
  band: {
    level: string;
    label: string;
    description: string | null;
    colour: string | null;
    translations?: BandTranslations;
  } | null;
  /** The test dimension's name and description in other languages. */
  translations: DimensionTranslations;
}

export interface ReportInstrument {
  name: string;
  /** The instrument's name in other languages: language code → name. */
  nameTranslations: Record<string, string>;
  code: string;
  /** 'ability' instruments report abilities; the others (inventories) traits. */
  kind: string;
  version: number;
  numberCorrect: number;
  maxScore: number;
  percentCorrect: number | null;
  /** An adaptive test: the items given (numberCorrect is of those), scored as θ, not by number correct. */
  adaptive: { itemsGiven: number } | null;
  /** The blueprint that scored, with its name and norm groups in other languages. */
  blueprint: { name: string; version: number; translations: BlueprintTranslations } | null;
  engineVersion: string;
  scoredAt: string;
  /** The norm tables the scores went through, each once. */
  norms: ReportNorm[];
  dimensions: ReportDimension[];
  /** The evidence study whose reliability some scale's band uses; null: the set-up's for all. */
  evidenceStudy: { finishedAt: string; n: number } | null;
}

export interface ReportCompetence {
  id: number;
  code: string;
  name: string;
  description: string;
  score: number | null;
  level: number | null;
  label: string | null;
  colour: string | null;
  targetLevel: number | null;
  targetLabel: string | null;
  targetSten: number | null;
  weight: number;
  seSten: number | null;
  /** Where the components' reliabilities behind seSten come from. */
  seSource: 'evidence' | 'partly-evidence' | 'set-up' | null;
  stenBand: StenBand | null;
  probabilityMet: number | null;
  components: { code: string; name: string; weight: number; z: number }[];
  /** The score scale of the competence's levels (lowest min, highest max). */
  scaleMin: number | null;
  scaleMax: number | null;
  levels: { level: number; label: string; min: number; max: number }[];
  /** From the competence library. */
  interviewQuestions: string[];
  reason: string | null;
  /** Name, description and level labels in other languages, from the competence library. */
  translations: CompetenceTranslations;
}

export type ReportJobFit = NonNullable<ParticipantResults['job_fit']> | EmptyJobFit;
export interface EmptyJobFit {
  fit: null;
  reason: string | null;
  formula: null;
  explanation: null;
  range?: null;
  mean_shortfall?: null;
  band?: null;
  probability_all_met?: null;
  contributions: [];
}

/**
 * The data of a report drawn in a task thread, its logo a Buffer again: structured clone carries
 * a Buffer across threads as a plain Uint8Array, and pdfkit draws images from Buffers only.
 */
export function withLogoBuffer<T extends { brand: ReportBrand }>(data: T): T {
  const { logo } = data.brand;
  return logo ? { ...data, brand: { ...data.brand, logo: bufferOf(logo) } } : data;
}
