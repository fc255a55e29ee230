import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Tenant scoping lives in one layer (db/tenant-scope.ts): a repository that reads the actor's
// role or tenant ids itself spells the tenancy a second time, and the next change to it would
// miss that copy. This reads every repository and fails on such a reading.

const TENANT_READ = /\bactor\??\.(role|consultantId|corporateId)\b/g;

/** The places in `source` that read an actor's tenancy, as `line: text`. */
function tenantReads(source: string): string[] {
  const lines = source.split('\n');
  return [...source.matchAll(TENANT_READ)].map((m) => {
    const line = source.slice(0, m.index).split('\n').length;
    return `${line}: ${lines[line - 1]?.trim()}`;
  });
}

function* repositories(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* repositories(path);
    else if (entry.name.endsWith('.repository.ts')) yield path;
  }
}

describe('tenant scoping in one layer', () => {
  it('finds a repository that filters by the actor itself', () => {
    const fixture = `export function mine(db, actor) {
  return db.selectFrom('projects as p').where('p.account_corporate_id', '=', actor.corporateId);
}`;
    expect(tenantReads(fixture)).toEqual([
      "2: return db.selectFrom('projects as p').where('p.account_corporate_id', '=', actor.corporateId);",
    ]);
    expect(tenantReads("if (actor.role === 'admin') return q;")).toHaveLength(1);
    expect(tenantReads('return visibleProjects(db, actor).where(...)')).toEqual([]);
  });

  it('no repository reads the actor’s role or tenant ids: they scope through db/tenant-scope.ts', () => {
    const src = fileURLToPath(new URL('..', import.meta.url));
    const found = [...repositories(join(src, 'modules'))].flatMap((path) =>
      tenantReads(readFileSync(path, 'utf8')).map((place) => `${relative(src, path)}:${place}`),
    );
    expect(found).toEqual([]);
  });
});
