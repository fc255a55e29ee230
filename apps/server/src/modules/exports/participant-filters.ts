import type { ParticipantExportRequest } from '@asesa/contracts';
import { type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema';

type ParticipantsEb = ExpressionBuilder<Database & { pt: Database['participants'] }, 'pt'>;

/** The participants an export holds, as one where-clause on `participants as pt`. */
export function participantFilter(projectId: number, f: ParticipantExportRequest) {
  return (eb: ParticipantsEb) => {
    const parts = [eb('pt.project_id', '=', projectId)];
    if (f.status?.length) parts.push(eb('pt.status', 'in', f.status));
    if (f.starred !== undefined) parts.push(eb('pt.starred', '=', f.starred ? 1 : 0));
    if (f.shortlisted !== undefined) parts.push(eb('pt.shortlisted', '=', f.shortlisted ? 1 : 0));
    if (f.city) parts.push(eb('pt.city', '=', f.city));
    if (f.score_percent_min !== undefined) parts.push(eb('pt.score_percent', '>=', f.score_percent_min));
    if (f.score_percent_max !== undefined) parts.push(eb('pt.score_percent', '<=', f.score_percent_max));
    if (f.job_fit_min !== undefined) parts.push(eb('pt.job_fit', '>=', f.job_fit_min));
    if (f.job_fit_max !== undefined) parts.push(eb('pt.job_fit', '<=', f.job_fit_max));
    if (f.participant_ids?.length) parts.push(eb('pt.id', 'in', f.participant_ids));
    const search = f.search?.trim().toLowerCase();
    if (search) {
      const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      parts.push(
        eb.or(
          ['pt.name', 'pt.email', 'pt.participant_code'].map(
            (ref) => sql<SqlBool>`lower(${sql.ref(ref)}) like ${pattern} escape '\\'`,
          ),
        ),
      );
    }
    return eb.and(parts);
  };
}
