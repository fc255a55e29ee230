import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../test/memory-storage';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { adoptPartnerToken, withoutPartnerToken } from './token';

describe('the partner token handed to the partner pages', () => {
  it('comes from ?partner_token= and is kept for the tab; later pages without it still have it', () => {
    const store = memoryStorage();
    expect(adoptPartnerToken(new URLSearchParams('pcode=ABC&partner_token=tok-1'), store)).toBe('tok-1');
    expect(store.entries.get(STORAGE_KEYS.partnerToken)).toBe('tok-1');
    expect(adoptPartnerToken(new URLSearchParams(''), store)).toBe('tok-1');
    // A new one from the parent replaces it.
    expect(adoptPartnerToken(new URLSearchParams('partner_token=tok-2'), store)).toBe('tok-2');
  });

  it('is none when never given, and works for the page load when storage is refused', () => {
    expect(adoptPartnerToken(new URLSearchParams(''), memoryStorage())).toBeNull();
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
