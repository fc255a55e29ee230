import type { AuditArea } from '@asesa/contracts';
import type { Database } from '../../db/schema';

// Which calls the audit log records: every call of an audited area (accounts, credits, content,
// projects, privacy) except the reads, recognised by their last segment. A new call in these areas
// is recorded unless it is named like a read, so a forgotten change is the exception, not the
// rule (audited-calls.test.ts lists what is recorded, so a new call shows up in review).

const AREAS: [prefix: string, area: AuditArea][] = [
  ['accounts/credits/', 'credits'],
  ['accounts/', 'accounts'],
  ['users/', 'accounts'],
  ['partner/', 'accounts'],
  ['instruments/', 'content'],
  ['test-dimensions/', 'content'],
  ['quiz-scorings/', 'content'],
  ['competences/', 'content'],
  ['job-profiles/', 'content'],
  ['master-languages/', 'content'],
  ['master-translations/', 'content'],
  ['resources/', 'content'],
  ['projects/participants/erase', 'privacy'],
  ['privacy/', 'privacy'],
  ['projects/', 'projects'],
  ['unique-codes/', 'projects'],
];

/** Last segments of calls that only read (or prepare a file to read). */
const READS = new Set([
  'list',
  'compact-list',
  'compact',
  'detail',
  'datatable',
  'tree',
  'balance',
  'history',
  'preview',
  'version',
  'translation-overview',
  'export-package',
  'export-qti',
  'indicators',
  'indicator-columns',
  'instrument-options',
  'job-profile-template',
  'colour-check',
  'overview',
  'filter-city',
  'results',
  'ability-summaries',
  'charts',
  'recalculate-progress',
  'variables',
  'credits',
  'code',
  'datatable-progress',
  'translation-list',
  'templates',
  'test-survey',
  'attempts',
  'export',
  'export-progress',
  'reports-zip',
  'reports-zip-progress',
  'bulk-read',
  'settings',
  'send-event',
  'simulate-progress',
  'simulations',
]);

export function auditArea(path: string): AuditArea | null {
  return AREAS.find(([prefix]) => path.startsWith(prefix))?.[1] ?? null;
}

/** Whether a successful call with this body changes something the audit log records. */
export function isAuditedChange(path: string, body: unknown): boolean {
  if (!auditArea(path)) return false;
  // instruments/translation reads the texts, and saves them when it is given some.
  if (path === 'instruments/translation') return Boolean((body as { texts?: unknown })?.texts);
  // projects/participants/extra-time reads the grant, and sets it when given a percentage.
  if (path === 'projects/participants/extra-time')
    return (body as { extra_time_percent?: unknown })?.extra_time_percent !== undefined;
  // partner/secret shows the secret, and draws a new one when asked to rotate it.
  if (path === 'partner/secret') return (body as { rotate?: boolean })?.rotate === true;
  return !READS.has(path.slice(path.lastIndexOf('/') + 1));
}

/** The entity a call changes: its type (the path without the verb) and where its row is. */
export function entityOf(path: string): { type: string; table?: keyof Database; idKeys: string[] } {
  const type = path.slice(0, path.lastIndexOf('/'));
  const known = CALL_ENTITIES[path] ?? ENTITIES[type];
  return { type, table: known?.[0], idKeys: ['id', ...(known?.[1] ?? [])] };
}

/** Calls whose row is not of their path's entity type. */
const CALL_ENTITIES: Record<string, [keyof Database, string[]?]> = {
  'accounts/consultants/re-invite': ['users', ['user_id']],
};

/** Entity type → its table and the request fields that name its row besides `id`. */
const ENTITIES: Record<string, [keyof Database, string[]?]> = {
  'accounts/corporates': ['corporate_accounts'],
  'accounts/consultants': ['consultant_accounts'],
  'accounts/collaborators': ['users'],
  'accounts/sectors': ['sectors'],
  'accounts/credits': ['credit_ledger'],
  partner: ['corporate_accounts', ['account_corporate_id']],
  instruments: ['instruments'],
  'instruments/items': ['instruments'],
  'instruments/variations': ['instrument_variations'],
  'test-dimensions': ['test_dimensions'],
  'quiz-scorings/blueprints': ['scoring_blueprints'],
  'quiz-scorings/blueprint-settings': ['scoring_blueprint_settings'],
  'quiz-scorings/blueprint-dimensions': ['scoring_blueprint_dimensions'],
  'quiz-scorings/group-dimensions': ['scoring_group_dimensions'],
  'quiz-scorings/character-blueprints': ['scoring_character_blueprints'],
  'quiz-scorings/gob-blueprints': ['scoring_gob_blueprints'],
  'quiz-scorings/final-scores': ['scoring_final_scores'],
  'quiz-scorings/indicator-scores': ['scoring_indicator_scores'],
  competences: ['competences', ['competence_id']],
  'job-profiles': ['job_profiles', ['job_profile_id']],
  'master-languages': ['master_languages'],
  'master-translations': ['master_translations'],
  projects: ['projects', ['project_id']],
  'projects/configs/landing-form': ['projects', ['project_id']],
  'projects/configs/languages': ['project_languages'],
  'projects/participants': ['participants', ['participant_id']],
  'projects/invitations': ['participants', ['participant_id']],
};

/** Fields never written to the log, whatever the entity. */
export const SECRET_FIELD = /password|token|secret|hash|participant_code/i;

/** Candidates' personal data: the log says it changed, never what it was (it may be erased later). */
export const PERSONAL_FIELDS = new Set([
  'name',
  'email',
  'phone',
  'birth_date',
  'city',
  'gender',
  'education_level',
  'photo_path',
  'photo_thumbnail',
  'used_email',
  'participants',
  'rows',
]);

/** Entity types whose rows are candidates (their personal fields are masked in the log). */
export function isCandidateEntity(type: string): boolean {
  return type.startsWith('projects/participants') || type.startsWith('projects/invitations');
}
