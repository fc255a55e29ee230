import { describe, expect, it } from 'vitest';
import { formatSize, hasActiveExports } from './format-size';

describe('formatSize', () => {
  it('shows bytes, kilobytes and megabytes with one decimal below ten', () => {
    expect(formatSize(null)).toBe('-');
    expect(formatSize(820)).toBe('820 B');
    expect(formatSize(14_540)).toBe('14 KB');
    expect(formatSize(5_000)).toBe('4.9 KB');
    expect(formatSize(3.1 * 1024 * 1024)).toBe('3.1 MB');
    expect(formatSize(5 * 1024 ** 4)).toBe('5120 GB');
  });
});

describe('hasActiveExports', () => {
  it('is true while any export is queued or running', () => {
    expect(hasActiveExports([{ status: 'done' }, { status: 'running' }])).toBe(true);
    expect(hasActiveExports([{ status: 'queued' }])).toBe(true);
    expect(hasActiveExports([{ status: 'done' }, { status: 'failed' }])).toBe(false);
    expect(hasActiveExports([])).toBe(false);
  });
});
