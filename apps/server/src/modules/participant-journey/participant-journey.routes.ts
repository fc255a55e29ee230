import {
  envelope,
  REGISTRATION_FILE_MAX_BYTES,
  registrationForm,
  registrationResponse,
  TEST_ACTIVITY_GET_CALLS,
} from '@asesa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps';
import { defineCalls } from '../../http/call-table';
import { defineFileCall, participantCall, type UploadedFile } from '../../http/calls';
import { ok } from '../../http/envelope';
import { malformedMultipart } from '../../http/multipart-errors';
import { operationDocs } from '../../http/openapi/operation-docs';
import { type ValidationIssue, validationMessage } from '../../http/validation-messages';
import { COMMON_MESSAGES } from '../../lib/common-messages';
import { AppError, fieldError } from '../../lib/errors';
import { fillMessage } from '../../lib/server-messages';
import { participantLanguages, textPage } from '../languages/languages.service';
import {
  candidateAbilitySummaries,
  candidateResults,
  participantsSigned,
  resultsVerify,
} from './candidate-results';
import { educationLevels } from './education-levels';
import { participantCvFile } from './participant-cvs';
import { JOURNEY_MESSAGES } from './participant-journey.messages';
import {
  cityDatatable,
  congratulate,
  corporateContext,
  home,
  landing,
  register,
} from './participant-journey.service';
import { participantPhotoFile } from './participant-photos';

const FILE_FIELDS = ['photo', 'cv'] as const;
const REGISTRATION_FILE_MAX_MB = REGISTRATION_FILE_MAX_BYTES / (1024 * 1024);

/**
 * Reads the multipart registration: text fields, the photo and the CV (each kept in memory, at
 * most 5 MB). A larger file answers 413 naming its field.
 */
async function readRegistration(req: FastifyRequest) {
  const fields: Record<string, string> = {};
  let photo: UploadedFile | undefined;
  let cv: UploadedFile | undefined;
  let current = '';
  try {
    for await (const part of req.parts({
      limits: { fileSize: REGISTRATION_FILE_MAX_BYTES, files: 2, fields: 30 },
    })) {
      current = part.fieldname;
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const buffer = await part.toBuffer();
      if (!(FILE_FIELDS as readonly string[]).includes(part.fieldname))
        throw fieldError(part.fieldname, JOURNEY_MESSAGES.unexpectedFile);
      if (buffer.length === 0) continue;
      // Its name records that it arrived, for the project's required photo/CV fields.
      fields[part.fieldname] = part.filename || part.fieldname;
      const file = { buffer, filename: part.filename, mimetype: part.mimetype };
      if (part.fieldname === 'photo') photo = file;
      else cv = file;
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      // REGISTRATION_PHOTO_TOO_BIG for the photo: "photo is larger than 5 MB".
      const message = fillMessage(COMMON_MESSAGES.fileTooLarge, {
        field: current,
        mb: REGISTRATION_FILE_MAX_MB,
      });
      throw new AppError(413, message, { field: current });
    }
    throw malformedMultipart(err);
  }
  return { fields, photo, cv };
}

/** The asked language: `?lang=` or the Content-Language header; none means the default language. */
const language = (req: FastifyRequest) => {
  const asked = (req.query as { lang?: unknown } | undefined)?.lang ?? req.headers['content-language'];
  // Like any language it does not know, a value no database can hold (NUL) means the default.
  return typeof asked === 'string' && asked && !asked.includes('\u0000') ? asked.slice(0, 10) : undefined;
};

/**
 * The participant's journey: corporate context, home, completion and the participant pages'
 * texts; landing, the registration form and its lists (education levels, cities) and its photo;
 * the candidate's results. The attempt's calls are test-attempts'.
 */
