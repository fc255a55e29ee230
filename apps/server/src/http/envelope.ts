import type { Envelope, ErrorBody } from '@asesa/contracts';

export function ok<T>(data: T): Envelope<T> {
  return { code: 200, data, error: null };
}

export function failure(code: number, error: ErrorBody): Envelope<never> {
  return { code, data: null, error };
}
