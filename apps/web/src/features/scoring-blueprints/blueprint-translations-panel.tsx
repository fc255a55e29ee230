import { type BlueprintDetail, type BlueprintTranslations, compactTranslations } from '@asesa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { useBusy } from '../../lib/use-busy';
import { type TranslatedText, TranslationFields } from '../library-translations/translation-fields';
import { applyTranslationError } from '../library-translations/translation-texts';
import { SCORING_KEY } from './queries';

/**
 * The blueprint's name and its norm groups' names in other languages: the results drawer and the
 * reports name them in their reader's language. They change no score, so saving makes no new version.
 */
export function BlueprintTranslationsPanel({ blueprint: b }: { blueprint: BlueprintDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ translations?: BlueprintTranslations }>();
  const [busy, whileBusy] = useBusy();
  const texts: TranslatedText[] = [
    { path: ['name'], label: t('libraryTranslations.name'), base: b.name },
    ...b.norm_groups.map((group) => ({
      path: ['norm_groups', group],
      label: t('libraryTranslations.normGroup', { group }),
      base: group,
      max: 60,
    })),
  ];
  return (
    <Card title={t('libraryTranslations.title')}>
      <Typography.Paragraph type="secondary">{t('libraryTranslations.blueprintHint')}</Typography.Paragraph>
      <Form
        form={form}
        name="blueprint-translations"
        layout="vertical"
        initialValues={{ translations: b.translations }}
        onFinish={async (values) => {
          await whileBusy(async () => {
            const env = await api('quiz-scorings/blueprints/update', {
              id: b.id,
              name: b.name,
              description: b.description,
              translations: compactTranslations(values.translations),
            });
            if (env.code !== 200) {
              applyTranslationError(form, env);
              return;
            }
            message.success(t('libraryTranslations.saved'));
            await queryClient.invalidateQueries({ queryKey: SCORING_KEY });
          });
        }}
      >
        <TranslationFields prefix={['translations']} translations={b.translations} texts={texts} />
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('common.save')}
        </Button>
      </Form>
    </Card>
  );
}
