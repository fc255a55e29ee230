import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { defineCall } from '../../http/calls';
import {
  accommodationDetail,
  declineAccommodation,
  grantAccommodation,
  ownAccommodation,
  requestAccommodation,
} from './accommodations.service';

/** Accommodations: the staff's grant and decline (back office) and the participant's own view and request. */
export function accommodationRoutes(app: FastifyInstance, deps: Deps): void {
  defineCall(app, deps, 'projects/participants/accommodations/detail', {
    access: 'user',
    handler: (b, ctx) => accommodationDetail(deps, ctx.actor!, b.participant_id),
  });
  defineCall(app, deps, 'projects/participants/accommodations/grant', {
    access: 'user',
    handler: (b, ctx) => grantAccommodation(deps, ctx.actor!, b),
  });
  defineCall(app, deps, 'projects/participants/accommodations/decline', {
    access: 'user',
    handler: (b, ctx) => declineAccommodation(deps, ctx.actor!, b),
  });
  const tag = 'test-activities';
  defineCall(app, deps, 'test-activities/accommodation', {
    access: 'public',
    tag,
    handler: (b) => ownAccommodation(deps, b.participant_code),
  });
  defineCall(app, deps, 'test-activities/accommodation-request', {
    access: 'public',
    tag,
    handler: (b) => requestAccommodation(deps, b),
  });
}
