import type { ScoreResult } from '@asesa/scoring';
import type { Deps } from '../../http/context';

/** Everything the PDF report of one participant shows, read once. */
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
    registeredAt: string | null;
    completedAt: string | null;
    scorePercent: number | null;
    numberCorrect: number | null;
    maxScore: number | null;
    jobFit: number | null;
  };
  project: { id: number; name: string; corporateName: string; showResults: boolean };
  instruments: ReportInstrument[];
  competences: ReportCompetence[];
  /** Proctoring events by kind (evidence for a reviewer, never a verdict). */
  integrity: { kind: string; count: number }[];
  /** The job-fit formulas the scoring engine recorded, when it computed a fit. */
  jobFitFormulas: string[];
}

export interface ReportInstrument {
  name: string;
  numberCorrect: number;
  maxScore: number;
  percentCorrect: number | null;
  /** "id v1" of each norm table the score went through. */
  norms: string[];
  dimensions: {
    code: string;
    raw: number;
    sten: number | null;
    percentile: number | null;
    band: string | null;
  }[];
}

export interface ReportCompetence {
  name: string;
  score: number | null;
  label: string | null;
  colour: string | null;
  /** Target level of the project and the score scale of the competence's levels. */
  targetLevel: number | null;
  targetLabel: string | null;
  scaleMin: number | null;
  scaleMax: number | null;
}

interface StoredCompetence {
  competence_id?: number;
  name?: string;
  score?: number | null;
  label?: string | null;
  colour?: string | null;
}

interface Level {
  level: number;
  label: string;
  min: number;
  max: number;
}

function parse<T>(json: string | null | undefined, fallback: T): T {
  if (!json) return fallback;
  try {
    return JSON.parse(json) as T;
  } catch {
    return fallback;
  }
}

/** The participant row the report starts from (tenancy is checked by the caller). */
export function reportParticipant(deps: Deps, participantId: number) {
  return deps.db
    .selectFrom('participants as pt')
    .innerJoin('projects as p', 'p.id', 'pt.project_id')
    .innerJoin('corporate_accounts as c', 'c.id', 'p.account_corporate_id')
    .selectAll('pt')
    .select(['p.name as project_name', 'p.show_results', 'c.name as corporate_name'])
    .where('pt.id', '=', participantId)
    .where('p.removed_at', 'is', null)
    .executeTakeFirst();
}

type ParticipantRecord = NonNullable<Awaited<ReturnType<typeof reportParticipant>>>;

/** Reads results, competences and proctoring counts; null when the participant has no results yet. */
export async function readReport(deps: Deps, pt: ParticipantRecord): Promise<ReportData | null> {
  const results = await deps.db
    .selectFrom('results as r')
    .innerJoin('submissions as s', 's.id', 'r.submission_id')
    .innerJoin('project_instruments as pi', 'pi.id', 's.project_instrument_id')
    .innerJoin('instrument_versions as v', 'v.id', 'r.instrument_version_id')
    .select(['v.name', 'r.number_correct', 'r.max_score', 'r.result_json', 'r.norm_versions_json'])
    .where('r.participant_id', '=', pt.id)
    .orderBy('pi.position')
    .execute();
  if (results.length === 0) return null;

  const instruments: ReportInstrument[] = results.map((r) => {
    const result = parse<Partial<ScoreResult>>(r.result_json, {});
    const normVersions = parse<Record<string, string>>(r.norm_versions_json, {});
    const norms = [
      ...(result.norms ?? []).map((n) => `${n.id} v${n.version}`),
      ...Object.entries(normVersions).map(([dim, version]) => `${dim} v${version}`),
    ];
    return {
      name: r.name,
      numberCorrect: r.number_correct,
      maxScore: r.max_score,
      percentCorrect:
        result.ability?.percentCorrect ?? (r.max_score ? (100 * r.number_correct) / r.max_score : null),
      norms: [...new Set(norms)],
      dimensions: Object.entries(result.dimensions ?? {}).map(([code, d]) => ({
        code,
        raw: d.raw,
        sten: d.scaled?.sten ?? null,
        percentile: d.scaled?.percentile ?? null,
        band: d.band?.label ?? d.band?.level ?? null,
      })),
    };
  });
  const jobFitFormulas = results.flatMap((r) =>
    Object.values(parse<Partial<ScoreResult>>(r.result_json, {}).jobFits ?? {}).map((f) => f.formula),
  );

  const targets = await deps.db
    .selectFrom('project_competences as pc')
    .innerJoin('competences as c', 'c.id', 'pc.competence_id')
    .select(['pc.competence_id', 'pc.target_level', 'c.name', 'c.levels_json'])
    .where('pc.project_id', '=', pt.project_id)
    .orderBy('pc.position')
    .execute();
  const stored = parse<StoredCompetence[]>(pt.competences_json, []);
  const storedById = new Map(stored.map((c) => [c.competence_id, c]));
  const competences: ReportCompetence[] = targets.map((t) => {
    const levels = parse<Level[]>(t.levels_json, []);
    const s = storedById.get(t.competence_id);
    return {
      name: t.name,
      score: s?.score ?? null,
      label: s?.label ?? null,
      colour: s?.colour ?? null,
      targetLevel: t.target_level,
      targetLabel: levels.find((l) => l.level === t.target_level)?.label ?? null,
      scaleMin: levels.length ? Math.min(...levels.map((l) => l.min)) : null,
      scaleMax: levels.length ? Math.max(...levels.map((l) => l.max)) : null,
    };
  });
  // Competences scored but no longer in the project still belong in the report.
  for (const s of stored) {
    if (targets.some((t) => t.competence_id === s.competence_id)) continue;
    competences.push({
      name: s.name ?? 'Competence',
      score: s.score ?? null,
      label: s.label ?? null,
      colour: s.colour ?? null,
      targetLevel: null,
      targetLabel: null,
      scaleMin: null,
      scaleMax: null,
    });
  }

  const integrity = await deps.db
    .selectFrom('proctoring_events')
    .select((eb) => ['kind', eb.fn.countAll().as('n')])
    .where('participant_id', '=', pt.id)
    .groupBy('kind')
    .orderBy('kind')
    .execute();

  return {
    participant: {
      id: pt.id,
      code: pt.participant_code,
      name: pt.name,
      email: pt.email,
      phone: pt.phone,
      city: pt.city,
      gender: pt.gender,
      birthDate: pt.birth_date,
      educationLevel: pt.education_level,
      status: pt.status,
      registeredAt: pt.registered_at,
      completedAt: pt.completed_at,
      scorePercent: pt.score_percent,
      numberCorrect: pt.number_correct,
      maxScore: pt.max_score,
      jobFit: pt.job_fit,
    },
    project: {
      id: pt.project_id,
      name: pt.project_name,
      corporateName: pt.corporate_name,
      showResults: pt.show_results === 1,
    },
    instruments,
    competences,
    integrity: integrity.map((i) => ({ kind: i.kind, count: Number(i.n) })),
    jobFitFormulas: [...new Set(jobFitFormulas)],
  };
}
