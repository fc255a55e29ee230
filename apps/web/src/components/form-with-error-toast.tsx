import { Form, type FormProps } from 'antd';
import type { ReactNode } from 'react';
import { useValidationToast } from '../lib/use-validation-toast';

/**
 * A page's form as the back office and the public pages lay it out: fields stacked (unless told
 * otherwise) and, on a validation failure, the first error shown as a toast (spec 5).
 */
export function FormWithErrorToast<Values>(
  props: Omit<FormProps<Values>, 'children'> & { children?: ReactNode },
) {
  const showValidationError = useValidationToast();
  return <Form<Values> layout="vertical" onFinishFailed={showValidationError} {...props} />;
}
