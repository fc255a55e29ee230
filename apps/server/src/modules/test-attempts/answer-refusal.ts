import { AppError } from '../../lib/errors';
import type { ServerMessage } from '../../lib/server-messages';

/** A 409 refusing an answer, with the reason the device acts on and the item it concerns. */
export const refuse = (message: ServerMessage, reason: string, itemId?: string) =>
  new AppError(409, message, { reason, field: itemId === undefined ? undefined : `submission.${itemId}` });
