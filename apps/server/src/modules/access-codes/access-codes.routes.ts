import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { defineCalls } from '../../http/call-table';
import { defineCall, defineFileCall } from '../../http/calls';
import { accessCodeAttempts } from './access-code-throttle';
import { generateCodes, listCodes, submitCode } from './access-codes.service';
import { exportCodes } from './access-codes-export';
import { corporateBySlug } from './corporate-slug';

export function accessCodeRoutes(app: FastifyInstance, deps: Deps): void {
  defineCalls(app, deps, 'user', {
    'unique-codes/generate': (b, ctx) => generateCodes(deps, ctx.actor!, b),
    'unique-codes/list': (b, ctx) => listCodes(deps, ctx.actor!, b),
  });
  defineFileCall(app, deps, 'unique-codes/export', {
    access: 'user',
    handler: (b, ctx) => exportCodes(deps, ctx.actor!, b),
  });
  // Participant calls: the access code is the credential (spec 2.4), no sign-in.
  defineCalls(
    app,
    deps,
    { access: 'public', tag: 'test-activities' },
    {
      'test-activities/submit-code': (b, ctx) => submitCode(deps, b, ctx.ip, ctx.proofOfWork),
      'test-activities/corporate-slug': (b) => corporateBySlug(deps, b.slug),
    },
  );
  // Guessing is platform-wide (the global limit), so its review is the admins'.
  defineCall(app, deps, 'unique-codes/attempts', {
    access: ['admin'],
    handler: (b) => accessCodeAttempts(deps, b),
  });
}
