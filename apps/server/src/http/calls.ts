import {
  CALLS,
  type CallPath,
  envelope,
  FILE_CALLS,
  type FileCallPath,
  GET_CALLS,
  type GetCallPath,
  PROOF_OF_WORK_HEADER,
  TNC_REQUIRED,
  UPLOAD_CALLS,
  type UploadCallPath,
} from '@asesa/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Deps } from '../deps';
import { COMMON_MESSAGES } from '../lib/common-messages';
import { AppError, fieldError, forbidden, unauthorized } from '../lib/errors';
import { fillMessage, messageLanguage } from '../lib/server-messages';
import { type Access, allowedBeforeTnc, isApiKeyAccess } from './access';
import { bearerToken, resolveSession } from './auth-context';
import { type CallHooks, callHooksOf } from './call-hooks';
import type { CallContext } from './context';
import { ok } from './envelope';
import { malformedMultipart } from './multipart-errors';
import { type OperationFacts, operationDocs } from './openapi/operation-docs';
import { uploadBytes } from './upload-bytes';
import { type ValidationIssue, validationMessage } from './validation-messages';

export type { Access } from './access';

type Handler<P extends CallPath> = (
  body: z.infer<(typeof CALLS)[P]['request']>,
  ctx: CallContext,
) => Promise<z.input<(typeof CALLS)[P]['response']>>;

export interface CallDefinition<P extends CallPath> {
  access: Access;
  handler: Handler<P>;
  /** Tag in the OpenAPI document. */
  tag?: string;
}

type Security = { security?: Record<string, string[]>[] };
const security = (access: Access): Security =>
  access === 'public'
    ? {}
    : isApiKeyAccess(access)
      ? { security: [{ apiKey: [] }, { apiKeyBasic: [] }] }
      : { security: [{ bearer: [] }] };

/**
 * What every POST call's route says the same way: its URL, OpenAPI tag and security, and the
 * operation documented from its access rule and request (`schema` and `docs` add the rest).
 */
function postRoute(
  path: string,
  def: { access: Access; tag?: string },
  request: z.ZodType,
  participantCode: boolean,
  parts: { schema: Record<string, unknown>; docs?: Pick<OperationFacts, 'multipart'> },
) {
  return {
    method: 'POST' as const,
    url: `/api/v1/${path}`,
    schema: { tags: [def.tag ?? path.split('/')[0]], ...parts.schema, ...security(def.access) },
    config: {
      openapi: operationDocs({
        method: 'POST',
        path,
        access: def.access,
        request,
        ...parts.docs,
        participantCode,
      }),
    },
  };
}

/** Runs a call, behind the participant-code guessing guard when its credential is a participant code. */
function guardedRun<T>(
  deps: Deps,
  hooks: CallHooks,
  req: FastifyRequest,
  ctx: CallContext,
  guessable: boolean,
  body: unknown,
  run: () => Promise<T>,
): Promise<T> {
  return guessable
    ? hooks.guardParticipantCall(deps, req, ctx.ip, hooks.participantCodeOf(body), run)
    : run();
}

/** Registers `POST /api/v1/{path}` for a call of the contracts table, with validation, auth and the envelope. */
export function defineCall<P extends CallPath>(
  app: FastifyInstance,
  deps: Deps,
  path: P,
  def: CallDefinition<P>,
): void {
  const contract = CALLS[path];
  const hooks = callHooksOf(deps);
  const guessable = def.access === 'public' && hooks.takesParticipantCode(contract.request);
  app.withTypeProvider<ZodTypeProvider>().route({
    ...postRoute(path, def, contract.request, guessable, {
      schema: { body: contract.request, response: { 200: envelope(contract.response) } },
    }),
    // Who is calling is settled before the body is validated, so a caller without the right
    // learns nothing from validation messages: 401/403 come first, then 400. A public call
    // (participant pages, answer saves hundreds of times a second) refuses no one, so its context
    // is settled in the handler, without a hook.
    ...(def.access === 'public'
      ? {}
      : {
          preValidation: async (req: FastifyRequest) => {
            contexts.set(req, await contextOf(deps, hooks, req, def.access, path));
          },
        }),
    // Changes in accounts, credits, content and projects are recorded in the audit log here, so
    // no route can forget to.
    handler: async (req) => {
      const ctx =
        contexts.get(req) ??
        anonymousContext(deps, req, def.access) ??
        (await contextOf(deps, hooks, req, def.access, path));
      // A participant code is the credential of the calls that take one: guessing it is throttled,
      // and a partner token sent with it must be the participant's corporate's. (The call is an
      // inline arrow: a named one costs a naming call on every request under tsx.)
      return ok(
        await guardedRun(deps, hooks, req, ctx, guessable, req.body, () =>
          hooks.auditedCall(path, req.body, ctx, () => def.handler(req.body as never, ctx)),
        ),
      );
    },
  });
}

const contexts = new WeakMap<FastifyRequest, CallContext>();

