import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { defineCalls } from '../../http/call-table';
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

/** projects/participants/*: the back office's view of a project's participants and their results. */
export function participantRoutes(app: FastifyInstance, deps: Deps): void {
  defineCalls(app, deps, 'user', {
    'projects/participants/overview': (b, ctx) => participantOverview(deps, ctx.actor!, b.project_id),
    'projects/participants/datatable': (b, ctx) => participantDatatable(deps, ctx.actor!, b, ctx.language),
    'projects/participants/filter-city': (b, ctx) => filterCities(deps, ctx.actor!, b),
    'projects/participants/star-toggle': (b, ctx) => toggleStar(deps, ctx.actor!, b.participant_id),
    'projects/participants/shortlist-toggle': (b, ctx) => toggleShortlist(deps, ctx.actor!, b.participant_id),
    'projects/participants/add-shortlisted': (b, ctx) => addShortlisted(deps, ctx.actor!, b),
    'projects/participants/results': (b, ctx) =>
      participantResults(deps, ctx.actor!, b.participant_id, ctx.language),
    'projects/participants/ability-summaries': (b, ctx) =>
      abilitySummaries(deps, ctx.actor!, b.participant_id, ctx.language),
    'projects/participants/charts': (b, ctx) => participantCharts(deps, ctx.actor!, b.project_id),
  });
}
