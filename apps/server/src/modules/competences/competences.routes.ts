import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { defineCall } from '../../http/calls';
import {
  checkColours,
  compactCompetences,
  competenceDatatable,
  competenceDetail,
  createCompetence,
  duplicateCompetence,
  removeCompetence,
  setCompetenceTranslations,
  setDimensionScorings,
  setDimensions,
  submitCompetence,
  updateCompetence,
} from './competences.service';

// The competence library is the template library's: admins only, except the compact list that
// project creation reads.
const ADMIN = ['admin'] as const;
const tag = 'competences';

export function competenceRoutes(app: FastifyInstance, deps: Deps): void {
  const call = { access: ADMIN, tag } as const;
  defineCall(app, deps, 'competences/datatable', { ...call, handler: (b) => competenceDatatable(deps, b) });
  defineCall(app, deps, 'competences/new', { ...call, handler: (b) => createCompetence(deps, b) });
  defineCall(app, deps, 'competences/detail', { ...call, handler: (b) => competenceDetail(deps, b.id) });
  defineCall(app, deps, 'competences/update', { ...call, handler: (b) => updateCompetence(deps, b) });
  defineCall(app, deps, 'competences/submit', { ...call, handler: (b) => submitCompetence(deps, b.id) });
  defineCall(app, deps, 'competences/mark-as-removed', {
    ...call,
    handler: (b) => removeCompetence(deps, b.id),
  });
  defineCall(app, deps, 'competences/duplicate', { ...call, handler: (b) => duplicateCompetence(deps, b) });
  defineCall(app, deps, 'competences/dimensions', { ...call, handler: (b) => setDimensions(deps, b) });
  defineCall(app, deps, 'competences/dimension-scorings', {
    ...call,
    handler: (b) => setDimensionScorings(deps, b),
  });
  defineCall(app, deps, 'competences/translations', {
    ...call,
    handler: (b) => setCompetenceTranslations(deps, b),
  });
  defineCall(app, deps, 'competences/colour-check', { ...call, handler: (b) => checkColours(deps, b) });
  defineCall(app, deps, 'competences/compact-list', {
    access: 'user',
    tag,
    handler: () => compactCompetences(deps),
  });
}
