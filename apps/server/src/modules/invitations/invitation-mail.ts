import type { Kysely } from 'kysely';
import type { Env } from '../../config/env';
import type { Database } from '../../db/schema';
import type { MailMessage } from '../../lib/mail';
import { listProjectTemplates } from './project-languages.repository';
import { defaultTemplate, expiryText, renderTemplate } from './templates';

/** The participant's test link (spec 2.1: /test-activity/{pcode}). */
export function participantLink(env: Env, code: string): string {
  const base = (env.PUBLIC_URL || `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return `${base}/test-activity/${encodeURIComponent(code)}`;
}

/** Days after the invitation when a code expires, as an ISO time (null: never). */
export function codeExpiry(from: string, days: number | null): string | null {
  return days ? new Date(Date.parse(from) + days * 86_400_000).toISOString() : null;
}

/** The subject and body a project invites in, per language: its own template or the shipped default. */
export async function projectTemplates(
  db: Kysely<Database>,
  projectId: number,
): Promise<(languageCode: string) => { subject: string; body: string }> {
  const rows = await listProjectTemplates(db, projectId);
  const own = new Map(
    rows
      .filter((r) => r.invitation_subject.trim() && r.invitation_body.trim())
      .map((r) => [r.language_code, { subject: r.invitation_subject, body: r.invitation_body }]),
  );
  return (code) => own.get(code) ?? defaultTemplate(code);
}

export interface InvitationMailInput {
  project: { id: number; name: string; corporate_name: string };
  participant: {
    id: number;
    name: string;
    email: string;
    participant_code: string;
    language_code: string;
    code_expires_at: string | null;
  };
}

/** Renders the invitation e-mail of one participant in their language. */
export function invitationMail(
  env: Env,
  template: { subject: string; body: string },
  { project, participant }: InvitationMailInput,
): MailMessage {
  const values = {
    name: participant.name,
    project: project.name,
    link: participantLink(env, participant.participant_code),
    code: participant.participant_code,
    expiry: expiryText(participant.code_expires_at, participant.language_code),
    corporate: project.corporate_name,
  };
  return {
    to: participant.email,
    // A subject is one line whatever the template says.
    subject: renderTemplate(template.subject, values).replace(/\s*\n\s*/g, ' '),
    text: renderTemplate(template.body, values),
    participantId: participant.id,
    projectId: project.id,
  };
}
