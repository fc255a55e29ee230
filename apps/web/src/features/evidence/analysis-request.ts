import type { DIF_VARIABLES, EvidenceAnalysisNewRequest } from '@asesa/contracts';
import type { Dayjs } from 'dayjs';

export const DATE_FORMAT = 'YYYY-MM-DD';
/** The model choice that leaves the model to the server (2PL or GRM by the items). */
export const AUTOMATIC = 'auto';

export type DifVariable = (typeof DIF_VARIABLES)[number];

/** What the "New analysis" form holds. */
export interface NewAnalysisValues {
  instrument_version?: number | null;
  projects?: Array<{ value: number; label: string }>;
  completed?: [Dayjs | null, Dayjs | null] | null;
  sector_id?: number | null;
  model: string;
  /** 3PL: the Beta prior on guessing (on by default). */
  guessing_prior?: boolean;
  compare_models?: boolean;
  dif?: Array<{ variable: DifVariable; reference: string; focal: string }>;
}

/** The request the form's values stand for; the contract's defaults are left to the server. */
export function newAnalysisRequest(
  instrumentId: number,
  values: NewAnalysisValues,
): EvidenceAnalysisNewRequest {
  const [from, to] = values.completed ?? [];
  const projectIds = (values.projects ?? []).map((p) => p.value);
  return {
    instrument_id: instrumentId,
    ...(values.instrument_version ? { instrument_version: values.instrument_version } : {}),
    sample: {
      ...(projectIds.length ? { project_ids: projectIds } : {}),
      ...(from ? { from: from.format(DATE_FORMAT) } : {}),
      ...(to ? { to: to.format(DATE_FORMAT) } : {}),
      ...(values.sector_id ? { sector_id: values.sector_id } : {}),
    },
    ...(values.model && values.model !== AUTOMATIC
      ? { model: values.model as EvidenceAnalysisNewRequest['model'] }
      : {}),
    // The prior is the 3PL's choice alone; the server refuses it with another model.
    ...(values.model === '3PL' ? { guessing_prior: values.guessing_prior !== false } : {}),
    ...(values.compare_models ? { compare_models: true } : {}),
    // An empty list asks for no DIF at all (leaving it out would ask for the server's default).
    dif: (values.dif ?? []).map((c) => ({ ...c, reference: c.reference.trim(), focal: c.focal.trim() })),
  };
}
