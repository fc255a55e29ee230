import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { defineCalls } from '../../http/call-table';
import { defineCall } from '../../http/calls';
import { partnerSecret, sendPartnerEvent } from './partner.service';
import { partnerSettings, updatePartnerOrigins } from './partner-settings';
import { drawPartnerToken } from './partner-token';

export function partnerRoutes(app: FastifyInstance, deps: Deps): void {
  // Partner pages carry the participant code, the participant's credential (no sign-in).
  defineCall(app, deps, 'partner/send-event', {
    access: 'public',
    handler: (b) => sendPartnerEvent(deps, b),
  });
  // The integration of a corporate is set up by its consultant (or an admin).
  defineCalls(app, deps, ['admin', 'consultant'], {
    'partner/secret': (b, ctx) => partnerSecret(deps, ctx.actor!, b),
    'partner/settings': (b, ctx) => partnerSettings(deps, ctx.actor!, b.account_corporate_id),
    'partner/update-origins': (b, ctx) => updatePartnerOrigins(deps, ctx.actor!, b),
    'partner/token': (b, ctx) => drawPartnerToken(deps, ctx.actor!, b),
  });
}
