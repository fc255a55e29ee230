import { RETENTION_MAX_DAYS } from '@asesa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Checkbox, Flex, InputNumber, Typography } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../lib/api';
import { RETENTION_KEY, useRetention } from './queries';

/** Admin: how long candidates' personal data is kept after their project ends. */
export function RetentionCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const inputId = useId();
  const hintId = useId();
  const current = useRetention();
  const [days, setDays] = useState<number | null>(null);
  const [keep, setKeep] = useState(false);
  useEffect(() => {
    if (!current.data) return;
    setDays(current.data.retention_days);
    setKeep(current.data.retention_days === null);
  }, [current.data]);
  const save = useMutation({
    mutationFn: (body: { retention_days: number | null; use_default?: boolean }) =>
      unwrap(api('privacy/retention/update', body)),
    onSuccess: (data) => {
      queryClient.setQueryData(RETENTION_KEY, data);
      void message.success(t('privacy.retentionSaved'));
    },
  });
  const fallback = current.data?.default_days;
  return (
    <Card title={t('privacy.retentionTitle')} size="small">
      <Flex vertical gap={8}>
        <Typography.Text id={hintId} type="secondary">
          {t('privacy.retentionIntro')}{' '}
          {fallback
            ? t('privacy.retentionDefault', { days: String(fallback) })
            : t('privacy.retentionDefaultKeep')}
        </Typography.Text>
        <Flex gap={8} wrap align="center">
          <label htmlFor={inputId}>{t('privacy.retentionDays')}</label>
          <InputNumber
            id={inputId}
            aria-describedby={hintId}
            min={1}
            max={RETENTION_MAX_DAYS}
            precision={0}
            value={keep ? null : days}
            disabled={keep || current.isLoading}
            onChange={(v) => setDays(typeof v === 'number' ? v : null)}
            style={{ width: 120 }}
          />
          <Checkbox checked={keep} onChange={(e) => setKeep(e.target.checked)}>
            {t('privacy.retentionKeep')}
          </Checkbox>
          <Button
            type="primary"
            loading={save.isPending}
            disabled={!keep && !days}
            onClick={() => save.mutate({ retention_days: keep ? null : days })}
          >
            {t('common.save')}
          </Button>
          <Button
            disabled={current.data?.is_default}
            onClick={() => save.mutate({ retention_days: null, use_default: true })}
          >
            {t('privacy.retentionUseDefault')}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
