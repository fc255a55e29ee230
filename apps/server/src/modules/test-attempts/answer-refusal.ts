import { AppError } from '../../http/errors';

/** A 409 refusing an answer, with the reason the device acts on and the item it concerns. */
export const refuse = (message: string, reason: string, itemId?: string) =>
  new AppError(409, message, { reason, field: itemId === undefined ? undefined : `submission.${itemId}` });
