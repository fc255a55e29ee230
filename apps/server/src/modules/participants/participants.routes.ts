import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/calls';
import type { Deps } from '../../http/context';
import { participantCharts } from './participant-charts.service';
import { abilitySummaries, participantResults } from './participant-results.service';
import {
  addShortlisted,
  filterCities,
  participantDatatable,
  participantOverview,
  toggleShortlist,
  toggleStar,
} from './participants.service';
import { recalculateProgress, recalculateProject } from './recalculate.service';

/** projects/participants/*: the back office's view of a project's participants and their results. */
export function participantRoutes(app: FastifyInstance, deps: Deps): void {
  defineCall(app, deps, 'projects/participants/overview', {
    access: 'user',
    handler: (b, ctx) => participantOverview(deps, ctx.actor!, b.project_id),
  });
  defineCall(app, deps, 'projects/participants/datatable', {
    access: 'user',
    handler: (b, ctx) => participantDatatable(deps, ctx.actor!, b),
  });
  defineCall(app, deps, 'projects/participants/filter-city', {
    access: 'user',
    handler: (b, ctx) => filterCities(deps, ctx.actor!, b),
  });
  defineCall(app, deps, 'projects/participants/star-toggle', {
    access: 'user',
    handler: (b, ctx) => toggleStar(deps, ctx.actor!, b.participant_id),
  });
  defineCall(app, deps, 'projects/participants/shortlist-toggle', {
    access: 'user',
    handler: (b, ctx) => toggleShortlist(deps, ctx.actor!, b.participant_id),
  });
  defineCall(app, deps, 'projects/participants/add-shortlisted', {
    access: 'user',
    handler: (b, ctx) => addShortlisted(deps, ctx.actor!, b),
  });
  defineCall(app, deps, 'projects/participants/results', {
    access: 'user',
    handler: (b, ctx) => participantResults(deps, ctx.actor!, b.participant_id),
  });
  defineCall(app, deps, 'projects/participants/ability-summaries', {
    access: 'user',
    handler: (b, ctx) => abilitySummaries(deps, ctx.actor!, b.participant_id),
  });
  defineCall(app, deps, 'projects/participants/charts', {
    access: 'user',
    handler: (b, ctx) => participantCharts(deps, ctx.actor!, b.project_id),
  });
  // Rescoring is the consultant's (or admin's) decision, not the client's.
  defineCall(app, deps, 'projects/participants/recalculate', {
    access: ['admin', 'consultant'],
    handler: (b, ctx) => recalculateProject(deps, ctx.actor!, b.project_id),
  });
  defineCall(app, deps, 'projects/participants/recalculate-progress', {
    access: 'user',
    handler: (b, ctx) => recalculateProgress(deps, ctx.actor!, b.project_id),
  });
}
