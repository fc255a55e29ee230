import type { datatableQuery, inviteRequest, ParticipantRow } from '@asesa/contracts';
import type { z } from 'zod';
import { runDatatable } from '../../db/datatable';
import type { Actor, Deps } from '../../http/context';
import { conflict } from '../../http/errors';
import { newParticipantCode } from './participant-code';
import { insertParticipant } from './participants.repository';
import { projectDetail, visibleProjects } from './projects.service';

const COLUMNS = {
  id: 'pt.id',
  participant_code: 'pt.participant_code',
  name: 'pt.name',
  email: 'pt.email',
  status: 'pt.status',
  number_correct: 'pt.number_correct',
  max_score: 'pt.max_score',
  completed_at: 'pt.completed_at',
  created_at: 'pt.created_at',
} as const;

export async function participantDatatable(
  deps: Deps,
  actor: Actor,
  query: z.infer<typeof datatableQuery> & { project_id: number },
) {
  await projectDetail(deps, actor, query.project_id);
  const base = deps.db.selectFrom('participants as pt').where('pt.project_id', '=', query.project_id);
  return runDatatable<ParticipantRow>(
    base,
    query,
    { columns: COLUMNS, searchable: ['name', 'email', 'participant_code'], defaultColumn: 'id' },
    (q) => q.select(Object.entries(COLUMNS).map(([name, ref]) => `${ref} as ${name}`) as never),
  );
}

/** Adds a participant to a project with a fresh code and e-mails the invitation (outbox when no SMTP). */
export async function inviteParticipant(deps: Deps, actor: Actor, input: z.infer<typeof inviteRequest>) {
  const project = await projectDetail(deps, actor, input.project_id);
  const already = await visibleProjects(deps, actor)
    .innerJoin('participants as pt', 'pt.project_id', 'p.id')
    .select('pt.id')
    .where('p.id', '=', input.project_id)
    .where('pt.email', '=', input.email)
    .executeTakeFirst();
  if (already) throw conflict(`${input.email} is already a participant of this project.`, 'email');
  const code = newParticipantCode();
  const row = await insertParticipant(deps.db, {
    projectId: project.id,
    corporateId: project.account_corporate_id,
    code,
    name: input.name,
    email: input.email,
  });
  const link = `${deps.env.PUBLIC_URL || `http://localhost:${deps.env.PORT}`}/test-activity/${code}`;
  await deps.mailer.send({
    to: input.email,
    subject: `Invitation: ${project.name}`,
    text: `Dear ${input.name},\n\nYou are invited to take the assessment "${project.name}".\nOpen ${link} (participant code ${code}).\n`,
  });
  return { participant_id: row.id, participant_code: code };
}
