import type { Actor, Deps } from '../deps';

export interface SessionInfo {
  id: number;
  deviceId: string;
  actor: Actor | null;
}

/** Per-call request context given to handlers. */
export interface CallContext {
  deps: Deps;
  session: SessionInfo | null;
  actor: Actor | null;
  ip: string;
  language: string;
  /** A solved proof-of-work challenge the request carries (the throttles ask for one over a limit). */
  proofOfWork?: string;
}
