import { z } from 'zod';
import { proofOfWorkChallenge } from './throttles';

/**
 * One problem of an upload refused as a whole (a sheet or a package): the row (a sheet's own row
 * number, the header being row 1) and column, or the item of a package, and what is wrong.
 */
export const errorProblem = z.object({
  row: z.number().int().optional(),
  column: z.string().optional(),
  item: z.string().optional(),
  message: z.string(),
});
export type ErrorProblem = z.infer<typeof errorProblem>;

/** Every API answer: `{ code, data, error }`, with the HTTP status equal to `code`. */
export const errorBody = z.object({
  message: z.string(),
  /** Machine-readable reason where the client must act on it (e.g. `invalid_token`). */
  reason: z.string().optional(),
  /** The field a validation error is about, when there is one. */
  field: z.string().optional(),
  /** Every problem, when an upload is refused as a whole (the message sums them up). */
  problems: z.array(errorProblem).optional(),
  /** The proof-of-work challenge to solve, with reason `challenge_required` (throttles.ts). */
  challenge: proofOfWorkChallenge.optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), data: data.nullable(), error: errorBody.nullable() });
}

export interface Envelope<T> {
  code: number;
  data: T | null;
  error: ErrorBody | null;
}

/** Body code of a 401 when the token has expired and `token/refresh` should be called (spec 8). */
export const TOKEN_EXPIRED_CODE = 100;

/** Reasons the server gives with a 401, so the client knows whether a new token helps. */
export const AUTH_REASONS = {
  invalidToken: 'invalid_token',
  tokenExpired: 'token_expired',
  notSignedIn: 'not_signed_in',
} as const;

export const emptyBody = z.object({}).strict().or(z.object({}).passthrough());

/** The DataTables server-side query (spec 3 "Datatable query"). Defaults: order column 0 desc, start 0, length 10. */
export const DEFAULT_PAGE_SIZE = 10;
export const datatableQuery = z.object({
  columns: z
    .array(
      z.object({
        data: z.string(),
        searchable: z.boolean().optional().default(true),
        search: z.object({ value: z.string().max(200).default('') }).optional(),
      }),
    )
    .max(50)
    .optional()
    .default([]),
  order: z
    .array(z.object({ column: z.number().int().min(0), dir: z.enum(['asc', 'desc']) }))
    .max(5)
    .optional()
    .default([{ column: 0, dir: 'desc' }]),
  start: z.number().int().min(0).optional().default(0),
  length: z.number().int().min(1).max(500).optional().default(DEFAULT_PAGE_SIZE),
  search: z.object({ value: z.string().max(200).default('') }).optional(),
  cpage: z.number().int().min(1).optional(),
});
export type DatatableQuery = z.input<typeof datatableQuery>;

export function datatablePage<T extends z.ZodType>(row: T) {
  return z.object({
    recordsTotal: z.number().int(),
    recordsFiltered: z.number().int(),
    data: z.array(row),
  });
}
/** A datatable call: its request (a datatable query, maybe with filters) and a page of rows. */
export function datatableCall<Q extends z.ZodType, R extends z.ZodType>(request: Q, row: R) {
  return { request, response: datatablePage(row) };
}
export interface DatatablePage<T> {
  recordsTotal: number;
  recordsFiltered: number;
  data: T[];
}

export const idParam = z.object({ id: z.number().int().positive() });

/** One project's list: the datatable's paging, order and search, and the project it lists. */
export const projectDatatableQuery = datatableQuery.extend({ project_id: z.number().int().positive() });
