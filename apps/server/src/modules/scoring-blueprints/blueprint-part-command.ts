import type { BlueprintRow, datatableQuery } from '@asesa/contracts';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { runDatatable } from '../../http/datatable';
import type { Noun } from '../../lib/common-messages';
import { conflict, notFound } from '../../lib/errors';
import type { ServerMessage } from '../../lib/server-messages';
import type { StoredBlueprint } from './blueprint-builder';
import type { Names } from './blueprint-part-presenters';
import {
  bumpBlueprintVersion,
  findPart,
  insertPart,
  markPartRemoved,
  type PartRow,
  type PartTable,
  partQuery,
  partsOf,
  updatePart,
} from './scoring-blueprints.repository';
import { blueprintOr404 } from './scoring-blueprints.service';
import { libraryNames, loadStoredBlueprint } from './stored-blueprint';

// The calls of every blueprint part (list, create, detail, update, remove) made once: a change to
// a part raises the blueprint's version in the same transaction.

type Query = z.infer<typeof datatableQuery>;

// Parts

export interface PartContext {
  deps: Deps;
  blueprint: BlueprintRow;
  stored: StoredBlueprint;
  names: Names;
  /** Live rows of the part's own table other than the one being updated. */
  others: Array<Record<string, unknown>>;
}

export interface PartSpec<T extends PartTable, In, Row> {
  table: T;
  what: Noun;
  /** The sortable columns besides id, created_at and updated_at, which every part has. */
  columns: readonly string[];
  searchable: readonly string[];
  /** Checks the input against the blueprint and library; the columns to store. */
  values(ctx: PartContext, input: In): Record<string, unknown> | Promise<Record<string, unknown>>;
  present(row: PartRow<T>, names: Names): Row;
  /** Why the row cannot be removed (something else refers to it), if so. */
  inUse?(ctx: PartContext, row: Row): ServerMessage | null;
}

export function makePart<T extends PartTable, In extends object, Row>(spec: PartSpec<T, In, Row>) {
  const context = async (deps: Deps, blueprintId: number, selfId: number | null): Promise<PartContext> => {
    const blueprint = await blueprintOr404(deps, blueprintId);
    const [stored, names, rows] = await Promise.all([
      loadStoredBlueprint(deps, blueprint),
      libraryNames(deps),
      partsOf(deps.db, spec.table, blueprintId),
    ]);
    const others = (rows as Array<Record<string, unknown>>).filter((r) => r.id !== selfId);
    return { deps, blueprint, stored, names, others };
  };
  const rowOr404 = async (deps: Deps, id: number) => {
    const row = await findPart(deps.db, spec.table, id);
    if (!row) throw notFound(spec.what);
    return row;
  };
  return {
    datatable: async (deps: Deps, query: Query & { blueprint_id: number }) => {
      await blueprintOr404(deps, query.blueprint_id);
      const names = await libraryNames(deps);
      const page = await runDatatable<PartRow<T>>(
        partQuery(deps.db, spec.table, query.blueprint_id),
        query,
        {
          columns: Object.fromEntries(['id', ...spec.columns, 'created_at', 'updated_at'].map((c) => [c, c])),
          searchable: [...spec.searchable],
          defaultColumn: 'id',
        },
        (q) => q.selectAll(),
      );
      return { ...page, data: page.data.map((r) => spec.present(r, names)) };
    },
    create: async (deps: Deps, input: In & { blueprint_id: number }) => {
      const { blueprint_id, ...rest } = input;
      const ctx = await context(deps, blueprint_id, null);
      const values = await spec.values(ctx, rest as unknown as In);
      const row = await deps.db.transaction().execute(async (trx) => {
        const inserted = await insertPart(trx, spec.table, { ...values, blueprint_id });
        await bumpBlueprintVersion(trx, blueprint_id);
        return inserted;
      });
      return spec.present(row, ctx.names);
    },
    detail: async (deps: Deps, id: number) =>
      spec.present(await rowOr404(deps, id), await libraryNames(deps)),
    update: async (deps: Deps, input: In & { id: number }) => {
      const { id, ...rest } = input;
      const existing = await rowOr404(deps, id);
      const blueprintId = (existing as { blueprint_id: number }).blueprint_id;
      const ctx = await context(deps, blueprintId, id);
      const values = await spec.values(ctx, rest as unknown as In);
      const row = await deps.db.transaction().execute(async (trx) => {
        const updated = await updatePart(trx, spec.table, id, values);
        await bumpBlueprintVersion(trx, blueprintId);
        return updated;
      });
      return spec.present(row, ctx.names);
    },
    remove: async (deps: Deps, id: number) => {
      const existing = await rowOr404(deps, id);
      const blueprintId = (existing as { blueprint_id: number }).blueprint_id;
      if (spec.inUse) {
        const ctx = await context(deps, blueprintId, id);
        const why = spec.inUse(ctx, spec.present(existing, ctx.names));
        if (why) throw conflict(why);
      }
      await deps.db.transaction().execute(async (trx) => {
        await markPartRemoved(trx, spec.table, id);
        await bumpBlueprintVersion(trx, blueprintId);
      });
      return { ok: true };
    },
  };
}

export type Fields<S> = Omit<z.infer<S>, 'blueprint_id'>;
