import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { defineCall } from '../../http/calls';
import {
  compactDimensions,
  createDimension,
  dimensionDatatable,
  dimensionDetail,
  removeDimension,
  updateDimension,
} from './test-dimensions.service';

const ADMIN = ['admin'] as const;

/** The template library's dimensions and their indicators: admin only. */
export function testDimensionRoutes(app: FastifyInstance, deps: Deps): void {
  defineCall(app, deps, 'test-dimensions/compact-list', {
    access: ADMIN,
    handler: () => compactDimensions(deps),
  });
  defineCall(app, deps, 'test-dimensions/datatable', {
    access: ADMIN,
    handler: (b) => dimensionDatatable(deps, b),
  });
  defineCall(app, deps, 'test-dimensions/new', { access: ADMIN, handler: (b) => createDimension(deps, b) });
  defineCall(app, deps, 'test-dimensions/detail', {
    access: ADMIN,
    handler: (b) => dimensionDetail(deps, b.id),
  });
  defineCall(app, deps, 'test-dimensions/update', {
    access: ADMIN,
    handler: (b) => updateDimension(deps, b),
  });
  defineCall(app, deps, 'test-dimensions/mark-as-removed', {
    access: ADMIN,
    handler: (b) => removeDimension(deps, b.id),
  });
}
