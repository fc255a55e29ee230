import type { Envelope } from '@asesa/contracts';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { App, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerError } from '../lib/form';
import { FormModal } from './form-modal';

/** The catalogue sections of things made and edited in one modal: each has the four texts below. */
export type SavedThing = 'jobProfiles' | 'testDimensions' | 'masterTranslations' | 'masterLanguages';

export interface SaveModalProps<V> {
  open: boolean;
  /** Accessible name of the form. */
  name: string;
  /** Where the modal's title and success texts are: `{section}.newTitle`, `.editTitle`, `.created`, `.saved`. */
  section: SavedThing;
  /** Editing one that exists (Save) rather than creating one (Create). */
  editing: boolean;
  initialValues: Partial<V>;
  /** Sends the form to the server. */
  save: (values: V) => Promise<Envelope<unknown>>;
  /** A refusal the form shows beyond the field the server named (e.g. a translation's). */
  onRefused?: (form: FormInstance<V>, env: Envelope<unknown>) => void;
  /** The lists to refetch once saved. */
  queryKey: QueryKey;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal that creates or edits one thing: the server's refusal shown on its field, the success
 * toast and the refreshed list are the same for every such thing.
 */
export function SaveModal<V extends object>({
  section,
  editing,
  save,
  onRefused,
  queryKey,
  children,
  ...modal
}: SaveModalProps<V>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return (
    <FormModal<V>
      {...modal}
      title={editing ? t(`${section}.editTitle`) : t(`${section}.newTitle`)}
      okText={editing ? t('common.save') : undefined}
      onSubmit={async (values, form) => {
        const env = await save(values);
        if (!applyServerError(form, env)) {
          onRefused?.(form, env);
          return false;
        }
        message.success(editing ? t(`${section}.saved`) : t(`${section}.created`));
        await queryClient.invalidateQueries({ queryKey });
        return true;
      }}
    >
      {children}
    </FormModal>
  );
}
