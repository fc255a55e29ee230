import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { defineCalls } from '../../http/call-table';
import { defineFileCall } from '../../http/calls';
import { jobFitAdverseImpact } from './adverse-impact.service';
import { biasAudit, biasAuditPdf, biasAuditXlsx, biasMonitor } from './bias-audit.service';
import { analysisDetail, listAnalyses, startAnalysis } from './evidence.service';
import { previewNorms, saveNorms } from './evidence-norms.service';
import { publishParameters } from './evidence-publish.service';
import { flagItem, listItemReviews, resolveItemReview } from './evidence-reviews.service';
import { technicalManual } from './technical-manual.service';

// The evidence workbench: admins analyse across all data, consultants over their own corporates'
// participants; collaborators do not analyse instruments.
export function evidenceRoutes(app: FastifyInstance, deps: Deps): void {
  defineCalls(app, deps, ['admin', 'consultant'], {
    'evidence/analyses/new': (b, ctx) => startAnalysis(deps, ctx.actor!, b),
    'evidence/analyses': (b, ctx) => listAnalyses(deps, ctx.actor!, b),
    'evidence/analyses/detail': (b, ctx) => analysisDetail(deps, ctx.actor!, b, 'stored-text'),
    'evidence/norms/preview': (b, ctx) => previewNorms(deps, ctx.actor!, b, ctx.messageLanguage),
  });
  // Norms are the scoring blueprints' final scores, which only admins change.
  defineCalls(app, deps, ['admin'], {
    'evidence/norms/save': (b, ctx) => saveNorms(deps, ctx.actor!, b),
  });
  defineFileCall(app, deps, 'evidence/analyses/manual', {
    access: ['admin', 'consultant'],
    handler: (b, ctx) => technicalManual(deps, ctx.actor!, b),
  });
  // The fairness of a project's job-fit decisions is also the business of the corporate that makes them.
  defineCalls(app, deps, ['admin', 'consultant', 'collaborator'], {
    'evidence/adverse-impact': (b, ctx) => jobFitAdverseImpact(deps, ctx.actor!, b),
    'evidence/bias-audit': (b, ctx) => biasAudit(deps, ctx.actor!, b),
    'evidence/bias-audit/monitor': (b, ctx) => biasMonitor(deps, ctx.actor!, b),
  });
  defineFileCall(app, deps, 'evidence/bias-audit/pdf', {
    access: ['admin', 'consultant', 'collaborator'],
    handler: (b, ctx) => biasAuditPdf(ctx, b),
  });
  defineFileCall(app, deps, 'evidence/bias-audit/xlsx', {
    access: ['admin', 'consultant', 'collaborator'],
    handler: (b, ctx) => biasAuditXlsx(ctx, b),
  });
  // Published parameters change the instrument library, which only admins publish to.
  defineCalls(app, deps, ['admin'], {
    'evidence/analyses/publish-parameters': (b, ctx) => publishParameters(deps, ctx, b),
  });
  // Flagging items for review and resolving the flags is editing the library, so admins only;
  // those who analyse an instrument may read what is under review.
  defineCalls(app, deps, ['admin'], {
    'evidence/reviews/flag': (b, ctx) => flagItem(deps, ctx, b),
    'evidence/reviews/resolve': (b, ctx) => resolveItemReview(deps, ctx, b),
  });
  defineCalls(app, deps, ['admin', 'consultant'], {
    'evidence/reviews/list': (b, ctx) => listItemReviews(deps, ctx, b),
  });
}
