import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { defineCall } from '../../http/calls';
import {
  compactJobProfiles,
  createJobProfile,
  jobProfileDatatable,
  jobProfileDetail,
  removeJobProfile,
  setInstrumentOrders,
  updateJobProfile,
} from './job-profiles.service';

// Job profiles are the template library's: admins only, except the compact list that project
// creation reads.
const ADMIN = ['admin'] as const;
const tag = 'job-profiles';

export function jobProfileRoutes(app: FastifyInstance, deps: Deps): void {
  const call = { access: ADMIN, tag } as const;
  defineCall(app, deps, 'job-profiles/datatable', { ...call, handler: (b) => jobProfileDatatable(deps, b) });
  defineCall(app, deps, 'job-profiles/new', { ...call, handler: (b) => createJobProfile(deps, b) });
  defineCall(app, deps, 'job-profiles/detail', { ...call, handler: (b) => jobProfileDetail(deps, b.id) });
  defineCall(app, deps, 'job-profiles/update', { ...call, handler: (b) => updateJobProfile(deps, b) });
  defineCall(app, deps, 'job-profiles/mark-as-removed', {
    ...call,
    handler: (b) => removeJobProfile(deps, b.id),
  });
  defineCall(app, deps, 'job-profiles/instrument-orders', {
    ...call,
    handler: (b) => setInstrumentOrders(deps, b),
  });
  defineCall(app, deps, 'job-profiles/compact-list', {
    access: 'user',
    tag,
    handler: () => compactJobProfiles(deps),
  });
}
