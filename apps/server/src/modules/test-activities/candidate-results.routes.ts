import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/calls';
import type { Deps } from '../../http/context';
import {
  candidateAbilitySummaries,
  candidateResults,
  participantsSigned,
  resultsVerify,
} from './candidate-results.service';

/** Completion and the candidate's own results (the PDF is test-activities/export, in exports). */
export function candidateResultRoutes(app: FastifyInstance, deps: Deps): void {
  const tag = 'test-activities';
  defineCall(app, deps, 'test-activities/participants-signed', {
    access: 'public',
    tag,
    handler: (b) => participantsSigned(deps, b.participant_code),
  });
  defineCall(app, deps, 'test-activities/results-verify', {
    access: 'public',
    tag,
    handler: (b) => resultsVerify(deps, b.params),
  });
  defineCall(app, deps, 'test-activities/candidate', {
    access: 'public',
    tag,
    handler: (b) => candidateResults(deps, b.participant_code, b.lang),
  });
  // The spec gives this call only the code: the language comes from Content-Language.
  defineCall(app, deps, 'test-activities/ability-summaries', {
    access: 'public',
    tag,
    handler: (b, ctx) => candidateAbilitySummaries(deps, b.participant_code, ctx.language),
  });
}
