import { MAX_EXTRA_TIME_PERCENT } from '@asesa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, InputNumber, Typography } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../lib/api';
import { participantsRoot } from '../../lib/query-keys';

/**
 * Extra time the project grants one participant (an accommodation), in per cent of every timed
 * section; a section already running gets it too.
 */
export function ExtraTimeControl({ projectId, participantId }: { projectId: number; participantId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const inputId = useId();
  const hintId = useId();
  const queryClient = useQueryClient();
  const key = [...participantsRoot(projectId), 'extra-time', participantId];
  const current = useQuery({
    queryKey: key,
    queryFn: () => unwrap(api('projects/participants/extra-time', { participant_id: participantId })),
  });
  const [value, setValue] = useState<number | null>(null);
  useEffect(() => {
    if (current.data) setValue(current.data.extra_time_percent);
  }, [current.data]);
  const save = useMutation({
    mutationFn: (percent: number) =>
      unwrap(
        api('projects/participants/extra-time', {
          participant_id: participantId,
          extra_time_percent: percent,
        }),
      ),
    onSuccess: (data) => {
      queryClient.setQueryData(key, data);
      void message.success(t('participants.extraTimeSaved', { percent: String(data.extra_time_percent) }));
    },
  });
  const changed = value !== null && value !== current.data?.extra_time_percent;
  return (
    <Flex vertical gap={4} style={{ marginBottom: 16 }}>
      <label htmlFor={inputId} style={{ fontWeight: 500 }}>
        {t('participants.extraTime')}
      </label>
      <Flex gap={8} wrap align="center">
        <InputNumber
          id={inputId}
          aria-describedby={hintId}
          min={0}
          max={MAX_EXTRA_TIME_PERCENT}
          precision={0}
          suffix="%"
          value={value}
          disabled={current.isLoading}
          onChange={(v) => setValue(typeof v === 'number' ? v : null)}
          style={{ width: 120 }}
        />
        <Button
          onClick={() => value !== null && save.mutate(value)}
          disabled={!changed}
          loading={save.isPending}
        >
          {t('participants.extraTimeSave')}
        </Button>
      </Flex>
      <Typography.Text type="secondary" id={hintId}>
        {t('participants.extraTimeHint', { max: String(MAX_EXTRA_TIME_PERCENT) })}
      </Typography.Text>
    </Flex>
  );
}
