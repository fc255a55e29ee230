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
