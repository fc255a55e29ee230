import { z } from 'zod';

/**
 * A stored record's id as a request names it. The edge puts the field's name before each message
 * ("project_ids: must be positive"), so the messages leave it out.
 */
export const recordId = z
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .positive('must be positive');
