import { z } from 'zod';
import { DECISIONS } from './decisions';
import { datatableCall, projectDatatableQuery } from './envelope';
import { jobProgress, jobStarted } from './jobs';
import { PARTICIPANT_STATUSES, participantRow } from './projects';
import {
  competenceRef,
  dimensionRef,
  keyedPoints,
  normedStanding,
  prefixedInstrumentRef,
} from './record-fields';
import { bandTranslations, competenceTranslations, dimensionTranslations } from './translations';

/**
 * A project's participants in the back office: the filtered datatable, star and shortlist, the
 * results of one participant (scores, norms, competences, job fit, integrity), charts and the
 * recalculation job.
 */

const id = z.number().int().positive();
const projectId = z.object({ project_id: id });
const participantId = z.object({ participant_id: id });
const percent = (what: string) =>
  z
    .number({ message: `${what} must be a number` })
    .min(0, `${what} must be at least 0`)
    .max(100, `${what} must be at most 100`);

export const participantDatatableRequest = projectDatatableQuery.extend({
  status: z
    .array(
      z.enum(PARTICIPANT_STATUSES, { message: `status must be one of ${PARTICIPANT_STATUSES.join(', ')}` }),
    )
    .max(PARTICIPANT_STATUSES.length)
    .optional(),
  city: z.string().trim().max(120).optional(),
  starred: z.boolean().optional(),
  shortlisted: z.boolean().optional(),
  score_percent_min: percent('score_percent_min').optional(),
  score_percent_max: percent('score_percent_max').optional(),
  job_fit_min: percent('job_fit_min').optional(),
  job_fit_max: percent('job_fit_max').optional(),
  /** true: only candidates a person has reviewed; false: only those not reviewed yet. */
  reviewed: z.boolean({ message: 'reviewed must be true or false' }).optional(),
});
export type ParticipantDatatableRequest = z.input<typeof participantDatatableRequest>;

export const participantListRow = participantRow.extend({
  starred: z.boolean(),
  shortlisted: z.boolean(),
  city: z.string(),
  /** number_correct / max_score × 100; null until scored. */
  score_percent: z.number().nullable(),
  /** % match to the project's competence targets; null without competences or dimension data. */
  job_fit: z.number().nullable(),
  /** A person's latest decision on the candidate (null: not reviewed). */
  review: z
    .object({
      decision: z.enum(DECISIONS),
      is_override: z.boolean(),
      reviewer_name: z.string(),
      reviewed_at: z.string(),
    })
    .nullable()
    .optional(),
  /** Job fit's pre-selection suggestion, never a decision (null when the project only ranks). */
  suggestion: z.enum(DECISIONS).nullable().optional(),
  /**
   * Each scored test of the participant, in test order: what number_correct / max_score adds up
   * (the fixed-form tests with keyed items, `counted`) and what it leaves out (an adaptive test,
   * scored as θ on the items each candidate was given; an inventory without right answers).
   */
  tests: z
    .array(
      z.object({
        instrument_name: z.string(),
        ...keyedPoints,
        adaptive: z.boolean(),
        counted: z.boolean(),
      }),
    )
    .optional(),
});
export type ParticipantListRow = z.infer<typeof participantListRow>;

export const participantOverview = z.object({
  total: z.number().int(),
  by_status: z.record(z.enum(PARTICIPANT_STATUSES), z.number().int()),
  /** Participants who started at least one test (in progress, completed or scored). */
  started: z.number().int(),
  completed: z.number().int(),
  scored: z.number().int(),
  shortlisted: z.number().int(),
  starred: z.number().int(),
  /** Mean score_percent of scored participants; null when nobody is scored. */
  average_score: z.number().nullable(),
});
export type ParticipantOverview = z.infer<typeof participantOverview>;

export const filterCityRequest = projectId.extend({ name: z.string().trim().max(120).optional() });

