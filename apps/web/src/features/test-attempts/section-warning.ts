import { TIME_WARNING_SECONDS } from '../participant-journey/constants';

/** How long the one-minute warning stays up: from 01:00 down to 00:51. */
export const TIME_WARNING_SHOWN_SECONDS = 10;

/**
 * Whether the section's "one minute left" warning shows with `remaining` seconds on its clock
 * (null: untimed). It follows the clock rather than being set once and kept, so it is only ever
 * shown while it is true: a page still open at 00:16, or opened or reloaded with less than that
 * left, never says "one minute". The red timer goes on saying that time is short.
 */
export function showsOneMinuteWarning(remaining: number | null): boolean {
  return (
    remaining !== null &&
    remaining <= TIME_WARNING_SECONDS &&
    remaining > TIME_WARNING_SECONDS - TIME_WARNING_SHOWN_SECONDS
  );
}
