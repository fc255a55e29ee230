import type { AttemptContent } from '@asesa/contracts';

export type Section = AttemptContent['sections'][number];
export type Item = Section['items'][number];

/**
 * Why the page moved on from a section without the candidate finishing it here: its time ran
 * out, or it was finished in another tab or on another device. The next page says so, once.
 */
export type MovedOnNotice = 'timeUp' | 'closedElsewhere';

/** Takes the attempt as it now is, with the reason the page moved on to it (if it did). */
export type OnAttempt = (next: AttemptContent, notice?: MovedOnNotice) => void;
