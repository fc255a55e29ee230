import { envelope, TEST_ACTIVITY_GET_CALLS } from '@asesa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineCalls } from '../../http/call-table';
import type { Deps } from '../../http/context';
import { ok } from '../../http/envelope';
import { participantLanguages, textPage } from '../languages/languages.service';
import { candidateResultRoutes } from './candidate-results.routes';
import { registrationRoutes } from './registration.routes';
import {
  congratulate,
  corporateContext,
  home,
  instrument,
  markAsStarted,
  saveSubmission,
} from './test-activities.service';
import { testEngineRoutes } from './test-engine.routes';

/** The asked language: `?lang=` or the Content-Language header; none means the default language. */
const language = (req: FastifyRequest) => {
  const asked = (req.query as { lang?: unknown } | undefined)?.lang ?? req.headers['content-language'];
  // Like any language it does not know, a value no database can hold (NUL) means the default.
  return typeof asked === 'string' && asked && !asked.includes('\u0000') ? asked.slice(0, 10) : undefined;
};

export function testActivityRoutes(app: FastifyInstance, deps: Deps): void {
  const tag = 'test-activities';
  defineCalls(
    app,
    deps,
    { access: 'public', tag },
    {
      'test-activities/corporate-context': (b) => corporateContext(deps, b.participant_code),
      'test-activities/home': (b) => home(deps, b.participant_code),
      'test-activities/instrument': (b, ctx) =>
        instrument(deps, b.participant_code, b.attempt_id, ctx.language),
      'test-activities/mark-as-started': (b, ctx) =>
        markAsStarted(deps, b.participant_code, b.submission_id, ctx.language),
      'test-activities/submission': (b) => saveSubmission(deps, b),
      'test-activities/congrat-candidate': (b) => congratulate(deps, b.participant_code),
    },
  );

  const getSchema = (path: keyof typeof TEST_ACTIVITY_GET_CALLS) => ({
    tags: [tag],
    response: { 200: envelope(TEST_ACTIVITY_GET_CALLS[path]) },
  });
  app.get(
    '/api/v1/test-activities/consensus',
    { schema: getSchema('test-activities/consensus') },
    async (req) => ok(await textPage(deps, 'consensus', language(req))),
  );
  app.get(
    '/api/v1/test-activities/work-instructions',
    { schema: getSchema('test-activities/work-instructions') },
    async (req) => ok(await textPage(deps, 'work-instructions', language(req))),
  );
  app.get('/api/v1/test-activities/language', { schema: getSchema('test-activities/language') }, async () =>
    ok(await participantLanguages(deps)),
  );

  // Landing and registration; completion and the candidate's results.
  registrationRoutes(app, deps);
  candidateResultRoutes(app, deps);
  // Sections, item clocks, the last attempt, status events and extra time (the test engine).
  testEngineRoutes(app, deps);
}