export function participantJourneyRoutes(app: FastifyInstance, deps: Deps): void {
  const tag = 'test-activities';
  defineCalls(
    app,
    deps,
    { access: 'public', tag },
    {
      'test-activities/corporate-context': (b) => corporateContext(deps, b.participant_code),
      'test-activities/home': (b, ctx) => home(deps, b.participant_code, ctx.language),
      'test-activities/congrat-candidate': (b, ctx) => congratulate(deps, b.participant_code, ctx.language),
    },
  );

  textPageRoutes(app, deps, tag);

  // Landing, the registration form and its lists, and its photo.
  defineCalls(
    app,
    deps,
    { access: 'public', tag },
    {
      'test-activities/landing': (b) => landing(deps, b.participant_code, b.is_submit_code),
      'test-activities/education-level': async (b, ctx) => educationLevels(b.lang || ctx.language),
      'test-activities/cities': (b) => cityDatatable(deps, b),
    },
  );
  // The registration photo, for the back office's reviewers of the participant's tenant only.
  defineFileCall(app, deps, 'projects/participants/photo', {
    access: 'user',
    tag: 'projects',
    handler: (b, ctx) => participantPhotoFile(deps, ctx.actor!, b),
  });
  defineFileCall(app, deps, 'projects/participants/cv', {
    access: 'user',
    tag: 'projects',
    handler: (b, ctx) => participantCvFile(deps, ctx.actor!, b),
  });

  registrationRoute(app, deps, tag);

  // Completion and the candidate's own results (the PDF is test-activities/export, in exports).
  defineCalls(
    app,
    deps,
    { access: 'public', tag },
    {
      'test-activities/participants-signed': (b) => participantsSigned(deps, b.participant_code),
      'test-activities/results-verify': (b) => resultsVerify(deps, b.params),
      'test-activities/candidate': (b) => candidateResults(deps, b.participant_code, b.lang),
      // The spec gives this call only the code: the language comes from Content-Language.
      'test-activities/ability-summaries': (b, ctx) =>
        candidateAbilitySummaries(deps, b.participant_code, ctx.language),
    },
  );
}

/** The participant pages' texts and languages: plain GETs whose language is the asked one. */
function textPageRoutes(app: FastifyInstance, deps: Deps, tag: string): void {
  const getOptions = (path: keyof typeof TEST_ACTIVITY_GET_CALLS) => ({
    schema: { tags: [tag], response: { 200: envelope(TEST_ACTIVITY_GET_CALLS[path]) } },
    config: { openapi: operationDocs({ method: 'GET', path, access: 'public' }) },
  });
  app.get('/api/v1/test-activities/consensus', getOptions('test-activities/consensus'), async (req) =>
    ok(await textPage(deps, 'consensus', language(req))),
  );
  app.get(
    '/api/v1/test-activities/work-instructions',
    getOptions('test-activities/work-instructions'),
    async (req) => ok(await textPage(deps, 'work-instructions', language(req))),
  );
  app.get('/api/v1/test-activities/language', getOptions('test-activities/language'), async () =>
    ok(await participantLanguages(deps)),
  );
}

/** test-activities/submit: the multipart registration form, read, checked and registered. */
function registrationRoute(app: FastifyInstance, deps: Deps, tag: string): void {
  // The registration form is multipart (spec 7): participantCode plus the form's fields and files.
  app.post(
    '/api/v1/test-activities/submit',
    {
      schema: {
        tags: [tag],
        consumes: ['multipart/form-data'],
        response: { 200: envelope(registrationResponse) },
      },
      config: {
        openapi: operationDocs({
          method: 'POST',
          path: 'test-activities/submit',
          access: 'public',
          request: registrationForm,
          multipart: {
            lead: 'multipart/form-data: participantCode and the form fields; the photo (JPEG, PNG or WebP, checked by content) in `photo` and the CV in `cv`, each at most 5 MB.',
            files: FILE_FIELDS,
            fileRequired: false,
            maxMegabytes: REGISTRATION_FILE_MAX_BYTES / (1024 * 1024),
          },
          participantCode: true,
        }),
      },
    },
    async (req) => {
      if (!req.isMultipart()) throw new AppError(415, JOURNEY_MESSAGES.notMultipart);
      const { fields, photo, cv } = await readRegistration(req);
      const parsed = registrationForm.safeParse({
        ...fields,
        is_agree_tnc: fields.is_agree_tnc === 'true' || fields.is_agree_tnc === '1',
      });
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = issue.path.join('.');
        throw fieldError(field, validationMessage(issue as unknown as ValidationIssue));
      }
      const { participantCode } = parsed.data;
      return ok(
        await participantCall(deps, req, req.ip, participantCode, () =>
          register(deps, parsed.data, { photo, cv }),
        ),
      );
    },
  );
}
