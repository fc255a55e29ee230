import { PASSWORD_MESSAGES, passwordChangeRequest } from '@asesa/contracts';
import { describe, expect, it } from 'vitest';
import {
  confirmPasswordProblem,
  confirmPasswordRule,
  newPasswordProblem,
  newPasswordRule,
} from './password-rules';

describe('newPasswordProblem (the contract rules, client-side)', () => {
  it.each([
    [undefined, undefined, PASSWORD_MESSAGES.tooShort],
    ['short', undefined, PASSWORD_MESSAGES.tooShort],
    ['123456789', undefined, PASSWORD_MESSAGES.tooShort],
    ['1234567890', undefined, undefined],
    ['x'.repeat(128), undefined, undefined],
    ['x'.repeat(129), undefined, PASSWORD_MESSAGES.tooLong],
    ['same-password-1', 'same-password-1', PASSWORD_MESSAGES.sameAsOld],
    ['new-password-1', 'old-password-1', undefined],
  ])('%s (old %s) → %s', (password, old, expected) => {
    expect(newPasswordProblem(password, old)).toBe(expected);
  });

  it('agrees with the server schema on the same input', () => {
    for (const [old_password, new_password, confirm_new_password] of [
      ['old-password-1', 'short', 'short'],
      ['old-password-1', 'old-password-1', 'old-password-1'],
      ['old-password-1', 'new-password-1', 'other-password'],
    ]) {
      const server = passwordChangeRequest.safeParse({ old_password, new_password, confirm_new_password });
      const client =
        newPasswordProblem(new_password, old_password) ??
        confirmPasswordProblem(new_password, confirm_new_password);
      expect(server.success).toBe(false);
      expect(server.error?.issues.map((i) => i.message)).toContain(client);
    }
  });
});

describe('confirmPasswordProblem', () => {
  it('passes only an exact repeat', () => {
    expect(confirmPasswordProblem('abcdefghij', 'abcdefghij')).toBeUndefined();
    expect(confirmPasswordProblem('abcdefghij', 'abcdefghiJ')).toBe(PASSWORD_MESSAGES.mismatch);
    expect(confirmPasswordProblem('abcdefghij', undefined)).toBe(PASSWORD_MESSAGES.mismatch);
  });
});

describe('antd rules', () => {
  const values: Record<string, unknown> = { old_password: 'old-password-1', new_password: 'new-password-1' };
  const getFieldValue = (name: string) => values[name];

  it('reject with the contract message and accept good input', async () => {
    await expect(newPasswordRule('old_password')({ getFieldValue }).validator({}, 'short')).rejects.toThrow(
      PASSWORD_MESSAGES.tooShort,
    );
    await expect(
      newPasswordRule('old_password')({ getFieldValue }).validator({}, 'old-password-1'),
    ).rejects.toThrow(PASSWORD_MESSAGES.sameAsOld);
    await expect(
      newPasswordRule()({ getFieldValue }).validator({}, 'old-password-1'),
    ).resolves.toBeUndefined();
    await expect(
      confirmPasswordRule('new_password')({ getFieldValue }).validator({}, 'nope'),
    ).rejects.toThrow(PASSWORD_MESSAGES.mismatch);
    await expect(
      confirmPasswordRule('new_password')({ getFieldValue }).validator({}, 'new-password-1'),
    ).resolves.toBeUndefined();
  });
});
