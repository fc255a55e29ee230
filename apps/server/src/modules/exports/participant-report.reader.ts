import type { ParticipantResults } from '@asesa/contracts';
import type { Actor, Deps } from '../../http/context';
import { participantResults } from '../participants/participant-results.service';

/** Everything the PDF report of one participant shows, read once. */
export interface ReportData {
  participant: {
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
    jobFit: number | null;
  };
  project: { name: string; corporateName: string };
  instruments: ReportInstrument[];
  competences: ReportCompetence[];
  jobFit: { explanation: string | null; formula: string | null; reason: string | null };
  /** Proctoring events by kind (evidence for a reviewer, never a verdict) and what they mean. */
  integrity: { kind: string; count: number }[];
  integrityNote: string;
}

export interface ReportInstrument {
  name: string;
  numberCorrect: number;
  maxScore: number;
  percentCorrect: number | null;
  /** The scoring blueprint and the norm tables (with versions) the scores went through. */
  norms: string[];
  dimensions: {
    name: string;
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
  targetLevel: number | null;
  targetLabel: string | null;
  /** The score scale of the competence's levels (lowest min, highest max). */
  scaleMin: number | null;
  scaleMax: number | null;
}

interface Level {
  level: number;
  label: string;
  min: number;
  max: number;
}

function levelsOf(json: string): Level[] {
  try {
    const list = JSON.parse(json) as Level[];
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

function instrumentOf(r: ParticipantResults['instruments'][number]): ReportInstrument {
  const norms = [
    ...(r.blueprint_name ? [`${r.blueprint_name} (blueprint v${r.blueprint_version ?? 1})`] : []),
    ...r.dimensions.flatMap((d) => (d.norm_id ? [`${d.norm_id} v${d.norm_version ?? '?'}`] : [])),
    ...Object.entries(r.norm_versions).map(([dim, version]) => `${dim} v${version}`),
  ];
  return {
    name: r.instrument_name,
    numberCorrect: r.number_correct,
    maxScore: r.max_score,
    percentCorrect: r.max_score > 0 ? (100 * r.number_correct) / r.max_score : null,
    norms: [...new Set(norms)],
    dimensions: r.dimensions.map((d) => ({
      name: d.name,
      raw: d.raw,
      sten: d.sten,
      percentile: d.percentile,
      band: d.band?.label ?? d.band?.level ?? null,
    })),
  };
}

/**
 * The report's data from the participant results of the back office (projects/participants/results),
 * so the PDF and the results drawer never disagree. Null while the participant has no results.
 * The actor scopes the read: another tenant's participant answers 404 there.
 */
export async function readReport(
  deps: Deps,
  actor: Actor,
  participantId: number,
): Promise<ReportData | null> {
  const results = await participantResults(deps, actor, participantId);
  if (results.instruments.length === 0) return null;
  const project = await deps.db
    .selectFrom('participants as pt')
    .innerJoin('projects as p', 'p.id', 'pt.project_id')
    .innerJoin('corporate_accounts as c', 'c.id', 'p.account_corporate_id')
    .select(['p.name', 'c.name as corporate_name'])
    .where('pt.id', '=', participantId)
    .executeTakeFirstOrThrow();
  const ids = results.competences.map((c) => c.competence_id);
  const levelRows = ids.length
    ? await deps.db.selectFrom('competences').select(['id', 'levels_json']).where('id', 'in', ids).execute()
    : [];
  const levels = new Map(levelRows.map((r) => [r.id, levelsOf(r.levels_json)]));
  const p = results.participant;
  return {
    participant: {
      code: p.participant_code,
      name: p.name,
      email: p.email,
      phone: p.phone,
      city: p.city,
      gender: p.gender,
      birthDate: p.birth_date,
      educationLevel: p.education_level,
      status: p.status,
      registeredAt: p.registered_at,
      completedAt: p.completed_at,
      jobFit: p.job_fit,
    },
    project: { name: project.name, corporateName: project.corporate_name },
    instruments: results.instruments.map(instrumentOf),
    competences: results.competences.map((c) => {
      const scale = levels.get(c.competence_id) ?? [];
      return {
        name: c.name,
        score: c.score,
        label: c.label,
        colour: c.colour,
        targetLevel: c.target_level,
        targetLabel: scale.find((l) => l.level === c.target_level)?.label ?? null,
        scaleMin: scale.length ? Math.min(...scale.map((l) => l.min)) : null,
        scaleMax: scale.length ? Math.max(...scale.map((l) => l.max)) : null,
      };
    }),
    jobFit: {
      explanation: results.job_fit?.explanation ?? null,
      formula: results.job_fit?.formula ?? null,
      reason: results.job_fit?.reason ?? null,
    },
    integrity: results.integrity.by_kind,
    integrityNote: results.integrity.note,
  };
}
