import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/calls';
import type { Deps } from '../../http/context';
import { partnerSecret, sendPartnerEvent } from './partner.service';

export function partnerRoutes(app: FastifyInstance, deps: Deps): void {
  // Partner pages carry the participant code, the participant's credential (no sign-in).
  defineCall(app, deps, 'partner/send-event', {
    access: 'public',
    handler: (b) => sendPartnerEvent(deps, b),
  });
  defineCall(app, deps, 'partner/secret', {
    access: ['admin', 'consultant'],
    handler: (b, ctx) => partnerSecret(deps, ctx.actor!, b),
  });
}
