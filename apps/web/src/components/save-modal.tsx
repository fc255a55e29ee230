import type { Envelope } from '@asesa/contracts';
import type { QueryKey } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModalControl } from './form-modal';
import { RequestModal } from './request-modal';

/** The catalogue sections of things made and edited in one modal: each has the four texts below. */
export type SavedThing = 'jobProfiles' | 'testDimensions' | 'masterTranslations' | 'masterLanguages';

/** A modal that creates a thing or, given one, edits it. */
export interface EditModalProps<T> extends ModalControl {
  editing: T | null;
}

export interface SaveModalProps<V> extends ModalControl {
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
  queryKey,
  ...modal
}: SaveModalProps<V>) {
  const { t } = useTranslation();
  return (
    <RequestModal<V, unknown>
      {...modal}
      title={editing ? t(`${section}.editTitle`) : t(`${section}.newTitle`)}
      okText={editing ? t('common.save') : undefined}
      send={save}
      success={editing ? t(`${section}.saved`) : t(`${section}.created`)}
      refresh={queryKey}
    />
  );
}
