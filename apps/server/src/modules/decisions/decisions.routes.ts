import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { defineCalls } from '../../http/call-table';
import { defineCall, defineFileCall, defineGetCall } from '../../http/calls';
import { nowIso } from '../../lib/clock';
import { renderExplanationPdf } from './decision-explanation.pdf';
import { contestDecision, decisionExplanation, explanationLink } from './decision-explanation.service';
import { decisionLogExport } from './decision-log-export';
import { publishedSigningKey } from './decision-signing';
import { decisionHistory, recordDecision } from './decisions.service';

export function decisionRoutes(app: FastifyInstance, deps: Deps): void {
  // Reviewers: whoever may see the candidate's project (consultant, collaborator, admin).
  defineCalls(app, deps, 'user', {
    'decisions/record': (b, ctx) => recordDecision(deps, ctx.actor!, b),
    'decisions/history': (b, ctx) => decisionHistory(deps, ctx.actor!, b.participant_id),
  });
  defineFileCall(app, deps, 'decisions/log-export', {
    access: 'user',
    handler: (b, ctx) => decisionLogExport(deps, ctx.actor!, b.project_id),
  });
  // Public: whoever checks an archive needs the key without an account.
  defineGetCall(app, deps, 'decisions/signing-key', {
    access: 'public',
    handler: async () => publishedSigningKey(deps.env),
  });

  // The candidate's side: the link on their finish page, the explanation, its PDF, contesting.
  const tag = 'test-activities';
  defineCalls(
    app,
    deps,
    { access: 'public', tag },
    {
      'test-activities/decision-explanation-link': (b) => explanationLink(deps, b.participant_code),
      'test-activities/decision-explanation': (b) => decisionExplanation(deps, b.token, b.lang),
    },
  );
  defineFileCall(app, deps, 'test-activities/decision-explanation-pdf', {
    access: 'public',
    tag,
    handler: async (b) => {
      const explanation = await decisionExplanation(deps, b.token, b.lang);
      const body = await renderExplanationPdf(explanation, {
        generatedAt: nowIso(),
        productName: deps.env.PRODUCT_NAME,
      });
      const name = explanation.language === 'id' ? 'penjelasan-keputusan' : 'decision-explanation';
      return { fileName: `${name}.pdf`, contentType: 'application/pdf', body };
    },
  });
  defineCall(app, deps, 'test-activities/decision-contest', {
    access: 'public',
    tag,
    handler: (b) => contestDecision(deps, b),
  });
}
