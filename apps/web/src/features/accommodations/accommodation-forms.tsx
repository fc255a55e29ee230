import {
  ACCOMMODATION_REQUESTERS,
  type AccommodationDetail,
  type AccommodationRecord,
  MAX_BREAK_MINUTES,
  MAX_EXTRA_TIME_PERCENT,
} from '@asesa/contracts';
import { App, Button, Checkbox, Flex, Form, Input, InputNumber, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../components/form-modal';
import { useAccommodationChanges } from './queries';

interface GrantValues {
  extra_time_percent: number;
  overrides: { target: string; percent: number }[];
  break_minutes: number;
  larger_text: boolean;
  high_contrast: boolean;
  screen_reader: boolean;
  requested_by: (typeof ACCOMMODATION_REQUESTERS)[number];
  requester_name: string;
  reason: string;
}

const targetOf = (pi: number, section: string | null | undefined) => `${pi}:${section ?? ''}`;

/** The grant's fields as they start: what is in force, else what the request asked for. */
function initialGrantValues(
  from: AccommodationRecord | null,
  request: AccommodationRecord | null,
): GrantValues {
  const needs = request?.request_needs ?? [];
  return {
    extra_time_percent: from?.extra_time_percent ?? (needs.includes('extra_time') ? 25 : 0),
    overrides: (from?.extra_time_overrides ?? []).map((o) => ({
      target: targetOf(o.project_instrument_id, o.section_id),
      percent: o.percent,
    })),
    break_minutes: from?.break_minutes ?? 0,
    larger_text: from?.larger_text ?? needs.includes('larger_text'),
    high_contrast: from?.high_contrast ?? needs.includes('high_contrast'),
    screen_reader: from?.screen_reader ?? needs.includes('screen_reader'),
    requested_by: request ? 'candidate' : (from?.requested_by ?? 'staff'),
    requester_name: request?.requester_name ?? from?.requester_name ?? '',
    reason: from?.reason ?? '',
  };
}

/** What an override can aim at: a whole test, or one of its timed sections. */
function useOverrideTargets(tests: AccommodationDetail['tests']) {
  const { t } = useTranslation();
  return tests.flatMap((test) => [
    {
      value: targetOf(test.project_instrument_id, null),
      label: t('accommodations.wholeTest', { name: test.name }),
    },
    ...test.sections
      .filter((s) => s.time_limit_seconds)
      .map((s) => ({
        value: targetOf(test.project_instrument_id, s.id),
        label: `${test.name} · ${s.title}`,
      })),
  ]);
}

/** The extra time given to one test or section instead of the general percentage. */
function ExtraTimeOverrides({ targets }: { targets: { value: string; label: string }[] }) {
  const { t } = useTranslation();
  return (
    <Form.List name="overrides">
      {(fields, { add, remove }) => (
        <Flex vertical gap={8} style={{ marginBottom: 16 }}>
          {fields.map((field) => (
            <Flex key={field.key} gap={8} align="start" wrap>
              <Form.Item
                name={[field.name, 'target']}
                label={t('accommodations.overrideTarget')}
                rules={[{ required: true, message: t('accommodations.overrideTargetRequired') }]}
                style={{ flex: 1, minWidth: 220, marginBottom: 0 }}
              >
                <Select options={targets} />
              </Form.Item>
              <Form.Item
                name={[field.name, 'percent']}
                label={t('accommodations.overridePercent')}
                rules={[{ required: true, message: t('accommodations.overridePercentRequired') }]}
                style={{ marginBottom: 0 }}
              >
                <InputNumber
                  min={0}
                  max={MAX_EXTRA_TIME_PERCENT}
                  precision={0}
                  suffix="%"
                  style={{ width: 120 }}
                />
              </Form.Item>
              <Button onClick={() => remove(field.name)} style={{ marginTop: 30 }}>
                {t('accommodations.overrideRemove')}
              </Button>
            </Flex>
          ))}
          <Button
            onClick={() => add({ percent: 25 })}
            disabled={!targets.length}
            style={{ alignSelf: 'start' }}
          >
            {t('accommodations.overrideAdd')}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}

/** Who asked for the accommodation and why it is given (a candidate's request fixes the first). */
function GrantProvenanceFields({ fromRequest }: { fromRequest: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="requested_by" label={t('accommodations.requestedBy')}>
        <Radio.Group
          disabled={fromRequest}
          options={ACCOMMODATION_REQUESTERS.map((r) => ({
            value: r,
            label: t(`accommodations.requestedBy_${r}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="requester_name" label={t('accommodations.requesterName')}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item
        name="reason"
        label={t('accommodations.reason')}
        rules={[{ required: true, whitespace: true, message: t('accommodations.reasonRequired') }]}
      >
        <Input.TextArea rows={3} maxLength={1000} />
      </Form.Item>
    </>
  );
}

/** Grants an accommodation (or answers a request with one); the fields start from what is in force. */
export function GrantModal(props: {
  projectId: number;
  participantId: number;
  tests: AccommodationDetail['tests'];
  request: AccommodationRecord | null;
  current: AccommodationRecord | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { grant } = useAccommodationChanges(props.projectId, props.participantId);
  const targets = useOverrideTargets(props.tests);
  return (
    <FormModal<GrantValues>
      open={props.open}
      name="accommodation-grant"
      title={props.request ? t('accommodations.grantRequestTitle') : t('accommodations.grantTitle')}
      okText={t('accommodations.grantSave')}
      initialValues={initialGrantValues(props.current, props.request)}
      onClose={props.onClose}
      onSubmit={async (v) => {
        await grant.mutateAsync({
          participant_id: props.participantId,
          request_id: props.request?.id,
          extra_time_percent: v.extra_time_percent ?? 0,
          extra_time_overrides: (v.overrides ?? []).map((o) => {
            const [pi, section] = o.target.split(':');
            return { project_instrument_id: Number(pi), section_id: section || null, percent: o.percent };
          }),
          break_minutes: v.break_minutes ?? 0,
          larger_text: v.larger_text,
          high_contrast: v.high_contrast,
          screen_reader: v.screen_reader,
          requested_by: v.requested_by,
          requester_name: v.requester_name ?? '',
          reason: v.reason,
        });
        void message.success(t('accommodations.granted'));
        return true;
      }}
    >
      <Form.Item
        name="extra_time_percent"
        label={t('accommodations.extraTimeLabel')}
        extra={t('accommodations.extraTimeHint')}
      >
        <InputNumber min={0} max={MAX_EXTRA_TIME_PERCENT} precision={0} suffix="%" style={{ width: 140 }} />
      </Form.Item>
      <ExtraTimeOverrides targets={targets} />
      <Form.Item
        name="break_minutes"
        label={t('accommodations.breaksLabel')}
        extra={t('accommodations.breaksHint')}
      >
        <InputNumber
          min={0}
          max={MAX_BREAK_MINUTES}
          precision={0}
          suffix={t('accommodations.minutes')}
          style={{ width: 140 }}
        />
      </Form.Item>
      <Form.Item name="larger_text" valuePropName="checked" style={{ marginBottom: 4 }}>
        <Checkbox>{t('accommodations.largerText')}</Checkbox>
      </Form.Item>
      <Form.Item name="high_contrast" valuePropName="checked" style={{ marginBottom: 4 }}>
        <Checkbox>{t('accommodations.highContrast')}</Checkbox>
      </Form.Item>
      <Form.Item name="screen_reader" valuePropName="checked">
        <Checkbox>{t('accommodations.screenReader')}</Checkbox>
      </Form.Item>
      <GrantProvenanceFields fromRequest={props.request !== null} />
    </FormModal>
  );
}

/** Declines a participant's request, with the reason they will read. */
export function DeclineModal(props: {
  projectId: number;
  participantId: number;
  request: AccommodationRecord | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { decline } = useAccommodationChanges(props.projectId, props.participantId);
  return (
    <FormModal<{ reason: string }>
      open={props.request !== null}
      name="accommodation-decline"
      title={t('accommodations.declineTitle')}
      okText={t('accommodations.declineSave')}
      onClose={props.onClose}
      onSubmit={async (v) => {
        if (!props.request) return true;
        await decline.mutateAsync({
          participant_id: props.participantId,
          request_id: props.request.id,
          reason: v.reason,
        });
        void message.success(t('accommodations.declined'));
        return true;
      }}
    >
      <Form.Item
        name="reason"
        label={t('accommodations.declineReason')}
        extra={t('accommodations.declineReasonHint')}
        rules={[{ required: true, whitespace: true, message: t('accommodations.reasonRequired') }]}
      >
        <Input.TextArea rows={3} maxLength={1000} />
      </Form.Item>
    </FormModal>
  );
}
