import { Form, type FormInstance, Modal } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useValidationToast } from '../lib/use-validation-toast';

/** Whether a modal shows and how it closes: what the page that opens it holds. */
export interface ModalControl {
  open: boolean;
  onClose: () => void;
}

export interface FormModalProps<V> extends ModalControl {
  title: ReactNode;
  okText?: ReactNode;
  /** Accessible name of the form. */
  name: string;
  initialValues?: Partial<V>;
  /** Resolves to true when the modal may close. */
  onSubmit: (values: V, form: FormInstance<V>) => Promise<boolean>;
  children: ReactNode;
}

/** A modal holding one form; a validation failure shows the first error as a toast (spec 5). */
export function FormModal<V extends object>({
  open,
  title,
  okText,
  name,
  initialValues,
  onClose,
  onSubmit,
  children,
}: FormModalProps<V>) {
  const { t } = useTranslation();
  const showValidationError = useValidationToast();
  const [form] = Form.useForm<V>();
  const [busy, setBusy] = useState(false);

  return (
    <Modal
      open={open}
      title={title}
      okText={okText ?? t('common.create')}
      cancelText={t('common.cancel')}
      okButtonProps={{ htmlType: 'submit' }}
      confirmLoading={busy}
      onCancel={onClose}
      destroyOnHidden
      modalRender={(dom) => (
        <Form<V>
          form={form}
          name={name}
          layout="vertical"
          clearOnDestroy
          initialValues={initialValues}
          disabled={busy}
          onFinish={async (values) => {
            setBusy(true);
            try {
              if (await onSubmit(values, form)) onClose();
            } finally {
              setBusy(false);
            }
          }}
          onFinishFailed={showValidationError}
        >
          {dom}
        </Form>
      )}
    >
      {children}
    </Modal>
  );
}