export const starToggleResponse = z.object({ participant_id: z.number().int(), starred: z.boolean() });
export const shortlistToggleResponse = z.object({
  participant_id: z.number().int(),
  shortlisted: z.boolean(),
});
export const addShortlistedRequest = z.object({
  participant_ids: z
    .array(id)
    .min(1, 'participant_ids: choose at least 1 participant')
    .max(1000, 'participant_ids: at most 1000 participants at once'),
});

const band = z.object({
  level: z.string(),
  label: z.string().nullable(),
  description: z.string().nullable(),
  colour: z.string().nullable(),
  /** The band's level name and description in other languages (from the blueprint version that scored). */
  translations: bandTranslations.optional(),
});
/** A sten with its error band: the observed score ± one standard error of measurement (68 %), on the 1–10 scale. */
export const stenBand = z.object({ low: z.number(), high: z.number() });
export type StenBand = z.infer<typeof stenBand>;

export const dimensionResult = z.object({
  code: z.string(),
  name: z.string(),
  /** The test dimension's name and description in other languages. */
  translations: dimensionTranslations.optional(),
  raw: z.number(),
  /** Normed scores when the dimension has a norm table. */
  z: z.number().nullable(),
  T: z.number().nullable(),
  sten: z.number().nullable(),
  stanine: z.number().nullable(),
  percentile: z.number().nullable(),
  norm_id: z.string().nullable(),
  norm_version: z.string().nullable(),
  /** The norm group the score is compared with and its size (from the blueprint version that scored it). */
  norm_group: z.string().nullable(),
  norm_n: z.number().int().nullable(),
  /**
   * Reliability of the dimension score: Cronbach's α from the latest finished evidence study of the
   * instrument version when it measured the scale, else the one the blueprint states.
   */
  reliability: z.number().nullable(),
  /** Where `reliability` comes from (null: neither states one). Absent in older readers' data. */
  reliability_source: z.enum(['evidence', 'set-up']).nullable().optional(),
  /**
   * Standard error of measurement in sten points: for an IRT-scored scale (its score is θ̂) the
   * person's own SE(θ) on the norm's scale, 2·SE(θ)/SD of the norm group's θ; else 2·√(1 − reliability).
   * Null without either.
   */
  se_sten: z.number().nullable(),
  /**
   * Where `se_sten` comes from: 'irt' this person's measurement precision (SE of θ̂), else the source
   * of the reliability. Absent in older readers' data.
   */
  se_source: z.enum(['irt', 'evidence', 'set-up']).nullable().optional(),
  /** The sten's error band (sten ± se_sten, kept within 1–10); null without a norm or a reliability. */
  sten_band: stenBand.nullable(),
  band: band.nullable(),
  /**
   * IRT trait estimate θ with its SE: the EAP θ and posterior SD when every item of the dimension
   * carries GRM parameters, or the estimate of an IRT-scored indicator (an adaptive section's items,
   * scored by the section's final estimator); null otherwise. `answered`: the items it rests on (for
   * an adaptive section, the items the candidate was given). Absent in results stored before it existed.
   */
  theta: z
    .object({ value: z.number(), se: z.number(), answered: z.number().int().optional() })
    .nullable()
    .optional(),
});
export type DimensionResult = z.infer<typeof dimensionResult>;

export const instrumentResult = z.object({
  ...prefixedInstrumentRef,
  /** Published version of the instrument that was taken. */
  version: z.number().int(),
  blueprint_id: z.number().int().nullable(),
  blueprint_name: z.string().nullable(),
  blueprint_version: z.number().int().nullable(),
  norm_versions: z.record(z.string(), z.string()),
  engine_version: z.string(),
  ...keyedPoints,
  answered: z.number().int(),
  item_count: z.number().int(),
  /** An adaptive test: item_count is the number of items given, number correct is of those, the score is θ. */
  adaptive: z.boolean().optional(),
  scored_at: z.string(),
  /** The instrument's kind: 'ability' instruments report ability dimensions, others (inventories) traits. */
  kind: z.string(),
  dimensions: z.array(dimensionResult),
  /** The evidence study whose reliability some scale's error band uses (null: the set-up's for all). */
  evidence_study: z
    .object({ analysis_id: z.number().int(), finished_at: z.string(), n: z.number().int() })
    .nullable()
    .optional(),
});
export type InstrumentResult = z.infer<typeof instrumentResult>;

