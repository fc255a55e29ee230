import {
  type AdaptiveSettings,
  adaptiveSettings,
  CAT_EXPOSURE_METHODS,
  THETA_ESTIMATORS,
} from '@asesa/contracts';
import { Flex, Form, InputNumber, Select, Switch, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uiNumbers } from '../../lib/format';
import { strataFromTags, strataOf } from './exposure-strata';

/** The settings a section gets when it is switched to adaptive: the contract's defaults. */
export const defaultAdaptiveSettings = (): AdaptiveSettings => adaptiveSettings.parse({});

/**
 * The "Adaptive" switch of a section and, when on, its settings: start, exposure control and its
 * ceiling, stopping rules, final estimator and content balancing. The Sympson–Hetter parameters
 * are not edited here: the simulation calibrates them.
 */
export function AdaptiveSectionFields({
  idPrefix,
  value,
  onChange,
}: {
  idPrefix: string;
  value: AdaptiveSettings | null | undefined;
  onChange: (next: AdaptiveSettings | null) => void;
}) {
  const { t } = useTranslation();
  const set = (patch: Partial<AdaptiveSettings>) => value && onChange({ ...value, ...patch });
  const number = (
    key: 'start_theta' | 'randomesque_n' | 'max_exposure' | 'min_items' | 'max_items',
    label: string,
    help: string,
    range: { min: number; max: number; step?: number },
  ): ReactNode => (
    <Form.Item label={label} htmlFor={`${idPrefix}-${key}`} extra={help} style={{ flex: '1 1 220px' }}>
      <InputNumber
        id={`${idPrefix}-${key}`}
        {...range}
        value={value?.[key]}
        onChange={(v) => typeof v === 'number' && set({ [key]: v })}
      />
    </Form.Item>
  );
  const calibrated = Object.keys(value?.sympson_hetter_k ?? {}).length;
  const calibratedTables = value?.conditional_sympson_hetter_k?.length ?? 0;
  return (
    <Flex vertical gap={4}>
      <Form.Item
        label={t('adaptiveSection.adaptive')}
        htmlFor={`${idPrefix}-adaptive`}
        extra={t('adaptiveSection.adaptiveHelp')}
      >
        <Switch
          id={`${idPrefix}-adaptive`}
          checked={Boolean(value)}
          onChange={(on) => onChange(on ? (value ?? defaultAdaptiveSettings()) : null)}
        />
      </Form.Item>
      {value ? (
        <>
          <Flex gap={16} wrap>
            {number('start_theta', t('adaptiveSection.startTheta'), t('adaptiveSection.startThetaHelp'), {
              min: -3,
              max: 3,
              step: 0.1,
            })}
            <Form.Item
              label={t('adaptiveSection.finalEstimator')}
              htmlFor={`${idPrefix}-final_estimator`}
              extra={t('adaptiveSection.finalEstimatorHelp')}
              style={{ flex: '1 1 220px' }}
            >
              <Select
                id={`${idPrefix}-final_estimator`}
                value={value.final_estimator}
                onChange={(final_estimator: AdaptiveSettings['final_estimator']) => set({ final_estimator })}
                options={THETA_ESTIMATORS.map((v) => ({ value: v, label: v }))}
              />
            </Form.Item>
          </Flex>
          <Flex gap={16} wrap>
            <Form.Item
              label={t('adaptiveSection.exposure')}
              htmlFor={`${idPrefix}-exposure`}
              extra={t('adaptiveSection.exposureHelp')}
              style={{ flex: '2 1 320px' }}
            >
              <Select
                id={`${idPrefix}-exposure`}
                value={value.exposure}
                onChange={(exposure: AdaptiveSettings['exposure']) => set({ exposure })}
                options={CAT_EXPOSURE_METHODS.map((v) => ({
                  value: v,
                  label: t(`adaptiveSection.exposures.${v}`),
                }))}
              />
            </Form.Item>
            {value.exposure === 'randomesque'
              ? number(
                  'randomesque_n',
                  t('adaptiveSection.randomesqueN'),
                  t('adaptiveSection.randomesqueNHelp'),
                  {
                    min: 1,
                    max: 20,
                  },
                )
              : null}
            {value.exposure === 'conditional-sympson-hetter' ? (
              <StrataField
                idPrefix={idPrefix}
                edges={value.exposure_strata}
                onChange={(e) => set({ exposure_strata: e })}
              />
            ) : null}
            {number('max_exposure', t('adaptiveSection.ceiling'), t('adaptiveSection.ceilingHelp'), {
              min: 0.01,
              max: 1,
              step: 0.05,
            })}
          </Flex>
          <Flex gap={16} wrap>
            <Form.Item
              label={t('adaptiveSection.seTarget')}
              htmlFor={`${idPrefix}-se_target`}
              extra={t('adaptiveSection.seTargetHelp')}
              style={{ flex: '1 1 220px' }}
            >
              <InputNumber
                id={`${idPrefix}-se_target`}
                min={0.1}
                max={1.5}
                step={0.05}
                value={value.se_target}
                onChange={(v) => set({ se_target: typeof v === 'number' ? v : null })}
              />
            </Form.Item>
            {number('min_items', t('adaptiveSection.minItems'), t('adaptiveSection.minItemsHelp'), {
              min: 1,
              max: 500,
            })}
            {number('max_items', t('adaptiveSection.maxItems'), t('adaptiveSection.maxItemsHelp'), {
              min: 1,
              max: 500,
            })}
          </Flex>
          <Form.Item
            label={t('adaptiveSection.contentBalance')}
            htmlFor={`${idPrefix}-content_balance`}
            extra={t('adaptiveSection.contentBalanceHelp')}
          >
            <Switch
              id={`${idPrefix}-content_balance`}
              checked={value.content_balance}
              onChange={(content_balance) => set({ content_balance })}
            />
          </Form.Item>
          {value.exposure === 'sympson-hetter' && calibrated > 0 ? (
            <Typography.Text type="secondary">
              {t('adaptiveSection.calibratedK', { count: calibrated })}
            </Typography.Text>
          ) : null}
          {value.exposure === 'conditional-sympson-hetter' && calibratedTables > 0 ? (
            <Typography.Text type="secondary">
              {t('adaptiveSection.calibratedTables', { count: calibratedTables })}
            </Typography.Text>
          ) : null}
        </>
      ) : null}
    </Flex>
  );
}

