import type { FastifyInstance } from 'fastify';
import { defineCalls } from '../../http/call-table';
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
