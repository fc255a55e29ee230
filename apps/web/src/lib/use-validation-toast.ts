import { App } from 'antd';
import { firstValidationError } from './form';

/**
 * A form's onFinishFailed: spec 5 shows the first validation error as an error toast, so every
 * form that follows the rule hands antd this one handler.
 */
export function useValidationToast(): (info: Parameters<typeof firstValidationError>[0]) => void {
  const { message } = App.useApp();
  return (info) => {
    const first = firstValidationError(info);
    if (first) message.error(first);
  };
}
