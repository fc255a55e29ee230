// What happens when participants are scored, beyond scoring: features that act on it (telling an
// applicant tracking system) hand their listener to the composition root, which installs it here,
// so the scoring feature announces the event without knowing who listens. Keyed by the app's deps
// (whatever their type: lib/ sits below them).

export type ScoredListener<D> = (deps: D, participantIds: number[]) => Promise<void>;

const installed = new WeakMap<object, readonly ScoredListener<never>[]>();

export function installScoredListeners<D extends object>(
  deps: D,
  listeners: readonly ScoredListener<D>[],
): void {
  installed.set(deps, listeners);
}

/** Tells every listener that these participants were scored. */
export async function announceScored<D extends object>(deps: D, participantIds: number[]): Promise<void> {
  if (!participantIds.length) return;
  for (const listener of (installed.get(deps) ?? []) as readonly ScoredListener<D>[])
    await listener(deps, participantIds);
}
