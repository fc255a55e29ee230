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

type SetFilters = (patch: Partial<ParticipantFilters>) => void;

/** One end of a percentage range, 0 to 100. */
function PercentBox(props: {
  label: string;
  placeholder: string;
  value: ParticipantFilters[keyof ParticipantFilters];
  onChange: (n: number | null) => void;
}) {
  return (
    <InputNumber
      aria-label={props.label}
      placeholder={props.placeholder}
      min={0}
      max={100}
      value={(props.value as number | null | undefined) ?? null}
      onChange={props.onChange}
      style={{ width: 80 }}
    />
  );
}

/** The percentages a participant list can be narrowed to a range of. */
const RANGE_FILTERS = ['score', 'jobFit'] as const;

/** A from–to pair of percentages (score or job fit); an empty box leaves that end open. */
function RangeFilter(props: {
  label: string;
  min: keyof ParticipantFilters;
  max: keyof ParticipantFilters;
  minLabel: string;
  maxLabel: string;
  value: ParticipantFilters;
  set: SetFilters;
}) {
  const { value, set } = props;
  return (
    <Space.Compact>
      <Typography.Text style={{ alignSelf: 'center', marginRight: 8 }}>{props.label}</Typography.Text>
      <PercentBox
        label={props.minLabel}
        placeholder="0"
        value={value[props.min]}
        onChange={(n) => set({ [props.min]: n })}
      />
      <PercentBox
        label={props.maxLabel}
        placeholder="100"
        value={value[props.max]}
        onChange={(n) => set({ [props.max]: n })}
      />
    </Space.Compact>
  );
}

/** The city, chosen among the project's participants' cities as the user types. */
function CityFilter({
  projectId,
  value,
  set,
}: {
  projectId: number;
  value: ParticipantFilters;
  set: SetFilters;
}) {
  const { t } = useTranslation();
  const [cityQuery, setCityQuery] = useState('');
  const cities = useFilterCities(projectId, cityQuery);
  return (
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
  );
}

/** A labelled switch for an on/off filter (starred only, shortlisted only). */
function SwitchFilter(props: {
  label: string;
  checked: boolean | undefined;
  onChange: (on: boolean) => void;
}) {
  return (
    <Space>
      <Switch aria-label={props.label} checked={props.checked} onChange={props.onChange} />
      <Typography.Text>{props.label}</Typography.Text>
    </Space>
  );
}

/** Status, city, starred/shortlisted and score/job-fit ranges; the table refetches on every change. */
export function FilterBar({ projectId, value, onChange }: Props) {
  const { t } = useTranslation();
  const set = (patch: Partial<ParticipantFilters>) => onChange({ ...value, ...patch });
  const problem = rangeProblem(value);
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
        <CityFilter projectId={projectId} value={value} set={set} />
        <SwitchFilter
          label={t('participants.starredOnly')}
          checked={value.starred}
          onChange={(starred) => set({ starred })}
        />
        <SwitchFilter
          label={t('participants.shortlistedOnly')}
          checked={value.shortlisted}
          onChange={(shortlisted) => set({ shortlisted })}
        />
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
        {RANGE_FILTERS.map((range) => (
          <RangeFilter
            key={range}
            label={t(`participants.${range}Range`)}
            min={`${range}Min`}
            max={`${range}Max`}
            minLabel={t(`participants.${range}Min`)}
            maxLabel={t(`participants.${range}Max`)}
            value={value}
            set={set}
          />
        ))}
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
