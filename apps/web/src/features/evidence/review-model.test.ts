import type { ItemReviewRow } from '@asesa/contracts';
import { describe, expect, it } from 'vitest';
import { byItemLabel, openByItem, proposedReason } from './review-model';

const row = (over: Partial<ItemReviewRow>): ItemReviewRow => ({
  id: 1,
  instrument_id: 1,
  item_id: 'i1',
  item_label: 'Q1',
  item_stem: '',
  analysis_id: null,
  instrument_version: 1,
  reason: 'other',
  note: 'n',
  status: 'open',
  resolution: null,
  resolution_note: null,
  flagged_by_name: 'Ayu',
  flagged_at: '2026-11-27T10:00:00.000Z',
  resolved_by_name: null,
  resolved_at: null,
  ...over,
});

describe('proposedReason', () => {
  it("proposes the item's most pressing engine flag", () => {
    expect(proposedReason(['too-easy', 'misfit'])).toBe('misfit');
    expect(proposedReason(['low-discrimination', 'negative-discrimination'])).toBe('negative-discrimination');
    expect(proposedReason(['too-hard'])).toBe('too-hard');
  });

  it("proposes 'other' for an item without flags", () => {
    expect(proposedReason([])).toBe('other');
  });
});

describe('openByItem', () => {
  it('keeps the open flags only, by item id', () => {
    const map = openByItem([
      row({ id: 1, item_id: 'a' }),
      row({ id: 2, item_id: 'b', status: 'resolved', resolution: 'kept' }),
    ]);
    expect([...map.keys()]).toEqual(['a']);
    expect(map.get('a')?.id).toBe(1);
    expect(openByItem(undefined).size).toBe(0);
  });
});

describe('byItemLabel', () => {
  it('sorts Q2 before Q10 and removed items last', () => {
    const rows = [row({ item_label: 'Q10' }), row({ item_label: null }), row({ item_label: 'Q2' })];
    expect(rows.sort(byItemLabel).map((r) => r.item_label)).toEqual(['Q2', 'Q10', null]);
  });
});
