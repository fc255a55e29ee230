import { describe, expect, it } from 'vitest';
import { selectionSummary } from './selection-summary';

const t = (key: string, values: Record<string, unknown>) => `${key} ${JSON.stringify(values)}`;

describe('selectionSummary', () => {
  it('says how many were done when nothing was skipped', () => {
    expect(selectionSummary({ done: [1, 2], skipped: [] }, t)).toEqual({
      title: 'invitations.doneSummary {"done":2}',
      detail: '',
    });
  });

  it('groups the skipped participants by reason', () => {
    const s = selectionSummary(
      {
        done: [1],
        skipped: [
          { id: 2, reason: 'already completed' },
          { id: 3, reason: 'already revoked' },
          { id: 4, reason: 'already completed' },
        ],
      },
      t,
    );
    expect(s.detail).toBe(
      'invitations.skippedSummary {"count":3,"reasons":"already completed (2), already revoked (1)"}',
    );
  });
});