/** A call whose credential is a participant code: guessing guard, then the optional partner token. */
export function participantCall<T>(
  deps: Deps,
  req: FastifyRequest,
  ip: string,
  code: string,
  run: () => Promise<T>,
): Promise<T> {
  return callHooksOf(deps).guardParticipantCall(deps, req, ip, code, run);
}

/** A file a call answers: its download name, media type and bytes (a stream for big files). */
export interface FileAnswer {
  fileName: string;
  contentType: string;
  body: Buffer | NodeJS.ReadableStream;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Registers `POST /api/v1/{path}` for a call that answers a file (FILE_CALLS): same validation
 * and auth as defineCall, then the bytes with Content-Disposition: attachment. Errors still
 * answer the JSON envelope, so the client can tell them apart by Content-Type.
 */
export function defineFileCall<P extends FileCallPath>(
  app: FastifyInstance,
  deps: Deps,
  path: P,
  def: {
    access: Access;
    handler: (body: z.infer<(typeof FILE_CALLS)[P]>, ctx: CallContext) => Promise<FileAnswer>;
    tag?: string;
  },
): void {
  const hooks = callHooksOf(deps);
  const request = FILE_CALLS[path] as z.ZodType;
  const guessable = def.access === 'public' && hooks.takesParticipantCode(FILE_CALLS[path]);
  app.withTypeProvider<ZodTypeProvider>().route({
    ...postRoute(String(path), def, request, guessable, { schema: { body: request } }),
    preValidation: async (req) => {
      contexts.set(req, await contextOf(deps, hooks, req, def.access, path));
    },
    handler: async (req, reply) => {
      const ctx = contexts.get(req)!;
      const run = () => def.handler(req.body as never, ctx);
      const file = await guardedRun(deps, hooks, req, ctx, guessable, req.body, run);
      return sendFileAnswer(reply, file);
    },
  });
}

/** Answers a file as an attachment, never cached. */
export function sendFileAnswer(reply: FastifyReply, file: FileAnswer) {
  // RFC 6266: an ASCII fallback name plus the UTF-8 name.
  const ascii = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return reply
    .header('Content-Type', file.contentType)
    .header(
      'Content-Disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .header('Cache-Control', 'no-store')
    .send(file.body);
}

export interface GetCallDefinition<P extends GetCallPath> {
  access: Access;
  handler: (ctx: CallContext) => Promise<z.input<(typeof GET_CALLS)[P]>>;
  tag?: string;
}

/** Registers `GET /api/v1/{path}` for a call the spec marks GET (no body), answer typed by GET_CALLS. */
export function defineGetCall<P extends GetCallPath>(
  app: FastifyInstance,
  deps: Deps,
  path: P,
  def: GetCallDefinition<P>,
): void {
  const hooks = callHooksOf(deps);
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    url: `/api/v1/${path}`,
    schema: {
      tags: [def.tag ?? path.split('/')[0]],
      response: { 200: envelope(GET_CALLS[path]) },
      ...security(def.access),
    },
    config: { openapi: operationDocs({ method: 'GET', path, access: def.access }) },
    handler: async (req) => ok(await def.handler(await contextOf(deps, hooks, req, def.access, path))),
  });
}

/** A file received by an upload call, whole in memory (uploads are small and size-limited). */
export interface UploadedFile {
  buffer: Buffer;
  filename: string;
  mimetype: string;
}

export interface UploadCallDefinition<P extends UploadCallPath> {
  access: Access;
  /** Larger files answer 413 `{file} is larger than {n} MB`. */
  maxBytes: number;
  handler: (
    fields: z.infer<(typeof UPLOAD_CALLS)[P]['fields']>,
    file: UploadedFile,
    ctx: CallContext,
  ) => Promise<z.input<(typeof UPLOAD_CALLS)[P]['response']>>;
  tag?: string;
}

/**
 * Registers `POST /api/v1/{path}` taking multipart/form-data: the text fields of UPLOAD_CALLS
 * (validated like a JSON body) and exactly one file in the named field, size-limited while it
 * streams in. What the file contains is for the handler to check.
 */
export function defineUploadCall<P extends UploadCallPath>(
  app: FastifyInstance,
  deps: Deps,
  path: P,
  def: UploadCallDefinition<P>,
): void {
  const contract = UPLOAD_CALLS[path];
  const fieldNames = Object.keys(contract.fields.shape);
  const hooks = callHooksOf(deps);
  const guessable = def.access === 'public' && hooks.takesParticipantCode(contract.fields);
  const multipart = {
    lead: `multipart/form-data: the file in \`${contract.file}\` (at most ${megabytes(def.maxBytes)} MB)${
      fieldNames.length ? ` with the fields ${fieldNames.map((f) => `\`${f}\``).join(', ')}` : ''
    }.`,
    files: [contract.file],
    fileRequired: true,
    maxMegabytes: megabytes(def.maxBytes),
  };
  app.route({
    ...postRoute(path, def, contract.fields, guessable, {
      schema: { consumes: ['multipart/form-data'], response: { 200: envelope(contract.response) } },
      docs: { multipart },
    }),
    handler: async (req) => {
      const ctx = await contextOf(deps, hooks, req, def.access, path);
      if (!req.isMultipart())
        throw new AppError(
          415,
          fillMessage(COMMON_MESSAGES.multipartRequired, { path, file: contract.file }),
        );
      const { fields, file } = await readMultipart(req, contract.file, def.maxBytes);
      const parsed = contract.fields.safeParse(fields);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = issue.path.join('.');
        throw fieldError(field, validationMessage(issue as unknown as ValidationIssue));
      }
      const audited = { ...parsed.data, file: { name: file.filename, bytes: file.buffer.length } };
      const run = () =>
        hooks.auditedCall(path, audited, ctx, () => def.handler(parsed.data as never, file, ctx));
      return ok(await guardedRun(deps, hooks, req, ctx, guessable, parsed.data, run));
    },
  });
}

