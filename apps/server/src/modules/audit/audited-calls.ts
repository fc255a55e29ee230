import { type AuditArea, CALLS, FILE_CALLS, GET_CALLS, UPLOAD_CALLS } from '@asesa/contracts';
import type { Database } from '../../db/schema';
import type { AuditEntity, ModuleManifest } from '../module-manifest';

// Which calls the audit log records: every call of an audited area (accounts, credits, content,
// projects, privacy) except the reads, recognised by their last segment. The areas are the module
// manifests' (each feature names the area of its call paths, or 'none'); a new call in an area is
// recorded unless it is named like a read, so a forgotten change is the exception, not the rule
// (audited-calls.test.ts lists what is recorded, so a new call shows up in review), and a call no
// manifest decides stops the server from starting instead of going unaudited.

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
  'export-qti-progress',
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
  'import-qti-progress',
  'simulations',
]);

/** Every call path of the contracts, whatever its kind (JSON, file, upload, GET). */
export const ALL_CALL_PATHS: readonly string[] = [
  ...new Set([
    ...Object.keys(CALLS),
    ...Object.keys(FILE_CALLS),
    ...Object.keys(UPLOAD_CALLS),
    ...Object.keys(GET_CALLS),
  ]),
];

/** The audit rules of the server's features, merged from their manifests. */
export interface AuditRules {
  /** The audit area of a call or action (null: never recorded, or not a call of an area). */
  auditArea(path: string): AuditArea | null;
  /** Whether a successful call with this body changes something the audit log records. */
  isAuditedChange(path: string, body: unknown): boolean;
  /** The entity a call changes: its type (the path without the verb) and where its row is. */
  entityOf(path: string): { type: string; table?: keyof Database; idKeys: string[] };
}

interface Rule {
  prefix: string;
  area: AuditArea | null;
}

/**
 * Merges the manifests' audit rules and checks them: every call path must be decided by a rule
 * (the longest prefix that matches it), and no prefix, entity or call may be declared by two
 * manifests. Throws naming what is wrong, so a server with an unaudited call does not start.
 */
export function auditRulesOf(
  manifests: readonly ModuleManifest[],
  callPaths: readonly string[] = ALL_CALL_PATHS,
): AuditRules {
  const rules: Rule[] = [];
  const entities = new Map<string, AuditEntity>();
  const callEntities = new Map<string, AuditEntity>();
  const changesWhen = new Map<string, (body: unknown) => boolean>();
  const owners = new Map<string, string>();
  const claim = (what: string, owner: string) => {
    const first = owners.get(what);
    if (first) throw new Error(`Audit: ${what} is declared by both the ${first} and the ${owner} module`);
    owners.set(what, owner);
  };
  for (const { name, audit } of manifests) {
    if (!audit) continue;
    for (const [prefix, area] of Object.entries(audit.areas ?? {})) {
      claim(`the prefix '${prefix}'`, name);
      rules.push({ prefix, area: area === 'none' ? null : area });
    }
    for (const [type, entity] of Object.entries(audit.entities ?? {})) {
      claim(`the entity '${type}'`, name);
      entities.set(type, entity);
    }
    for (const [path, entity] of Object.entries(audit.callEntities ?? {})) {
      claim(`the entity of '${path}'`, name);
      callEntities.set(path, entity);
    }
    for (const [path, changes] of Object.entries(audit.changesWhen ?? {})) {
      claim(`when '${path}' changes`, name);
      changesWhen.set(path, changes);
    }
  }
  // The longest matching prefix decides: 'accounts/credits/' before 'accounts/'.
  rules.sort((a, b) => b.prefix.length - a.prefix.length);
  const ruleOf = (path: string) => rules.find((rule) => path.startsWith(rule.prefix));

  const known = new Set(callPaths);
  const strays = [...callEntities.keys(), ...changesWhen.keys()].filter((path) => !known.has(path));
  if (strays.length) throw new Error(`Audit: rules name calls that do not exist: ${strays.join(', ')}`);
  const uncovered = callPaths.filter((path) => !ruleOf(path));
  if (uncovered.length)
    throw new Error(
      `Audit: no module manifest decides whether these calls are audited: ${uncovered.join(', ')} ` +
        "(give their prefix an area, or 'none', in the audit rules of the module that serves them)",
    );
  // Calls are looked up on every request: their areas are settled once here.
  const areaOfCall = new Map(callPaths.map((path) => [path, ruleOf(path)?.area ?? null]));
  const auditArea = (path: string): AuditArea | null =>
    areaOfCall.has(path) ? (areaOfCall.get(path) ?? null) : (ruleOf(path)?.area ?? null);

  return {
    auditArea,
    isAuditedChange(path, body) {
      if (!auditArea(path)) return false;
      const changes = changesWhen.get(path);
      if (changes) return changes(body);
      return !READS.has(path.slice(path.lastIndexOf('/') + 1));
    },
    entityOf(path) {
      const type = path.slice(0, path.lastIndexOf('/'));
      const known = callEntities.get(path) ?? entities.get(type);
      return { type, table: known?.table, idKeys: ['id', ...(known?.idKeys ?? [])] };
    },
  };
}

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
