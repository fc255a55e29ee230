import { describe, expect, it } from 'vitest';
import { parsePackageFile } from './package-file';

describe('parsePackageFile', () => {
  it('accepts an Asesa package and refuses anything else', () => {
    expect(parsePackageFile('{"format":"asesa-instrument","sections":[]}').error).toBe(false);
    expect(parsePackageFile('{"format":"other"}')).toEqual({ package: null, error: true });
    expect(parsePackageFile('not json')).toEqual({ package: null, error: true });
  });
});
