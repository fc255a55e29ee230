import type { ModuleManifest } from '../module-manifest';
import { participantCodeThrottles } from './participant-code-throttle';
import { testAttemptRoutes } from './test-attempts.routes';

/**
 * A participant's attempts: answers, timing and extra time. Its test-activities/ calls are under
 * the participant journey's rule, its projects/ calls under the projects module's.
 */
export const testAttemptsModule: ModuleManifest = {
  name: 'test-attempts',
  routes: testAttemptRoutes,
  throttles: participantCodeThrottles,
  audit: {
    // projects/participants/extra-time reads the grant, and sets it when given a percentage.
    changesWhen: {
      'projects/participants/extra-time': (body) =>
        (body as { extra_time_percent?: unknown })?.extra_time_percent !== undefined,
    },
  },
};
