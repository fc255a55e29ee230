import type { AuditArea, ThrottleRow } from '@asesa/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/schema';
import type { Deps } from '../deps';
import type { PlainCall } from '../http/plain-calls';
import type { HousekeepingTask } from '../jobs/housekeeping';
import type { JobDefinition } from '../jobs/job-definition';
import type { ScoredListener } from '../lib/participant-events';

// What a feature brings to the server, in one object per feature (<feature>/<feature>.module.ts),
// listed once in module-list.ts. The composition root registers the routes, the job worker the
// jobs and the housekeeping, and the audit hook reads the audit rules, all from that list: adding a
// feature is its folder plus one line there. This file names no feature (the list does).

/** A job a feature runs in the background. */
export type ModuleJob = JobDefinition<Deps>;

/** Where an audited call's entity row is: its table and the request fields that name the row besides `id`. */
export interface AuditEntity {
  table: keyof Database;
  idKeys?: readonly string[];
}

/**
 * How the audit log treats a feature's calls. Every call path of the contracts must be decided by
 * exactly one rule of one manifest (buildApp checks it at start-up): the longest prefix that
 * matches the path decides, and no prefix may be declared twice.
 */
export interface ModuleAudit {
  /**
   * Call path prefix → the area its changes are recorded under, or 'none' for calls the audit log
   * never records (sign-in, the participant journey, read-only views). A call of an audited area
   * is recorded unless its last segment names a read (audited-calls.ts).
   */
  areas?: Readonly<Record<string, AuditArea | 'none'>>;
  /** Entity type (the call path without its verb) → where its row is. */
  entities?: Readonly<Record<string, AuditEntity>>;
  /** Calls whose row is not of their path's entity type. */
  callEntities?: Readonly<Record<string, AuditEntity>>;
  /** Calls that read or change depending on the request: whether this body makes a change. */
  changesWhen?: Readonly<Record<string, (body: unknown) => boolean>>;
}

export interface ModuleManifest {
  /** The feature's folder name. */
  name: string;
  /** Registers the feature's calls (its *.routes.ts). */
  routes?: (app: FastifyInstance, deps: Deps) => void;
  jobs?: readonly ModuleJob[];
  audit?: ModuleAudit;
  /** Periodic tidying, run by the processes that run jobs (jobs/housekeeping.ts). */
  housekeeping?: HousekeepingTask;
  /** Runs after participants are scored (lib/participant-events.ts). */
  onScored?: ScoredListener<Deps>;
  /** The guessing throttles in force that the feature keeps, for the admins' security page. */
  throttles?: (deps: Deps) => Promise<ThrottleRow[]>;
  /** Hot calls read and answered in their plain case without their schemas (http/plain-calls.ts). */
  plainCalls?: readonly PlainCall[];
}

/** Every feature's source of throttles in force, in the list's order. */
export const throttleSourcesOf = (manifests: readonly ModuleManifest[]) =>
  manifests.flatMap((m) => (m.throttles ? [m.throttles] : []));

/** The manifests' jobs; two jobs of one name would silently replace each other, so that throws. */
export function jobsOf(manifests: readonly ModuleManifest[]): ModuleJob[] {
  const owners = new Map<string, string>();
  const jobs: ModuleJob[] = [];
  for (const { name, jobs: own = [] } of manifests) {
    for (const job of own) {
      const first = owners.get(job.name);
      if (first) throw new Error(`Job ${job.name} is declared by both the ${first} and the ${name} module`);
      owners.set(job.name, name);
      jobs.push(job);
    }
  }
  return jobs;
}

/** Every feature's plain calls. */
export const plainCallsOf = (manifests: readonly ModuleManifest[]) =>
  manifests.flatMap((m) => m.plainCalls ?? []);

/** The manifests' listeners to participants being scored, in the list's order. */
export const scoredListenersOf = (manifests: readonly ModuleManifest[]) =>
  manifests.flatMap((m) => (m.onScored ? [m.onScored] : []));

/** The manifests' housekeeping tasks, in the order of the list. */
export function housekeepingOf(manifests: readonly ModuleManifest[]): HousekeepingTask[] {
  return manifests.flatMap((m) => (m.housekeeping ? [m.housekeeping] : []));
}
