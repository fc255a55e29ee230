import { CheckCircleFilled } from '@ant-design/icons';
import type { BlueprintRow } from '@asesa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { useBusy } from '../../lib/use-busy';
import { SCORING_KEY } from './queries';

type Blueprint = Pick<BlueprintRow, 'id' | 'name' | 'instrument_name' | 'in_use'>;

/**
 * Whether a blueprint scores its instrument: a tag when it does, otherwise a button that makes it
 * the one, after saying what that changes. Only one blueprint of an instrument scores it, so
 * authoring a new one changes nobody's scores until an admin chooses it here.
 */
export function BlueprintInUse({ blueprint, compact }: { blueprint: Blueprint; compact?: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [busy, whileBusy] = useBusy();
  if (blueprint.in_use)
    return (
      <Tag color="success" icon={<CheckCircleFilled aria-hidden />}>
        {t('scoring.inUse')}
      </Tag>
    );
  return (
    <Popconfirm
      title={t('scoring.useForScoringTitle', { name: blueprint.name, instrument: blueprint.instrument_name })}
      description={<div style={{ maxWidth: 360 }}>{t('scoring.useForScoringBody')}</div>}
      okText={t('scoring.useForScoring')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: busy }}
      onConfirm={async () => {
        await whileBusy(async () => {
          const env = await api('quiz-scorings/blueprints/use-for-scoring', { id: blueprint.id });
          if (env.code !== 200) return;
          message.success(t('scoring.usedForScoring', { name: blueprint.name }));
          await queryClient.invalidateQueries({ queryKey: SCORING_KEY });
        });
      }}
    >
      <Button
        size={compact ? 'small' : undefined}
        aria-label={compact ? t('scoring.useForScoringLabel', { name: blueprint.name }) : undefined}
      >
        {t('scoring.useForScoring')}
      </Button>
    </Popconfirm>
  );
}
