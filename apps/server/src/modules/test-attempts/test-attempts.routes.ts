import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { defineCalls } from '../../http/call-table';
import { defineCall } from '../../http/calls';
import { participantActivity } from './participant-activities.service';
import { participantCodeAttempts } from './participant-code-throttle';
import { endTheBreak, takeBreak } from './section-breaks';
import {
  finishSection,
  instrument,
  itemShown,
  lastAttempt,
  markAsStarted,
  saveSubmission,
} from './test-attempts.service';

/**
 * The attempt (the test engine): its content, mark-as-started, answer saves, sections, item
 * clocks, the last attempt and status events (accommodations are their own feature's).
 */
export function testAttemptRoutes(app: FastifyInstance, deps: Deps): void {
  // The participant codes tried, for the admins' security page (guessing is platform-wide).
  defineCall(app, deps, 'auth/participant-code-attempts', {
    access: ['admin'],
    handler: (b) => participantCodeAttempts(deps, b),
  });
  const tag = 'test-activities';
  defineCalls(
    app,
    deps,
    { access: 'public', tag },
    {
      'test-activities/instrument': (b, ctx) =>
        instrument(deps, b.participant_code, b.attempt_id, ctx.language),
      'test-activities/mark-as-started': (b, ctx) =>
        markAsStarted(deps, b.participant_code, b.submission_id, ctx.language),
      'test-activities/submission': (b) => saveSubmission(deps, b),
    },
  );
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
  // An accommodation's breaks: the running timed section's clock stands still (section-breaks.ts).
  defineCall(app, deps, 'test-activities/break-start', {
    access: 'public',
    tag,
    handler: (b, ctx) => takeBreak(deps, b, ctx.language),
  });
  defineCall(app, deps, 'test-activities/break-end', {
    access: 'public',
    tag,
    handler: (b, ctx) => endTheBreak(deps, b, ctx.language),
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
}
