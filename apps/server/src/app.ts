import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { type Env, REPO_ROOT } from './config/env';
import type { Db } from './db/connection';
import type { Deps } from './deps';
import { type CallHooks, installCallHooks } from './http/call-hooks';
import { proofOfWorkOf } from './http/calls';
import { failure } from './http/envelope';
import { installErrorHandler } from './http/error-handler';
import { installPartnerFraming } from './http/frame-ancestors';
import { installJsonBody } from './http/json-body';
import { lazyRequestLogger } from './http/lazy-request-logger';
import { openApiOptions } from './http/openapi/document';
import { serializerWithPlainAnswers, validatorWithPlainBodies } from './http/plain-calls';
import { OneLinePerRequest } from './http/request-log';
import { installSecurityHeaders } from './http/security-headers';
import type { HousekeepingTask } from './jobs/housekeeping';
import { registerJob } from './jobs/job-definition';
import { createJobQueue } from './jobs/queue';
import { Mailer } from './lib/mail';
import { installScoredListeners } from './lib/participant-events';
import { secretsKeyNotice } from './lib/secret-box';
import { UPLOADS_URL_PREFIX, uploadsDir } from './lib/storage';
import { closeSheetThreads } from './lib/uploaded-sheet/read-uploaded-sheet';
import { MODULES } from './module-list';
import { apiKeyCaller } from './modules/ats/ats-auth';
import { auditedCall, installAuditRules } from './modules/audit/audit-log';
import { auditRulesOf } from './modules/audit/audited-calls';
import { lastSeenIsStale, sessionTimedOut } from './modules/auth/session-timeouts';
import { installThrottleSources } from './modules/auth/throttles.service';
import { markSessionSeen } from './modules/auth/token.service';
import { closeManualThread } from './modules/evidence/technical-manual-thread';
import { closeReportThread } from './modules/exports/report-thread';
import { closeItemImportThread } from './modules/instruments/item-import-thread';
import { closeBulkCheckThread } from './modules/invitations/bulk-check-thread';
import {
  housekeepingOf,
  jobsOf,
  plainCallsOf,
  scoredListenersOf,
  throttleSourcesOf,
} from './modules/module-manifest';
import { outboxMailStore } from './modules/outbox/mail-store.service';
import { frameOriginsForParticipant, frameOriginsOfEveryCorporate } from './modules/partner/partner-origins';
import { guardPartnerToken, partnerTokenOf } from './modules/partner/partner-token';
import {
  guardParticipantCode,
  participantCodeOf,
  takesParticipantCode,
} from './modules/test-attempts/participant-code-throttle';

export const WEB_DIST = join(REPO_ROOT, 'apps/web/dist');
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * The features' rules the call layer applies to every call: the audit log, the participant-code
 * guessing guard with the partner token check, the API keys of applicant tracking systems, and
 * the session timeouts.
 */
const CALL_HOOKS: CallHooks = {
  auditedCall,
  takesParticipantCode,
  participantCodeOf,
  guardParticipantCall: (deps, req, ip, code, run) =>
    guardParticipantCode(
      deps,
      ip,
      code,
      () => guardPartnerToken(deps, partnerTokenOf(req), code, run),
      proofOfWorkOf(req),
    ),
  apiKeyCaller,
  sessions: { timedOut: sessionTimedOut, lastSeenIsStale, markSeen: markSessionSeen },
};

export interface BuiltApp {
  app: FastifyInstance;
  deps: Deps;
  /** The features' periodic tidying, for the processes that run jobs (startHousekeeping). */
  housekeeping: HousekeepingTask[];
}

