import type { Envelope } from '@asesa/contracts';
import type { FormInstance } from 'antd';

interface ValidateErrorLike {
  errorFields: { name: (string | number)[]; errors: string[] }[];
}

/** Spec 5: on a form validation failure the first error message is shown (as an error toast). */
export function firstValidationError(info: ValidateErrorLike): string | undefined {
  for (const field of info.errorFields) {
    if (field.errors.length > 0) return field.errors[0];
  }
  return undefined;
}

/**
 * Puts the server's validation message under the field it names (the toast was already shown by
 * the api client). Returns true when the answer was a success.
 */
export function applyServerError(form: FormInstance, env: Envelope<unknown>): boolean {
  if (env.code === 200) return true;
  const field = env.error?.field;
  if (field && Object.hasOwn(form.getFieldsValue(), field)) {
    form.setFields([{ name: field, errors: [env.error?.message ?? ''] }]);
  }
  return false;
}

/** The part of a Zod schema a form rule needs (kept structural so the web does not import zod itself). */
export interface ParsableSchema {
  safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } };
}

/**
 * An antd rule that checks a field with the contract's own schema, so the form shows the very
 * message the server would answer. An empty field is checked as '' (antd leaves it undefined).
 */
export function contractRule(schema: ParsableSchema) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      const result = schema.safeParse(value === undefined || value === null ? '' : value);
      if (!result.success) throw new Error(result.error?.issues[0]?.message ?? 'Invalid value');
    },
  };
}

/** Like `contractRule`, for a number field: an empty field is checked as undefined (not ''). */
export function contractNumberRule(schema: ParsableSchema) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      const result = schema.safeParse(value === null ? undefined : value);
      if (!result.success) throw new Error(result.error?.issues[0]?.message ?? 'Invalid value');
    },
  };
}
