import type { Envelope } from '@asesa/contracts';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { App, type FormInstance } from 'antd';
import { applyServerError } from '../lib/form';
import { FormModal, type FormModalProps } from './form-modal';

export interface RequestModalProps<V, D> extends Omit<FormModalProps<V>, 'onSubmit'> {
  /** Sends the form to the server; null when it cannot be sent yet (the modal then stays open). */
  send: (values: V) => Promise<Envelope<D>> | null;
  /** The toast once the server accepted the form, from what it answered. */
  success: string | ((data: D) => string);
  /** The lists to refetch once accepted. */
  refresh?: QueryKey;
  /** What follows an accepted form, after the toast and the refetch: e.g. opening what was made. */
  onAccepted?: (data: D) => unknown;
  /** A refusal the form shows beyond the field the server named (e.g. a translation's). */
  onRefused?: (form: FormInstance<V>, env: Envelope<D>) => void;
}

/**
 * A modal whose form is one request to the server: a refusal is shown on the field it names and
 * keeps the modal open; an acceptance shows its toast, refetches the lists and closes the modal.
 */
export function RequestModal<V extends object, D>({
  send,
  success,
  refresh,
  onAccepted,
  onRefused,
  ...modal
}: RequestModalProps<V, D>) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return (
    <FormModal<V>
      {...modal}
      onSubmit={async (values, form) => {
        const sending = send(values);
        if (!sending) return false;
        const env = await sending;
        if (!applyServerError(form, env)) {
          onRefused?.(form, env);
          return false;
        }
        // Every call answers what it saved; without it there is nothing to show or open.
        if (env.data === null) return false;
        message.success(typeof success === 'string' ? success : success(env.data));
        if (refresh) await queryClient.invalidateQueries({ queryKey: refresh });
        await onAccepted?.(env.data);
        return true;
      }}
    />
  );
}