/** Builds the Fastify app with every plugin and module; the caller owns listen/close. */
export async function buildApp(env: Env, db: Db): Promise<BuiltApp> {
  // The features' audit rules are checked first: a call no manifest decides stops the start here.
  const auditRules = auditRulesOf(MODULES);
  const app = Fastify({
    logger: { level: env.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    logController: new OneLinePerRequest(),
    childLoggerFactory: lazyRequestLogger,
    bodyLimit: MAX_BODY_BYTES,
    trustProxy: env.TRUST_PROXY === 'false' ? false : env.TRUST_PROXY,
  });
  const plainCalls = plainCallsOf(MODULES);
  app.setValidatorCompiler(validatorWithPlainBodies(plainCalls));
  app.setSerializerCompiler(serializerWithPlainAnswers(plainCalls));

  const jobs = createJobQueue(db, app.log);
  const deps: Deps = {
    db: db.kysely,
    dialect: db.dialect,
    env,
    jobs,
    mailer: new Mailer(outboxMailStore(db.kysely), env.SMTP_URL, env.MAIL_FROM, jobs),
  };
  const keyNotice = secretsKeyNotice(env);
  if (keyNotice) app.log.warn(keyNotice);
  installAuditRules(deps, auditRules);
  installThrottleSources(deps, throttleSourcesOf(MODULES));
  installScoredListeners(deps, scoredListenersOf(MODULES));
  for (const job of jobsOf(MODULES)) registerJob(jobs, deps, job);
  installCallHooks(deps, CALL_HOOKS);

  installErrorHandler(app);
  installJsonBody(app);
  await installSecurityHeaders(app);
  installPartnerFraming(app, deps, {
    forParticipant: frameOriginsForParticipant,
    ofEveryCorporate: frameOriginsOfEveryCorporate,
  });
  await app.register(fastifyMultipart, { limits: { fileSize: 5 * 1024 * 1024, files: 2, fields: 50 } });
  await app.register(fastifySwagger, openApiOptions(env.PRODUCT_NAME));
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  // Uploaded logos and profile images: looked up per request; a file is never rewritten (a new
  // upload gets a new random name), so browsers may keep it for good.
  mkdirSync(uploadsDir(env), { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir(env),
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    index: false,
    wildcard: true,
    maxAge: '365d',
    immutable: true,
  });

  app.get('/api/health', { schema: { hide: true } }, async () => {
    await db.kysely.selectFrom('jobs').select('id').limit(1).execute();
    return { code: 200, data: { status: 'ok', database: db.dialect }, error: null };
  });

  await app.register(async (api) => {
    for (const feature of MODULES) feature.routes?.(api, deps);
  });

  const spa = env.SERVE_WEB === 'true' && (await serveWebApp(app));
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0];
    const isFile =
      path.startsWith('/api/') || path.startsWith('/assets/') || path.startsWith(UPLOADS_URL_PREFIX);
    if (spa && req.method === 'GET' && !isFile) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    const what = path.startsWith('/api/') ? 'API path' : 'path';
    return reply.status(404).send(failure(404, { message: `No such ${what}: ${req.method} ${path}` }));
  });
  // The task threads end with the app, so a closed app (a test's) leaves no thread running.
  app.addHook('onClose', closeSheetThreads);
  app.addHook('onClose', closeReportThread);
  app.addHook('onClose', closeManualThread);
  app.addHook('onClose', closeItemImportThread);
  app.addHook('onClose', closeBulkCheckThread);
  return { app, deps, housekeeping: housekeepingOf(MODULES) };
}

/**
 * Serves the built single-page app. Files are looked up on each request, so a rebuild needs no
 * restart; the not-found handler gives other non-API GETs index.html (client-side routes).
 */
async function serveWebApp(app: FastifyInstance): Promise<boolean> {
  if (!existsSync(join(WEB_DIST, 'index.html'))) {
    app.log.warn(`web app not built (${WEB_DIST} missing): run npm run build`);
    return false;
  }
  // preCompressed: the build writes .br/.gz copies of its text files; each browser gets the one it
  // accepts (the participant's JavaScript travels compressed, ~4× smaller).
  await app.register(fastifyStatic, { root: WEB_DIST, index: false, wildcard: true, preCompressed: true });
  // The site's root is a folder to the static files (index: false answers it 403): it is the app,
  // not a call of the API, so the API's document leaves it out.
  app.get('/', { schema: { hide: true } }, (_req, reply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html'),
  );
  return true;
}
