import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { Envelope } from '@asesa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Form, type FormInstance, Popconfirm } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../components/data-table';
import { FormModal } from '../../components/form-modal';
import { applyServerError } from '../../lib/form';
import { fetchPartPage, type PartKey, removePart, SCORING_KEY, savePart } from './queries';

export interface PartTableProps<Row extends { id: number }, V extends object> {
  part: PartKey;
  blueprintId: number;
  title: string;
  columns: DataColumn<Row>[];
  /** The form's fields (inside the modal's antd Form). */
  fields: (form: FormInstance<V>) => ReactNode;
  /** Form values of a row being edited, and defaults for a new one. */
  toForm: (row: Row | null) => object;
  /** The call body from the form values; a string is an error to show instead of saving. */
  toBody: (values: V) => object | string;
  width?: number;
}

/** One blueprint part: its datatable with add, edit and remove, and the modal form that saves it. */
export function PartTable<Row extends { id: number }, V extends object>({
  part,
  blueprintId,
  title,
  columns,
  fields,
  toForm,
  toBody,
}: PartTableProps<Row, V>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Row | null | undefined>(undefined);

  const refresh = () => queryClient.invalidateQueries({ queryKey: SCORING_KEY });

  const actions: DataColumn<Row> = {
    title: t('common.actions'),
    key: 'actions',
    width: 120,
    render: (_v, row) => (
      <Flex gap={4}>
        <Button
          size="small"
          icon={<EditOutlined aria-hidden />}
          aria-label={`${t('scoring.edit')} ${row.id}`}
          onClick={() => setEditing(row)}
        />
        <Popconfirm
          title={t('scoring.removeConfirm')}
          okText={t('common.remove')}
          cancelText={t('common.cancel')}
          onConfirm={async () => {
            const env = await removePart(part, row.id);
            if (env.code === 200) {
              message.success(t('scoring.removed'));
              await refresh();
            }
          }}
        >
          <Button
            size="small"
            danger
            icon={<DeleteOutlined aria-hidden />}
            aria-label={`${t('common.remove')} ${row.id}`}
          />
        </Popconfirm>
      </Flex>
    ),
  };

  return (
    <>
      <DataTable<Row>
        label={title}
        urlPrefix={part}
        queryKey={[...SCORING_KEY, part, blueprintId]}
        fetchPage={fetchPartPage<Row>(part, blueprintId)}
        columns={[...columns, actions]}
        rowKey="id"
        toolbar={
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing(null)}>
            {t('scoring.add')}
          </Button>
        }
      />
      {editing !== undefined ? (
        <FormModal<V>
          open
          name={`${part}-form`}
          title={`${editing ? t('scoring.edit') : t('scoring.add')}: ${title}`}
          okText={editing ? t('common.save') : t('common.create')}
          initialValues={toForm(editing) as Partial<V>}
          onClose={() => setEditing(undefined)}
          onSubmit={async (values, form) => {
            const body = toBody(values);
            if (typeof body === 'string') {
              message.error(body);
              return false;
            }
            const env = (await savePart(part, blueprintId, editing?.id ?? null, body)) as Envelope<unknown>;
            if (!applyServerError(form, env)) return false;
            message.success(t('common.saved'));
            await refresh();
            return true;
          }}
        >
          <PartFields<V> fields={fields} />
        </FormModal>
      ) : null}
    </>
  );
}

function PartFields<V extends object>({ fields }: { fields: (form: FormInstance<V>) => ReactNode }) {
  const form = Form.useFormInstance<V>();
  return <>{fields(form)}</>;
}
