import {
  type AdaptiveSettings,
  adaptiveSettings,
  CAT_EXPOSURE_METHODS,
  THETA_ESTIMATORS,
} from '@asesa/contracts';
import { Flex, Form, InputNumber, Select, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uiNumbers } from '../../lib/format';
import { strataFromTags, strataOf } from './exposure-strata';

/** The settings a section gets when it is switched to adaptive: the contract's defaults. */
export const defaultAdaptiveSettings = (): AdaptiveSettings => adaptiveSettings.parse({});

type SetSettings = (patch: Partial<AdaptiveSettings>) => void;

interface SettingsProps {
  idPrefix: string;
  value: AdaptiveSettings;
  set: SetSettings;
}

/** One numeric setting with its label, help and bounds (a cleared box keeps the last value). */
function NumberSetting(props: {
  idPrefix: string;
  field: 'start_theta' | 'randomesque_n' | 'max_exposure' | 'min_items' | 'max_items';
  label: string;
  help: string;
  range: { min: number; max: number; step?: number };
  value: AdaptiveSettings;
  set: SetSettings;
}) {
  const { idPrefix, field } = props;
  return (
    <Form.Item
      label={props.label}
      htmlFor={`${idPrefix}-${field}`}
      extra={props.help}
      style={{ flex: '1 1 220px' }}
    >
      <InputNumber
        id={`${idPrefix}-${field}`}
        {...props.range}
        value={props.value[field]}
        onChange={(v) => typeof v === 'number' && props.set({ [field]: v })}
      />
    </Form.Item>
  );
}

/** Exposure control: the method, its own parameter (randomesque n or θ strata) and the ceiling. */
function ExposureFields({ idPrefix, value, set }: SettingsProps) {
  const { t } = useTranslation();
  return (
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
      {value.exposure === 'randomesque' ? (
        <NumberSetting
          {...{ idPrefix, value, set }}
          field="randomesque_n"
          label={t('adaptiveSection.randomesqueN')}
          help={t('adaptiveSection.randomesqueNHelp')}
          range={{ min: 1, max: 20 }}
        />
      ) : null}
      {value.exposure === 'conditional-sympson-hetter' ? (
        <StrataField
          idPrefix={idPrefix}
          edges={value.exposure_strata}
          onChange={(e) => set({ exposure_strata: e })}
        />
      ) : null}
      <NumberSetting
        {...{ idPrefix, value, set }}
        field="max_exposure"
        label={t('adaptiveSection.ceiling')}
        help={t('adaptiveSection.ceilingHelp')}
        range={{ min: 0.01, max: 1, step: 0.05 }}
      />
    </Flex>
  );
}

/** The stopping rules: the standard error to reach, and the fewest and most items. */
function StoppingFields({ idPrefix, value, set }: SettingsProps) {
  const { t } = useTranslation();
  return (
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
      <NumberSetting
        {...{ idPrefix, value, set }}
        field="min_items"
        label={t('adaptiveSection.minItems')}
        help={t('adaptiveSection.minItemsHelp')}
        range={{ min: 1, max: 500 }}
      />
      <NumberSetting
        {...{ idPrefix, value, set }}
        field="max_items"
        label={t('adaptiveSection.maxItems')}
        help={t('adaptiveSection.maxItemsHelp')}
        range={{ min: 1, max: 500 }}
      />
    </Flex>
  );
}

/** How many exposure parameters the last simulation calibrated for the chosen method, if any. */
function CalibrationNote({ value }: { value: AdaptiveSettings }) {
  const { t } = useTranslation();
  const calibrated = Object.keys(value.sympson_hetter_k ?? {}).length;
  const calibratedTables = value.conditional_sympson_hetter_k?.length ?? 0;
  return (
    <>
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
  );
}

/** An adaptive section's settings: start and final estimator, exposure, stopping, content balancing. */
function AdaptiveSettingsFields({ idPrefix, value, set }: SettingsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Flex gap={16} wrap>
        <NumberSetting
          {...{ idPrefix, value, set }}
          field="start_theta"
          label={t('adaptiveSection.startTheta')}
          help={t('adaptiveSection.startThetaHelp')}
          range={{ min: -3, max: 3, step: 0.1 }}
        />
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
      <ExposureFields idPrefix={idPrefix} value={value} set={set} />
      <StoppingFields idPrefix={idPrefix} value={value} set={set} />
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
      <CalibrationNote value={value} />
    </>
  );
}

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
        <AdaptiveSettingsFields
          idPrefix={idPrefix}
          value={value}
          set={(patch) => onChange({ ...value, ...patch })}
        />
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
