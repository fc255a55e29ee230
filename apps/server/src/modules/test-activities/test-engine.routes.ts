import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/calls';
import type { Deps } from '../../http/context';
import { participantActivity } from './activities';
import { finishSection, itemShown, lastAttempt } from './answers.service';
import { setExtraTime } from './extra-time';

/** The test engine's calls beyond mark-as-started and submission: sections, item clocks, status events, extra time. */
export function testEngineRoutes(app: FastifyInstance, deps: Deps): void {
  const tag = 'test-activities';
  defineCall(app, deps, 'test-activities/finish-section', {
    access: 'public',
    tag,
    handler: (b, ctx) => finishSection(deps, b, ctx.language),
  });
  defineCall(app, deps, 'test-activities/item-shown', {
    access: 'public',
    tag,
    handler: (b) => itemShown(deps, b),
  });
  defineCall(app, deps, 'test-activities/participant-last-attempt', {
    access: 'public',
    tag,
    handler: (b) => lastAttempt(deps, b),
  });
  defineCall(app, deps, 'test-activities/participant-activities', {
    access: 'public',
    tag,
    handler: (b) => participantActivity(deps, b),
  });
  // A back-office call: the project's consultant or collaborator grants the accommodation.
  defineCall(app, deps, 'projects/participants/extra-time', {
    access: 'user',
    handler: (b, ctx) => setExtraTime(deps, ctx.actor!, b),
  });
}
