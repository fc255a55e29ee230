import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  Button,
  Card,
  Flex,
  Form,
  type FormItemProps,
  type FormListFieldData,
  type FormListOperation,
  Space,
  Typography,
} from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A Form.List shown as rows of fields. Each row ends with a remove icon, and the footer (add and
 * save buttons) shows, unless the list is frozen (a submitted competence cannot change).
 */
export function FormRows({
  name,
  frozen,
  wrap,
  row,
  footer,
}: {
  name: string;
  frozen: boolean;
  /** Let a long row wrap onto a second line. */
  wrap?: boolean;
  /** The fields of one row; `n` counts from 1 and names the row's fields for screen readers. */
  row: (field: FormListFieldData, n: number) => ReactNode;
  footer: (add: FormListOperation['add'], count: number) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <Flex vertical gap={8}>
          {fields.map((field, i) => (
            <Flex key={field.key} gap={8} align="center" wrap={wrap}>
              {row(field, i + 1)}
              {!frozen && (
                <MinusCircleOutlined
                  aria-label={`${t('common.remove')} ${i + 1}`}
                  onClick={() => remove(field.name)}
                />
              )}
            </Flex>
          ))}
          {!frozen && footer(add, fields.length)}
        </Flex>
      )}
    </Form.List>
  );
}

/** A field of a row: no bottom margin, so the row stays one line high. */
export function RowItem({ style, ...props }: FormItemProps) {
  return <Form.Item style={{ marginBottom: 0, ...style }} {...props} />;
}

/** A row field's placeholder and its accessible name, which tells the rows apart ("Label 2"). */
export const rowField = (label: string, n: number) => ({ placeholder: label, 'aria-label': `${label} ${n}` });

/** The footer of a list saved on its own: add a row, save the list. */
export function AddAndSave({ addLabel, onAdd }: { addLabel: string; onAdd: () => void }) {
  const { t } = useTranslation();
  return (
    <Space>
      <Button icon={<PlusOutlined />} onClick={onAdd}>
        {addLabel}
      </Button>
      <Button type="primary" htmlType="submit">
        {t('common.save')}
      </Button>
    </Space>
  );
}

/**
 * A card holding one form whose only field is a list of rows (see FormRows), saved on its own:
 * an optional hint above, and `after` below the form (what a frozen list still shows).
 */
export function RowListCard<V extends object>({
  title,
  hint,
  formName,
  listName,
  frozen,
  initialValues,
  onFinish,
  row,
  footer,
  after,
}: {
  title: string;
  hint?: string;
  formName: string;
  listName: string;
  frozen: boolean;
  initialValues: V;
  onFinish: (values: V) => Promise<void>;
  row: (field: FormListFieldData, n: number) => ReactNode;
  footer: (add: FormListOperation['add'], count: number) => ReactNode;
  after?: ReactNode;
}) {
  return (
    <Card title={title}>
      {hint && <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>}
      <Form
        name={formName}
        layout="vertical"
        disabled={frozen}
        initialValues={initialValues}
        onFinish={onFinish}
      >
        <FormRows name={listName} frozen={frozen} row={row} footer={footer} />
      </Form>
      {after}
    </Card>
  );
}