export const competenceResult = z.object({
  ...competenceRef,
  /** The competence's name, description and level labels in other languages. */
  translations: competenceTranslations.optional(),
  /** Sten score the levels are banded on; null when it could not be computed (see reason). */
  score: z.number().nullable(),
  level: z.number().int().nullable(),
  label: z.string().nullable(),
  colour: z.string().nullable(),
  text_colour: z.string().nullable(),
  target_level: z.number().int(),
  /** The lowest sten of the target level (the job-fit target); null when the competence has no such level. */
  target_sten: z.number().nullable(),
  weight: z.number(),
  /** Standard error in sten points from the components' reliabilities (Mosier); null when one is unknown. */
  se_sten: z.number().nullable(),
  /**
   * Where those reliabilities come from: the instruments' evidence studies (for every component or
   * some), else the scoring set-up. Null without an SE; absent in older readers' data.
   */
  se_source: z.enum(['evidence', 'partly-evidence', 'set-up']).nullable().optional(),
  sten_band: stenBand.nullable(),
  /** Probability that the true score reaches the target given the SE; null without an SE. */
  probability_met: z.number().nullable(),
  /** The test dimensions it is computed from, with their weights and z-scores. */
  components: z.array(z.object({ code: z.string(), weight: z.number(), z: z.number() })),
  reason: z.string().nullable(),
});
export type CompetenceResult = z.infer<typeof competenceResult>;

export const jobFitResult = z.object({
  fit: z.number().nullable(),
  reason: z.string().nullable(),
  formula: z.string().nullable(),
  explanation: z.string().nullable(),
  /** R: the weighted mean shortfall in stens at which the fit reaches 0. */
  range: z.number().nullable().optional(),
  /** S: the weighted mean shortfall in stens. */
  mean_shortfall: z.number().nullable().optional(),
  /** The fit's band over plausible true profiles (central `level` share, e.g. 0.8). */
  band: z.object({ level: z.number(), lower: z.number(), upper: z.number() }).nullable().optional(),
  /** Probability that every target is met given the scores' SEs; null when an SE is unknown. */
  probability_all_met: z.number().nullable().optional(),
  contributions: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      score: z.number(),
      target: z.number(),
      weight: z.number(),
      /** Part of the fit the competence carries, in points (100 · w / Σw). */
      share: z.number().optional(),
      /** Stens short of the target. */
      shortfall: z.number().optional(),
      /** Points of the fit the shortfall costs. */
      points_lost: z.number().optional(),
      match: z.number(),
      /** What the competence adds to the fit (share − points lost); the contributions add up to the fit. */
      contribution: z.number(),
      probability_met: z.number().nullable().optional(),
      se_sten: z.number().nullable().optional(),
    }),
  ),
});
export type JobFitResultView = z.infer<typeof jobFitResult>;

export const integritySummary = z.object({
  total: z.number().int(),
  by_kind: z.array(z.object({ kind: z.string(), count: z.number().int() })),
  /** The project's proctoring level (what was watched). */
  proctoring_level: z.string().optional(),
  /** The events in time order (the latest INTEGRITY_TIMELINE_MAX), with the test they happened in. */
  timeline: z
    .array(
      z.object({
        id: z.number().int(),
        kind: z.string(),
        detail: z.string(),
        instrument_name: z.string().nullable(),
        created_at: z.string(),
      }),
    )
    .optional(),
  /** Webcam snapshots (their JPEG comes from projects/participants/proctoring-snapshot). */
  snapshots: z.array(z.object({ id: z.number().int(), created_at: z.string() })).optional(),
  /**
   * The test session as the server saw it (started, resumed, offline/online, sections, time up),
   * the latest INTEGRITY_TIMELINE_MAX in time order: when the candidate was away or cut off.
   */
  session: z
    .array(
      z.object({
        id: z.number().int(),
        status: z.string(),
        instrument_name: z.string().nullable(),
        section_id: z.string().nullable(),
        /** The section's title in the content the submission ran; null when the section is unknown. */
        section_title: z.string().nullable(),
        created_at: z.string(),
      }),
    )
    .optional(),
  /** Always says the events are evidence for a reviewer, never a verdict. */
  note: z.string(),
});
export type IntegritySummary = z.infer<typeof integritySummary>;
/** The integrity timeline lists at most this many events (the latest). */
export const INTEGRITY_TIMELINE_MAX = 500;

