import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from '@asesa/contracts';

/** The contract's rule for a new password, with its message (or undefined when it passes). */
export function newPasswordProblem(password: string | undefined, oldPassword?: string): string | undefined {
  const value = password ?? '';
  if (value.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (value.length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  if (oldPassword !== undefined && oldPassword !== '' && value === oldPassword)
    return PASSWORD_MESSAGES.sameAsOld;
  return undefined;
}

/** The confirmation must repeat the new password. */
export function confirmPasswordProblem(
  password: string | undefined,
  confirmation: string | undefined,
): string | undefined {
  return (password ?? '') === (confirmation ?? '') ? undefined : PASSWORD_MESSAGES.mismatch;
}

type FieldGetter = (name: string) => unknown;
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** antd rule for the new password; `oldField` names the old-password field when the form has one. */
export function newPasswordRule(oldField?: string) {
  return ({ getFieldValue }: { getFieldValue: FieldGetter }) => ({
    validator: async (_rule: unknown, value: unknown) => {
      const problem = newPasswordProblem(text(value), oldField ? text(getFieldValue(oldField)) : undefined);
      if (problem) throw new Error(problem);
    },
  });
}

/** antd rule for the confirmation field: it must match `passwordField`. */
export function confirmPasswordRule(passwordField: string) {
  return ({ getFieldValue }: { getFieldValue: FieldGetter }) => ({
    validator: async (_rule: unknown, value: unknown) => {
      const problem = confirmPasswordProblem(text(getFieldValue(passwordField)), text(value));
      if (problem) throw new Error(problem);
    },
  });
}
