import type { ModuleManifest } from '../module-manifest';
import { participantCodeThrottles } from './participant-code-throttle';
import { plainSaveAnswer, plainSaveBody } from './plain-save';
import { testAttemptRoutes } from './test-attempts.routes';

/**
 * A participant's attempts: answers and timing (with the accommodation in force). Its
 * test-activities/ calls are under the participant journey's rule.
 */
export const testAttemptsModule: ModuleManifest = {
  name: 'test-attempts',
  routes: testAttemptRoutes,
  throttles: participantCodeThrottles,
  plainCalls: [{ path: 'test-activities/submission', body: plainSaveBody, answer: plainSaveAnswer }],
};
