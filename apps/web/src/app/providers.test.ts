import { describe, expect, it } from 'vitest';
import { appTheme } from './providers';

describe('the back office theme', () => {
  it('drops antd motion for people who prefer reduced motion, and keeps it otherwise', () => {
    expect(appTheme(true).token).toMatchObject({ motion: false, colorPrimary: '#1d4f91' });
    expect(appTheme(false).token).not.toHaveProperty('motion');
  });
});