export const participantResults = z.object({
  participant: participantListRow.extend({
    phone: z.string(),
    birth_date: z.string().nullable(),
    gender: z.string(),
    education_level: z.string(),
    language_code: z.string(),
    registered_at: z.string().nullable(),
    started_at: z.string().nullable(),
    /** The registration photo: its picture comes from projects/participants/photo. */
    has_photo: z.boolean(),
    /** The CV's file name, when the participant gave one (projects/participants/cv downloads it). */
    cv_name: z.string().nullable(),
  }),
  instruments: z.array(instrumentResult),
  competences: z.array(competenceResult),
  /** Null before the participant is scored. */
  job_fit: jobFitResult.nullable(),
  integrity: integritySummary,
  /**
   * Where an applicant tracking system sent this candidate from (ats/tests/send): the name of the
   * corporate's API key it used and the ATS's own ids; null for a candidate invited here.
   */
  ats: z
    .object({
      name: z.string(),
      request_id: z.string(),
      candidate_id: z.string(),
      application_id: z.string(),
    })
    .nullable()
    .optional(),
});
export type ParticipantResults = z.infer<typeof participantResults>;

export const abilitySummary = z.object({
  instrument_name: z.string(),
  ...dimensionRef,
  ...normedStanding,
  colour: z.string().nullable(),
  summary: z.string(),
});
export type AbilitySummaryRow = z.infer<typeof abilitySummary>;

export const SCORE_BINS = 10;
export const participantCharts = z.object({
  funnel: z.array(z.object({ status: z.enum(PARTICIPANT_STATUSES), count: z.number().int() })),
  /** score_percent in 10 bins of 10 points ([0,10) … [90,100]). */
  score_distribution: z.array(z.object({ from: z.number(), to: z.number(), count: z.number().int() })),
  competence_averages: z.array(
    z.object({
      ...competenceRef,
      /** Mean sten of the scored participants. */
      average: z.number().nullable(),
      count: z.number().int(),
    }),
  ),
  job_fit_ranking: z.array(
    z.object({ participant_id: z.number().int(), name: z.string(), job_fit: z.number() }),
  ),
});
export type ParticipantCharts = z.infer<typeof participantCharts>;

export const PARTICIPANT_CALLS = {
  'projects/participants/overview': { request: projectId, response: participantOverview },
  'projects/participants/datatable': datatableCall(participantDatatableRequest, participantListRow),
  'projects/participants/filter-city': { request: filterCityRequest, response: z.array(z.string()) },
  'projects/participants/star-toggle': { request: participantId, response: starToggleResponse },
  'projects/participants/shortlist-toggle': { request: participantId, response: shortlistToggleResponse },
  'projects/participants/add-shortlisted': {
    request: addShortlistedRequest,
    response: z.object({ updated: z.number().int() }),
  },
  'projects/participants/results': { request: participantId, response: participantResults },
  'projects/participants/ability-summaries': { request: participantId, response: z.array(abilitySummary) },
  'projects/participants/charts': { request: projectId, response: participantCharts },
  'projects/participants/recalculate': { request: projectId, response: jobStarted },
  'projects/participants/recalculate-progress': { request: projectId, response: jobProgress },
} as const;
