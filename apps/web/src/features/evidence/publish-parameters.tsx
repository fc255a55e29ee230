import type { EvidenceAnalysisRow } from '@asesa/contracts';
import { Alert, App, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublishParameters } from './publish-queries';
import { useEvidenceInstrument } from './queries';

/**
 * "Publish these parameters as version N+1": only from an analysis of the newest version (else it
 * would drop the later version's changes), after a confirmation saying what changes for whom.
 */
export function PublishParameters({ row }: { row: EvidenceAnalysisRow }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const instrument = useEvidenceInstrument(row.instrument_id, true);
  const publishing = usePublishParameters();
  const [refusal, setRefusal] = useState<string | null>(null);
  const newest = instrument.latestVersion;
  if (newest === null) return null;
  if (newest !== row.instrument_version)
    return (
      <Alert
        type="info"
        showIcon
        title={t('evidence.publish.stale', {
          analysed: String(row.instrument_version),
          newest: String(newest),
        })}
      />
    );
  const next = String(newest + 1);
  const confirm = () =>
    modal.confirm({
      title: t('evidence.publish.confirmTitle', { version: next }),
      content: t('evidence.publish.confirmBody', { current: String(newest), version: next }),
      okText: t('evidence.publish.confirmOk', { version: next }),
      cancelText: t('common.cancel'),
      onOk: async () => {
        setRefusal(null);
        try {
          const published = await publishing.mutateAsync({ analysis_id: row.id });
          message.success(
            t('evidence.publish.done', {
              version: String(published.version),
              items: String(published.items_updated),
            }),
          );
        } catch (err) {
          setRefusal(err instanceof Error ? err.message : String(err));
        }
      },
    });
  return (
    <Flex vertical gap={8} align="flex-start">
      <Flex gap={12} wrap align="center">
        <Button type="primary" onClick={confirm} loading={publishing.isPending}>
          {t('evidence.publish.action', { version: next })}
        </Button>
        <Typography.Text type="secondary">{t('evidence.publish.hint')}</Typography.Text>
      </Flex>
      {refusal ? (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: () => setRefusal(null) }}
          title={t('evidence.publish.refused', { reason: refusal })}
        />
      ) : null}
    </Flex>
  );
}
