import { type ExpressionBuilder, type Kysely, type SqlBool, sql, type Transaction } from 'kysely';
import type { Database } from './schema';

// Tenancy (DOMAIN "Tenancy") said once, below the features: an admin sees every tenant, a
// consultant the corporate accounts its consultant account owns, a collaborator only its own
// corporate. Every repository that reads tenant data starts from one of these, so a new query
// cannot forget the filter or spell it differently (`tenant-scope.test.ts` fails a repository
// that compares an actor's tenant ids itself).

type Db = Kysely<Database> | Transaction<Database>;

/** What the scope reads of an actor (deps.ts's Actor, named here so db/ stays below deps.ts). */
export interface Actor {
  role: string;
  consultantId: number | null;
  corporateId: number | null;
}

/** Whose rows a read covers: every tenant (admin), one consultant account's corporates, or one corporate. */
export interface TenantScope {
  consultantId?: number;
  corporateId?: number;
}

/** The actor's tenant scope; an id the actor lacks becomes -1, which matches no row. */
export function tenantOf(actor: Actor): TenantScope {
  if (actor.role === 'admin') return {};
  if (actor.role === 'consultant') return { consultantId: actor.consultantId ?? -1 };
  return { corporateId: actor.corporateId ?? -1 };
}

/** Whether the actor reads across every tenant (an admin). */
export function seesEveryTenant(actor: Actor): boolean {
  return actor.role === 'admin';
}

/** The consultant account the actor reads for, or undefined for an admin or a collaborator. */
export function consultantOf(actor: Actor): number | undefined {
  return tenantOf(actor).consultantId;
}

/** A where-clause on any query that joins `corporate_accounts as c`: the corporates the actor may see. */
export function visibleCorporates(actor: Actor) {
  const scope = tenantOf(actor);
  return (eb: ExpressionBuilder<Database & { c: Database['corporate_accounts'] }, 'c'>) => {
    if (scope.consultantId !== undefined) return eb('c.account_consultant_id', '=', scope.consultantId);
    if (scope.corporateId !== undefined) return eb('c.id', '=', scope.corporateId);
    return sql<SqlBool>`1 = 1`;
  };
}

/** Live projects of the live corporate accounts the actor may see (`projects as p`, `corporate_accounts as c`). */
export function visibleProjects(db: Db, actor: Actor) {
  return db
    .selectFrom('projects as p')
    .innerJoin('corporate_accounts as c', 'c.id', 'p.account_corporate_id')
    .where('p.removed_at', 'is', null)
    .where('c.removed_at', 'is', null)
    .where(visibleCorporates(actor));
}
