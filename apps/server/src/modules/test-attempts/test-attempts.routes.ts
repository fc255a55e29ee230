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
  defineCalls(
    app,
    deps,
    { access: 'public', tag: 'test-activities' },
    {
      'test-activities/instrument': (b, ctx) =>
        instrument(deps, b.participant_code, b.attempt_id, ctx.language),
      'test-activities/mark-as-started': (b, ctx) =>
        markAsStarted(deps, b.participant_code, b.submission_id, ctx.language),
      'test-activities/submission': (b) => saveSubmission(deps, b),
      'test-activities/finish-section': (b, ctx) => finishSection(deps, b, ctx.language),
      'test-activities/item-shown': (b) => itemShown(deps, b),
      // An accommodation's breaks: the running timed section's clock stands still (section-breaks.ts).
      'test-activities/break-start': (b, ctx) => takeBreak(deps, b, ctx.language),
      'test-activities/break-end': (b, ctx) => endTheBreak(deps, b, ctx.language),
      'test-activities/participant-last-attempt': (b) => lastAttempt(deps, b),
      'test-activities/participant-activities': (b) => participantActivity(deps, b),
    },
  );
}
