import { FORCED_CHOICE_METHODS, MISSING_POLICIES, RAW_SCORE_METHODS } from '@asesa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { applyServerError } from '../../lib/form';
import { indicatorOptions, options, type PartPanelProps } from './part-options';
import { SCORING_KEY, savePart, useSettings } from './queries';
import { savedCorrelations } from './trait-correlations';
import { TraitCorrelationsField } from './trait-correlations-field';

/** Settings: one form (new when the blueprint has none, else update). */
export function SettingsPanel({ blueprint }: PartPanelProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { data } = useSettings(blueprint.id);
  const [form] = Form.useForm();
  const current = data?.data[0] ?? null;
  const method = Form.useWatch('forced_choice_method', form);
  if (!data) return null;
  return (
    <Card size="small">
      {!current ? (
        <Typography.Paragraph type="secondary">{t('scoring.settings.none')}</Typography.Paragraph>
      ) : null}
      <Form
        form={form}
        name="blueprint-settings"
        layout="vertical"
        key={current?.updated_at ?? 'new'}
        initialValues={
          current ?? {
            raw_score_method: 'sum',
            missing_policy: 'zero',
            untagged_indicator_code: null,
            forced_choice_method: 'ipsative',
            trait_correlations: null,
          }
        }
        onFinish={async (values) => {
          const thurstonian = values.forced_choice_method === 'thurstonian';
          const env = await savePart('settings', blueprint.id, current?.id ?? null, {
            raw_score_method: values.raw_score_method,
            missing_policy: values.missing_policy,
            untagged_indicator_code: values.untagged_indicator_code ?? null,
            forced_choice_method: values.forced_choice_method ?? 'ipsative',
            trait_correlations: thurstonian ? savedCorrelations(values.trait_correlations) : null,
          });
          if (!applyServerError(form, env)) return;
          message.success(t('common.saved'));
          await queryClient.invalidateQueries({ queryKey: SCORING_KEY });
        }}
        style={{ maxWidth: 480 }}
      >
        <Form.Item name="raw_score_method" label={t('scoring.settings.rawScoreMethod')}>
          <Select options={options(RAW_SCORE_METHODS, (v) => t(`scoring.settings.methods.${v}`))} />
        </Form.Item>
        <Form.Item name="missing_policy" label={t('scoring.settings.missingPolicy')}>
          <Select options={options(MISSING_POLICIES, (v) => t(`scoring.settings.policies.${v}`))} />
        </Form.Item>
        <Form.Item
          name="untagged_indicator_code"
          label={t('scoring.settings.untagged')}
          extra={t('scoring.settings.untaggedHint')}
        >
          <Select allowClear options={indicatorOptions(blueprint)} showSearch />
        </Form.Item>
        <Form.Item
          name="forced_choice_method"
          label={t('scoring.settings.forcedChoiceMethod')}
          extra={t('scoring.settings.forcedChoiceHint')}
        >
          <Select
            options={options(FORCED_CHOICE_METHODS, (v) => t(`scoring.settings.forcedChoiceMethods.${v}`))}
          />
        </Form.Item>
        {method === 'thurstonian' ? (
          <Form.Item
            name="trait_correlations"
            label={t('scoring.settings.traitCorrelations')}
            extra={t('scoring.settings.traitCorrelationsHint')}
          >
            <TraitCorrelationsField traits={blueprint.indicator_codes} />
          </Form.Item>
        ) : null}
        <Button type="primary" htmlType="submit">
          {t('common.save')}
        </Button>
      </Form>
    </Card>
  );
}
