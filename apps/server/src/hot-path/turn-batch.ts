// Hot path: on PostgreSQL the answer saves of one event-loop turn share one round trip (one
// statement for their reads, one for their upserts) instead of one each.

/** One caller's outcome of a batch: its own result, or its own error. */
export type Outcome<Result> = { ok: true; value: Result } | { ok: false; err: unknown };

interface Waiting<Item, Result> {
  item: Item;
  resolve: (value: Result) => void;
  reject: (err: unknown) => void;
}

/**
 * Gathers the calls made in one turn of the event loop (by every request read in it) and runs
 * them as one: `run` gets each caller's item, in order, and answers one outcome per item. Calls
 * are gathered per `scope` (a database), so two databases never share a batch. If `run` throws,
 * every caller of the batch gets that error.
 *
 * On PostgreSQL each statement is a round trip that wakes the server, the driver and the event
 * loop; the answer saves of one turn then cost one round trip for their reads and one for their
 * writes, however many there are.
 */
export function perTurn<Scope extends object, Item, Result>(
  run: (scope: Scope, items: Item[]) => Promise<Outcome<Result>[]>,
): (scope: Scope, item: Item) => Promise<Result> {
  const queues = new WeakMap<Scope, Waiting<Item, Result>[]>();
  const flush = async (scope: Scope) => {
    const queue = queues.get(scope) ?? [];
    queues.delete(scope);
    let outcomes: Outcome<Result>[];
    try {
      outcomes = await run(
        scope,
        queue.map((w) => w.item),
      );
    } catch (err) {
      for (const w of queue) w.reject(err);
      return;
    }
    for (const [i, w] of queue.entries()) {
      const outcome = outcomes[i];
      if (outcome?.ok) w.resolve(outcome.value);
      else w.reject(outcome ? outcome.err : new Error('batch answered fewer outcomes than calls'));
    }
  };
  return (scope, item) =>
    new Promise<Result>((resolve, reject) => {
      let queue = queues.get(scope);
      if (!queue) {
        queue = [];
        queues.set(scope, queue);
        // After the poll phase: every request read in this turn has made its call by then.
        setImmediate(() => void flush(scope));
      }
      queue.push({ item, resolve, reject });
    });
}

/** Runs `task` and catches its error into an outcome. */
export async function outcomeOf<Result>(task: () => Promise<Result>): Promise<Outcome<Result>> {
  try {
    return { ok: true, value: await task() };
  } catch (err) {
    return { ok: false, err };
  }
}
