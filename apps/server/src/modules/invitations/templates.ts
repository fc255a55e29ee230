import { INVITATION_VARIABLES, type InvitationVariable } from '@asesa/contracts';
import { fieldError } from '../../lib/errors';
import { fillMessage } from '../../lib/server-messages';
import { INVITATION_MESSAGES } from './invitations.messages';

/**
 * The invitation e-mail shipped with the product, per master language. A project without its own
 * template in a language uses these; a language with none of its own falls back to English.
 */
export const DEFAULT_TEMPLATES: Record<string, { subject: string; body: string }> = {
  id: {
    subject: 'Undangan asesmen: {project}',
    body: [
      'Yth. {name},',
      '',
      '{corporate} mengundang Anda untuk mengikuti asesmen "{project}".',
      '',
      'Buka tautan berikut untuk memulai: {link}',
      'Kode peserta Anda: {code}',
      'Kode berlaku sampai: {expiry}',
      '',
      'Salam,',
      '{corporate}',
    ].join('\n'),
  },
  en: {
    subject: 'Assessment invitation: {project}',
    body: [
      'Dear {name},',
      '',
      '{corporate} invites you to take the assessment "{project}".',
      '',
      'Open this link to start: {link}',
      'Your participant code: {code}',
      'The code is valid until: {expiry}',
      '',
      'Kind regards,',
      '{corporate}',
    ].join('\n'),
  },
};

export function defaultTemplate(languageCode: string): { subject: string; body: string } {
  return (
    DEFAULT_TEMPLATES[languageCode] ?? DEFAULT_TEMPLATES[languageCode.split('-')[0]] ?? DEFAULT_TEMPLATES.en
  );
}

const KNOWN = new Set<string>(INVITATION_VARIABLES.map((v) => v.name));
const TOKEN = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** Every `{word}` a template uses that is not one of the variables (in order of appearance). */
export function unknownVariables(text: string): string[] {
  const unknown: string[] = [];
  for (const m of text.matchAll(TOKEN)) if (!KNOWN.has(m[1]) && !unknown.includes(m[1])) unknown.push(m[1]);
  return unknown;
}

/** Refuses a template using an unknown variable, naming it and the field it is in. */
export function assertKnownVariables(fields: { subject: string; body: string }): void {
  for (const field of ['subject', 'body'] as const) {
    const unknown = unknownVariables(fields[field]);
    if (unknown.length) {
      const list = unknown.map((u) => `{${u}}`).join(', ');
      const allowed = INVITATION_VARIABLES.map((v) => `{${v.name}}`).join(' ');
      throw fieldError(field, fillMessage(INVITATION_MESSAGES.unknownVariable, { list, allowed }));
    }
  }
}

export type TemplateValues = Record<InvitationVariable, string>;

/** Replaces the variables; anything else in braces is left as written. */
export function renderTemplate(text: string, values: TemplateValues): string {
  return text.replace(TOKEN, (whole, name: string) =>
    KNOWN.has(name) ? values[name as InvitationVariable] : whole,
  );
}

const NO_EXPIRY: Record<string, string> = { id: 'tanpa batas waktu', en: 'no expiry' };

/** The {expiry} text: a long date in the participant's language, or "no expiry". */
export function expiryText(expiresAt: string | null, languageCode: string): string {
  if (!expiresAt) return NO_EXPIRY[languageCode] ?? NO_EXPIRY.en;
  try {
    return new Intl.DateTimeFormat(languageCode, {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'UTC',
    })
      .format(new Date(expiresAt))
      .concat(' UTC');
  } catch {
    return `${expiresAt.slice(0, 16).replace('T', ' ')} UTC`;
  }
}
