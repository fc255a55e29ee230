import { envelope, registrationForm, registrationResponse, TEST_ACTIVITY_GET_CALLS } from '@asesa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineCall } from '../../http/calls';
import type { Deps } from '../../http/context';
import { ok } from '../../http/envelope';
import { AppError, badRequest } from '../../http/errors';
import { participantLanguages, textPage } from '../languages/languages.service';
import {
  congratulate,
  corporateContext,
  home,
  instrument,
  landing,
  markAsStarted,
  register,
  saveSubmission,
} from './test-activities.service';

/** The asked language: `?lang=` or the Content-Language header; none means the default language. */
const language = (req: FastifyRequest) => {
  const asked = (req.query as { lang?: unknown } | undefined)?.lang ?? req.headers['content-language'];
  return typeof asked === 'string' && asked ? asked.slice(0, 10) : undefined;
};

export function testActivityRoutes(app: FastifyInstance, deps: Deps): void {
  const tag = 'test-activities';
  defineCall(app, deps, 'test-activities/corporate-context', {
    access: 'public',
    tag,
    handler: (b) => corporateContext(deps, b.participant_code),
  });
  defineCall(app, deps, 'test-activities/landing', {
    access: 'public',
    tag,
    handler: (b) => landing(deps, b.participant_code),
  });
  defineCall(app, deps, 'test-activities/home', {
    access: 'public',
    tag,
    handler: (b) => home(deps, b.participant_code),
  });
  defineCall(app, deps, 'test-activities/instrument', {
    access: 'public',
    tag,
    handler: (b, ctx) => instrument(deps, b.participant_code, b.attempt_id, ctx.language),
  });
  defineCall(app, deps, 'test-activities/mark-as-started', {
    access: 'public',
    tag,
    handler: (b, ctx) => markAsStarted(deps, b.participant_code, b.submission_id, ctx.language),
  });
  defineCall(app, deps, 'test-activities/submission', {
    access: 'public',
    tag,
    handler: (b) => saveSubmission(deps, b),
  });
  defineCall(app, deps, 'test-activities/congrat-candidate', {
    access: 'public',
    tag,
    handler: (b) => congratulate(deps, b.participant_code),
  });

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

  // The registration form is multipart (spec 7): participantCode plus the form's fields.
  app.post(
    '/api/v1/test-activities/submit',
    {
      schema: {
        tags: [tag],
        consumes: ['multipart/form-data'],
        response: { 200: envelope(registrationResponse) },
      },
    },
    async (req) => {
      if (!req.isMultipart())
        throw new AppError(415, 'The registration form must be sent as multipart/form-data.');
      const fields: Record<string, string> = {};
      for await (const part of req.parts()) {
        if (part.type === 'file') {
          // Photos and CVs arrive with the participant issue; drain so the request completes.
          await part.toBuffer();
          // Its name records that it arrived, for the project's required photo/CV fields.
          if (part.filename) fields[part.fieldname] = part.filename;
          continue;
        }
        fields[part.fieldname] = String(part.value);
      }
      const parsed = registrationForm.safeParse({
        ...fields,
        is_agree_tnc: fields.is_agree_tnc === 'true' || fields.is_agree_tnc === '1',
      });
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = issue.path.join('.');
        throw badRequest(`${field}: ${issue.message}`, field);
      }
      return ok(await register(deps, parsed.data));
    },
  );
}
