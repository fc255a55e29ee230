import type { Deps } from '../deps';

// What happens when participants are scored, beyond scoring: features that act on it (telling an
// applicant tracking system) hand their listener to the composition root, which installs it here,
// so the scoring feature announces the event without knowing who listens.

export type ScoredListener = (deps: Deps, participantIds: number[]) => Promise<void>;

const installed = new WeakMap<Deps, readonly ScoredListener[]>();

export function installScoredListeners(deps: Deps, listeners: readonly ScoredListener[]): void {
  installed.set(deps, listeners);
}

/** Tells every listener that these participants were scored. */
export async function announceScored(deps: Deps, participantIds: number[]): Promise<void> {
  if (!participantIds.length) return;
  for (const listener of installed.get(deps) ?? []) await listener(deps, participantIds);
}
