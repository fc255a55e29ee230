import type { AttemptContent } from '@asesa/contracts';

export type Section = AttemptContent['sections'][number];
export type Item = Section['items'][number];
