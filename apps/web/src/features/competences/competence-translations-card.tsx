import { type CompetenceDetail, type CompetenceTranslations, compactTranslations } from '@asesa/contracts';
import { App, Button, Card, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBusy } from '../../lib/use-busy';
import { type TranslatedText, TranslationFields } from '../library-translations/translation-fields';
import { applyTranslationError } from '../library-translations/translation-texts';
import { saveCompetenceTranslations } from './queries';

export interface LanguageProps {
  /** The language the translations card shows. */
  language: string | undefined;
  onLanguage: (language: string) => void;
}

/**
 * The competence's name, description, level labels and interview questions in other languages (the
 * candidate's feedback and hiring manager's reports speak the report's language). They change no score, so a submitted competence takes
 * them too.
 */
export function CompetenceTranslationsCard({
  competence: c,
  language,
  onLanguage,
  onSaved,
}: { competence: CompetenceDetail; onSaved: () => Promise<void> } & LanguageProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ translations?: CompetenceTranslations }>();
  const [busy, whileBusy] = useBusy();
  const texts: TranslatedText[] = [
    { path: ['name'], label: t('libraryTranslations.name'), base: c.name },
    {
      path: ['description'],
      label: t('libraryTranslations.description'),
      base: c.description,
      multiline: true,
      max: 5000,
    },
    ...c.levels.map((l) => ({
      path: ['levels', String(l.level)],
      label: t('libraryTranslations.level', { n: String(l.level) }),
      base: l.label,
    })),
    // Each translates the base question at its place: the hiring manager's report in that
    // language asks it, and shows the base question where one is left empty.
    ...c.interview_questions.map((question, i) => ({
      path: ['interview_questions', i],
      label: t('libraryTranslations.interviewQuestion', { n: String(i + 1) }),
      base: question,
      multiline: true,
      max: 500,
    })),
  ];
  return (
    <Card title={t('libraryTranslations.title')}>
      <Typography.Paragraph type="secondary">{t('libraryTranslations.competenceHint')}</Typography.Paragraph>
      <Form
        form={form}
        name="competence-translations"
        layout="vertical"
        initialValues={{ translations: c.translations }}
        onFinish={async (values) => {
          await whileBusy(async () => {
            // Only the current levels' fields are in the form: labels of levels since removed go.
            const env = await saveCompetenceTranslations({
              id: c.id,
              translations: compactTranslations(values.translations),
            });
            if (env.code !== 200) {
              applyTranslationError(form, env);
              return;
            }
            message.success(t('libraryTranslations.saved'));
            await onSaved();
          });
        }}
      >
        <TranslationFields
          prefix={['translations']}
          translations={c.translations}
          texts={texts}
          language={language}
          onLanguage={onLanguage}
        />
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('common.save')}
        </Button>
      </Form>
    </Card>
  );
}