/**
 * The θ edges of conditional exposure control, typed as tags (kept sorted); a set that is not 1 to 5
 * numbers within ±4 is shown as an error and not applied.
 */
function StrataField({
  idPrefix,
  edges,
  onChange,
}: {
  idPrefix: string;
  edges: readonly number[] | undefined;
  onChange: (edges: number[]) => void;
}) {
  const { t } = useTranslation();
  const [invalid, setInvalid] = useState(false);
  const shown = strataOf(edges).map((e) => uiNumbers().fixed(e, Number.isInteger(e) ? 0 : 1));
  return (
    <Form.Item
      label={t('adaptiveSection.strata')}
      htmlFor={`${idPrefix}-exposure_strata`}
      extra={t('adaptiveSection.strataHelp')}
      validateStatus={invalid ? 'error' : undefined}
      help={invalid ? t('adaptiveSection.strataInvalid') : undefined}
      style={{ flex: '1 1 220px' }}
    >
      <Select
        id={`${idPrefix}-exposure_strata`}
        mode="tags"
        tokenSeparators={[' ', ';']}
        open={false}
        suffixIcon={null}
        value={shown}
        onChange={(tags: string[]) => {
          const next = strataFromTags(tags);
          setInvalid(next === null);
          if (next) onChange(next);
        }}
      />
    </Form.Item>
  );
}