const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

async function readMultipart(
  req: FastifyRequest,
  fileField: string,
  maxBytes: number,
): Promise<{ fields: Record<string, string>; file: UploadedFile }> {
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  let unexpected: string | undefined;
  try {
    for await (const part of req.parts({ limits: { fileSize: maxBytes, files: 2, fields: 20 } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const buffer = await uploadBytes(part, Number(req.headers['content-length']), maxBytes);
      if (part.fieldname === fileField && !file) {
        file = { buffer, filename: part.filename, mimetype: part.mimetype };
      } else {
        unexpected = part.fieldname;
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(
        413,
        fillMessage(COMMON_MESSAGES.fileTooLarge, { field: fileField, mb: megabytes(maxBytes) }),
        { field: fileField },
      );
    }
    throw malformedMultipart(err);
  }
  if (unexpected)
    throw fieldError(unexpected, fillMessage(COMMON_MESSAGES.unexpectedFile, { file: fileField }));
  if (!file) throw fieldError(fileField, fillMessage(COMMON_MESSAGES.fileRequired, { field: fileField }));
  return { fields, file };
}

async function contextOf(
  deps: Deps,
  hooks: CallHooks,
  req: FastifyRequest,
  access: Access,
  path: string,
): Promise<CallContext> {
  if (isApiKeyAccess(access)) {
    const apiKey = await hooks.apiKeyCaller(deps, req, access.apiKey, path);
    const contentLanguage = req.headers['content-language'];
    return {
      deps,
      session: null,
      actor: apiKey.actor,
      apiKey,
      ip: req.ip,
      ...languagesOf(contentLanguage),
    };
  }
  const ctx = await callContext(
    deps,
    hooks,
    req.headers.authorization,
    req.ip,
    req.headers['content-language'],
    access,
    allowedBeforeTnc(path, req.method),
  );
  return { ...ctx, proofOfWork: proofOfWorkOf(req) };
}

/** The language a caller writes in (Content-Language, Indonesian when none) and the one its messages follow. */
function languagesOf(contentLanguage: string | string[] | undefined) {
  const language =
    (Array.isArray(contentLanguage) ? contentLanguage[0] : contentLanguage)?.slice(0, 10) || 'id';
  return { language, messageLanguage: messageLanguage(contentLanguage) };
}

/**
 * A public call's context when it carries no session token (answer saves, hundreds a second):
 * settled at once, what contextOf would settle through two awaits. Null otherwise.
 */
function anonymousContext(deps: Deps, req: FastifyRequest, access: Access): CallContext | null {
  if (access !== 'public' || req.headers.authorization !== undefined) return null;
  return {
    deps,
    session: null,
    actor: null,
    ip: req.ip,
    ...languagesOf(req.headers['content-language']),
    proofOfWork: proofOfWorkOf(req),
  };
}

/** The solved challenge a request carries in its proof-of-work header, if any. */
export function proofOfWorkOf(req: FastifyRequest): string | undefined {
  const header = req.headers[PROOF_OF_WORK_HEADER];
  return (Array.isArray(header) ? header[0] : header) || undefined;
}

export async function callContext(
  deps: Deps,
  hooks: CallHooks,
  authorization: string | undefined,
  ip: string,
  contentLanguage: string | string[] | undefined,
  access: Access,
  allowedWithoutTnc = false,
): Promise<CallContext> {
  const reads = languagesOf(contentLanguage);
  const token = bearerToken(authorization);
  if (access === 'public') {
    const session = token ? await resolveSession(deps, hooks.sessions, token).catch(() => null) : null;
    return { deps, session, actor: session?.actor ?? null, ip, ...reads };
  }
  const session = await resolveSession(deps, hooks.sessions, token);
  if (access !== 'token') {
    const actor = session.actor;
    if (!actor) throw unauthorized(COMMON_MESSAGES.notSignedIn, 'not_signed_in');
    if (Array.isArray(access) && !access.includes(actor.role)) throw forbidden();
    if (actor.role === 'collaborator' && !actor.isAgreeTnc && !allowedWithoutTnc) {
      throw new AppError(403, COMMON_MESSAGES.tncRequired, { reason: TNC_REQUIRED.reason });
    }
  }
  return { deps, session, actor: session.actor, ip, ...reads };
}
