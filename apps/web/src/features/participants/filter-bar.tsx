import { PARTICIPANT_STATUSES } from '@asesa/contracts';
import { Alert, Button, Flex, InputNumber, Select, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NO_FILTERS, type ParticipantFilters, rangeProblem } from './participant-filters';
import { useFilterCities } from './queries';

interface Props {
  projectId: number;
  value: ParticipantFilters;
  onChange: (next: ParticipantFilters) => void;
}

/** Status, city, starred/shortlisted and score/job-fit ranges; the table refetches on every change. */
export function FilterBar({ projectId, value, onChange }: Props) {
  const { t } = useTranslation();
  const [cityQuery, setCityQuery] = useState('');
  const cities = useFilterCities(projectId, cityQuery);
  const set = (patch: Partial<ParticipantFilters>) => onChange({ ...value, ...patch });
  const problem = rangeProblem(value);
  const range = (
    label: string,
    min: keyof ParticipantFilters,
    max: keyof ParticipantFilters,
    minLabel: string,
    maxLabel: string,
  ) => (
    <Space.Compact>
      <Typography.Text style={{ alignSelf: 'center', marginRight: 8 }}>{label}</Typography.Text>
      <InputNumber
        aria-label={minLabel}
        placeholder="0"
        min={0}
        max={100}
        value={(value[min] as number | null | undefined) ?? null}
        onChange={(n) => set({ [min]: n })}
        style={{ width: 80 }}
      />
      <InputNumber
        aria-label={maxLabel}
        placeholder="100"
        min={0}
        max={100}
        value={(value[max] as number | null | undefined) ?? null}
        onChange={(n) => set({ [max]: n })}
        style={{ width: 80 }}
      />
    </Space.Compact>
  );
  return (
    <Flex vertical gap={8} role="group" aria-label={t('participants.filters')}>
      <Flex wrap gap={12} align="center">
        <Select
          mode="multiple"
          allowClear
          aria-label={t('participants.status')}
          placeholder={t('participants.anyStatus')}
          style={{ minWidth: 200 }}
          value={value.status}
          onChange={(status) => set({ status })}
          options={PARTICIPANT_STATUSES.map((s) => ({
            value: s,
            label: t(`projects.participantStatuses.${s}`),
          }))}
        />
        <Select
          showSearch={{ filterOption: false, onSearch: setCityQuery }}
          allowClear
          aria-label={t('participants.city')}
          placeholder={t('participants.anyCity')}
          style={{ minWidth: 180 }}
          value={value.city}
          loading={cities.isFetching}
          onChange={(city) => set({ city: city ?? undefined })}
          onClear={() => setCityQuery('')}
          options={(cities.data ?? []).map((c) => ({ value: c, label: c }))}
        />
        <Space>
          <Switch
            aria-label={t('participants.starredOnly')}
            checked={value.starred}
            onChange={(starred) => set({ starred })}
          />
          <Typography.Text>{t('participants.starredOnly')}</Typography.Text>
        </Space>
        <Space>
          <Switch
            aria-label={t('participants.shortlistedOnly')}
            checked={value.shortlisted}
            onChange={(shortlisted) => set({ shortlisted })}
          />
          <Typography.Text>{t('participants.shortlistedOnly')}</Typography.Text>
        </Space>
        <Select
          allowClear
          aria-label={t('decisions.reviewedFilter')}
          placeholder={t('decisions.reviewedFilter')}
          style={{ minWidth: 150 }}
          value={value.reviewed === undefined ? undefined : value.reviewed ? 'yes' : 'no'}
          onChange={(v?: string) => set({ reviewed: v === undefined ? undefined : v === 'yes' })}
          options={[
            { value: 'yes', label: t('decisions.reviewedYes') },
            { value: 'no', label: t('decisions.reviewedNo') },
          ]}
        />
        {range(
          t('participants.scoreRange'),
          'scoreMin',
          'scoreMax',
          t('participants.scoreMin'),
          t('participants.scoreMax'),
        )}
        {range(
          t('participants.jobFitRange'),
          'jobFitMin',
          'jobFitMax',
          t('participants.jobFitMin'),
          t('participants.jobFitMax'),
        )}
        <Button onClick={() => onChange(NO_FILTERS)}>{t('participants.clearFilters')}</Button>
      </Flex>
      {problem && (
        <Alert
          type="warning"
          showIcon
          title={t('participants.rangeError', {
            what: problem === 'score' ? t('participants.scoreRange') : t('participants.jobFitRange'),
          })}
        />
      )}
    </Flex>
  );
}
