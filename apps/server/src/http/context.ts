import type { Actor, Deps } from '../deps';
import type { MessageLanguage } from '../lib/server-messages';

export interface SessionInfo {
  id: number;
  deviceId: string;
  actor: Actor | null;
}

/** The API key a call was made with, and the corporate it acts for. */
export interface ApiKeyCaller {
  keyId: number;
  corporateId: number;
  /** The corporate as a collaborator sees it: the services' tenant checks apply as for one. */
  actor: Actor;
}

/** Per-call request context given to handlers. */
export interface CallContext {
  deps: Deps;
  session: SessionInfo | null;
  actor: Actor | null;
  ip: string;
  language: string;
  /** The language of the server's messages in the answer (Content-Language; English without it). */
  messageLanguage: MessageLanguage;
  /** A solved proof-of-work challenge the request carries (the throttles ask for one over a limit). */
  proofOfWork?: string;
  /** Set on calls made with an API key (access `apiKey`). */
  apiKey?: ApiKeyCaller;
}
