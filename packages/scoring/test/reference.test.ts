import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FIXTURE_DIR, readCsv, SHARED_DIR } from './reference-data';

describe('reference data', () => {
  it.each([
    'EXPECTED.md',
    'lsat7.csv',
    'bfi.csv',
  ])('fixture copy of %s matches the shared original', (name) => {
    const fixture = readFileSync(fileURLToPath(new URL(name, FIXTURE_DIR)), 'utf8');
    const shared = fileURLToPath(new URL(name, SHARED_DIR));
    if (existsSync(shared)) expect(fixture).toBe(readFileSync(shared, 'utf8'));
    expect(fixture.length).toBeGreaterThan(100);
  });

  it('has the documented shapes', () => {
    const lsat = readCsv('lsat7.csv');
    expect(lsat.header).toEqual(['Item.1', 'Item.2', 'Item.3', 'Item.4', 'Item.5']);
    expect(lsat.rows).toHaveLength(1000);
    const bfi = readCsv('bfi.csv');
    expect(bfi.rows).toHaveLength(2800);
    expect(bfi.header.slice(0, 25)).toHaveLength(25);
  });
});
