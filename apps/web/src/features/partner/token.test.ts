import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { adoptPartnerToken, withoutPartnerToken } from './token';

function memory() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
}

describe('the partner token handed to the partner pages', () => {
  it('comes from ?partner_token= and is kept for the tab; later pages without it still have it', () => {
    const store = memory();
    expect(adoptPartnerToken(new URLSearchParams('pcode=ABC&partner_token=tok-1'), store)).toBe('tok-1');
    expect(store.map.get(STORAGE_KEYS.partnerToken)).toBe('tok-1');
    expect(adoptPartnerToken(new URLSearchParams(''), store)).toBe('tok-1');
    // A new one from the parent replaces it.
    expect(adoptPartnerToken(new URLSearchParams('partner_token=tok-2'), store)).toBe('tok-2');
  });

  it('is none when never given, and works for the page load when storage is refused', () => {
    expect(adoptPartnerToken(new URLSearchParams(''), memory())).toBeNull();
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(adoptPartnerToken(new URLSearchParams('partner_token=tok-3'), refusing)).toBe('tok-3');
    expect(adoptPartnerToken(new URLSearchParams(''), refusing)).toBeNull();
  });

  it('leaves the address, keeping the other parameters', () => {
    expect(withoutPartnerToken(new URLSearchParams('submission=7&partner_token=tok'))?.toString()).toBe(
      'submission=7',
    );
    expect(withoutPartnerToken(new URLSearchParams('submission=7'))).toBeNull();
  });
});
