import type { FastifyInstance } from 'fastify';
import { defineCall, defineFileCall } from '../../http/calls';
import type { Deps } from '../../http/context';
import { accessCodeAttempts } from './access-code-throttle';
import { corporateBySlug } from './corporate-slug';
import { exportCodes, generateCodes, listCodes, submitCode } from './unique-codes.service';

export function uniqueCodeRoutes(app: FastifyInstance, deps: Deps): void {
  defineCall(app, deps, 'unique-codes/generate', {
    access: 'user',
    handler: (b, ctx) => generateCodes(deps, ctx.actor!, b),
  });
  defineCall(app, deps, 'unique-codes/list', {
    access: 'user',
    handler: (b, ctx) => listCodes(deps, ctx.actor!, b),
  });
  defineFileCall(app, deps, 'unique-codes/export', {
    access: 'user',
    handler: (b, ctx) => exportCodes(deps, ctx.actor!, b),
  });
  // A participant call: the access code is the credential (spec 2.4), no sign-in.
  defineCall(app, deps, 'test-activities/submit-code', {
    access: 'public',
    tag: 'test-activities',
    handler: (b, ctx) => submitCode(deps, b, ctx.ip),
  });
  // Guessing is platform-wide (the global limit), so its review is the admins'.
  defineCall(app, deps, 'unique-codes/attempts', {
    access: ['admin'],
    handler: (b) => accessCodeAttempts(deps, b),
  });
  defineCall(app, deps, 'test-activities/corporate-slug', {
    access: 'public',
    tag: 'test-activities',
    handler: (b) => corporateBySlug(deps, b.slug),
  });
}
