import { type CorporateNewRequest, DEFAULT_HEADER_COLOUR, SLUG_PATTERN } from '@asesa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, ColorPicker, Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../components/form-modal';
import { api } from '../../lib/api';
import { applyServerError } from '../../lib/form';
import { CORPORATES_KEY } from './queries';

/** 'New corporate account' (accounts/corporates/new). */
export function NewCorporateModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();

  return (
    <FormModal<CorporateNewRequest>
      open={open}
      name="new-corporate"
      title={t('corporates.newTitle')}
      onClose={onClose}
      initialValues={{
        color_theme: DEFAULT_HEADER_COLOUR,
        is_show_header: true,
        is_use_corporate_logo: false,
        title: '',
        callback_url: '',
      }}
      onSubmit={async (values, form) => {
        const env = await api('accounts/corporates/new', values);
        if (!applyServerError(form, env)) return false;
        message.success(t('corporates.created'));
        await queryClient.invalidateQueries({ queryKey: CORPORATES_KEY });
        return true;
      }}
    >
      <Form.Item label={t('corporates.name')} name="name" rules={[{ required: true, whitespace: true }]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        label={t('corporates.legalName')}
        name="legal_name"
        rules={[{ required: true, whitespace: true }]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item label={t('corporates.titleField')} name="title">
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        label={t('corporates.slug')}
        name="slug"
        extra={t('corporates.slugHint')}
        normalize={(v: string | undefined) => v?.toLowerCase()}
        rules={[{ required: true }, { pattern: SLUG_PATTERN }]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        label={t('corporates.colorTheme')}
        name="color_theme"
        getValueFromEvent={(color: { toHexString: () => string }) => color.toHexString()}
      >
        <ColorPicker showText disabledAlpha format="hex" />
      </Form.Item>
      <Form.Item label={t('corporates.isShowHeader')} name="is_show_header" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item
        label={t('corporates.isUseCorporateLogo')}
        name="is_use_corporate_logo"
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
      <Form.Item label={t('corporates.callbackUrl')} name="callback_url" rules={[{ type: 'url' }]}>
        <Input autoComplete="off" inputMode="url" placeholder="https://" />
      </Form.Item>
    </FormModal>
  );
}
