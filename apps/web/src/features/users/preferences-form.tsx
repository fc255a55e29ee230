import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { useBusy } from '../../lib/use-busy';
import { useAuth } from '../auth/auth-context';
import { SESSION_QUERY_KEY } from '../auth/session';
import { useLanguageList } from '../general-config/queries';

interface Preferences {
  admin_language: string;
}

/**
 * The language of content this user edits and previews (auth/save-user-data), remembered on the
 * server so it follows the user to other devices, and in this browser for the pages that read it.
 */
export function PreferencesForm() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { session } = useAuth();
  const [busy, whileBusy] = useBusy();
  const languages = useLanguageList();
  const current = session?.status === 'authenticated' ? session.user.admin_language : undefined;

  const onFinish = async (values: Preferences) => {
    await whileBusy(async () => {
      const env = await api('auth/save-user-data', values);
      if (!env.data) return;
      localStorage.setItem(STORAGE_KEYS.adminLanguage, env.data.admin_language);
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      message.success(t('profile.preferencesSaved'));
    });
  };

  if (!current) return null;
  return (
    <Form<Preferences>
      name="preferences"
      layout="vertical"
      initialValues={{ admin_language: current }}
      onFinish={onFinish}
    >
      <Form.Item
        label={t('profile.contentLanguage')}
        name="admin_language"
        extra={t('profile.contentLanguageHint')}
      >
        <Select
          loading={languages.isLoading}
          options={(languages.data ?? []).map((l) => ({ value: l.code, label: `${l.name} (${l.code})` }))}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        {t('profile.savePreferences')}
      </Button>
    </Form>
  );
}
