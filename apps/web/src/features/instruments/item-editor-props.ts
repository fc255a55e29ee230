import type { TestDimensionCompactItem } from '@asesa/contracts';
import type { DragEvent } from 'react';
import type { ItemDraft } from './content-model';

// What every part of the item editor is given: the item, its place and the calls that change it.

/** An InputNumber's value as a number, or null when it was cleared. */
export const num = (v: number | string | null) => (typeof v === 'number' ? v : null);

export interface ItemEditorProps {
  instrumentId: number;
  idPrefix: string;
  n: number;
  total: number;
  item: ItemDraft;
  /** Why the item is flagged for review, when it is (the mark shows it on hover). */
  reviewHint?: string;
  dimensions: TestDimensionCompactItem[];
  canRemove: boolean;
  onChange: (next: ItemDraft) => void;
  onRemove: () => void;
  onMove: (to: number) => void;
  drag: {
    onDragStart: (e: DragEvent) => void;
    onDragOver: (e: DragEvent) => void;
    onDrop: (e: DragEvent) => void;
  };
}

export type IndicatorOptions = { label: string; options: { value: string; label: string }[] }[];
