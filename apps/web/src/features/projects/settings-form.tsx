import { PROCTORING_LEVELS, type ProjectDetail, type ProjectSettings, REPORT_TYPES } from '@asesa/contracts';
import { App, Button, Card, Checkbox, Form, InputNumber, Select } from 'antd';
import type { CheckboxGroupProps } from 'antd/es/checkbox';
import { useTranslation } from 'react-i18next';
import { SwitchItem } from '../../components/switch-item';
import { api } from '../../lib/api';
import { applyServerError } from '../../lib/form';
import { useBusy } from '../../lib/use-busy';
import { OversightSettings } from '../decisions/oversight-settings';
import { useLanguageOptions, useProjectSaved } from './queries';

const SWITCHES = ['show_results', 'allow_language_choice', 'randomise_items', 'allow_resume'] as const;
const SWITCH_LABELS = {
  show_results: 'projectSetup.showResults',
  allow_language_choice: 'projectSetup.allowLanguageChoice',
  randomise_items: 'projectSetup.randomiseItems',
  allow_resume: 'projectSetup.allowResume',
} as const;

/**
 * The report types' checkboxes as a named group. Form.Item marks its field aria-required, which
 * ARIA does not allow on a group; the label's asterisk and the rule's message still say it.
 */
function ReportTypesGroup({ 'aria-required': _required, ...props }: CheckboxGroupProps<string>) {
  return <Checkbox.Group<string> {...props} />;
}

/** The project's settings card (projects/update-setting). */
export function SettingsForm({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ProjectSettings>();
  const [busy, whileBusy] = useBusy();
  const languages = useLanguageOptions();
  const saved = useProjectSaved();

  return (
    <Card title={t('projectSetup.settings')} size="small">
      <Form<ProjectSettings>
        form={form}
        name="project-settings"
        layout="vertical"
        initialValues={project.settings}
        disabled={busy}
        onFinish={async (values) => {
          await whileBusy(async () => {
            const env = await api('projects/update-setting', {
              id: project.id,
              ...values,
              code_expiry_days: values.code_expiry_days ?? null,
            });
            if (!applyServerError(form, env) || !env.data) return;
            saved(env.data);
            message.success(t('projectSetup.settingsSaved'));
          });
        }}
      >
        <Form.Item
          label={t('projectSetup.proctoringLevel')}
          name="proctoring_level"
          rules={[{ required: true }]}
        >
          <Select
            options={PROCTORING_LEVELS.map((level) => ({
              value: level,
              label: t(`projectSetup.proctoringLevels.${level}`),
            }))}
          />
        </Form.Item>
        <Form.Item
          label={t('projectSetup.defaultLanguage')}
          name="default_language"
          rules={[{ required: true }]}
        >
          <Select
            loading={languages.isLoading}
            options={(languages.data ?? []).map((l) => ({ value: l.code, label: `${l.name} (${l.code})` }))}
          />
        </Form.Item>
        <Form.Item
          label={t('projectSetup.codeExpiryDays')}
          name="code_expiry_days"
          extra={t('projectSetup.codeExpiryHint')}
          rules={[{ type: 'integer', min: 1, max: 365 }]}
        >
          <InputNumber<number> min={1} max={365} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item
          label={t('projectSetup.reportTypes')}
          name="report_types"
          extra={t('projectSetup.reportTypesHint')}
          rules={[{ required: true, type: 'array', min: 1, message: t('projectSetup.reportTypesHint') }]}
        >
          <ReportTypesGroup
            aria-label={t('projectSetup.reportTypes')}
            options={REPORT_TYPES.map((type) => ({
              value: type,
              label: t(`projectSetup.reportTypeNames.${type}`),
            }))}
          />
        </Form.Item>
        {SWITCHES.map((name) => (
          <SwitchItem key={name} label={t(SWITCH_LABELS[name])} name={name} />
        ))}
        <OversightSettings />
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('common.save')}
        </Button>
      </Form>
    </Card>
  );
}
