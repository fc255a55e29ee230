import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Modal, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../components/detail-list';
import { api, unwrap } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { useAuth } from '../auth/auth-context';

/**
 * For admins (the scoring library is theirs): opens the definition of the blueprint version that
 * scored a result, as it was then, even when the blueprint has changed since.
 */
export function BlueprintVersionButton({ blueprintId, version }: { blueprintId: number; version: number }) {
  const { t } = useTranslation();
  const { session } = useAuth();
  const [open, setOpen] = useState(false);
  const kept = useQuery({
    queryKey: ['quiz-scorings', 'version', blueprintId, version],
    queryFn: () => unwrap(api('quiz-scorings/blueprints/version', { id: blueprintId, version })),
    enabled: open,
    staleTime: Number.POSITIVE_INFINITY, // a kept version never changes
  });
  if (session?.status !== 'authenticated' || !session.isAdmin) return null;
  const data = kept.data;
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)}>
        {t('participants.blueprintDefinition')}
      </Button>
      <Modal
        open={open}
        onCancel={() => setOpen(false)}
        footer={null}
        width={720}
        title={t('participants.blueprintDefinitionTitle', { version: String(version) })}
      >
        {kept.isLoading && <Skeleton active />}
        {kept.isError && <Alert type="error" showIcon title={(kept.error as Error).message} />}
        {data && (
          <>
            {data.current_version !== data.version && (
              <Alert
                type="info"
                showIcon
                style={{ marginBottom: 12 }}
                title={t('participants.blueprintChangedSince', { current: String(data.current_version) })}
              />
            )}
            <DetailList
              items={[
                {
                  key: 'kept',
                  label: t('participants.blueprintKeptAt'),
                  children: formatDateTime(data.kept_at),
                },
                {
                  key: 'dimensions',
                  label: t('participants.dimension'),
                  children: data.definition.dimensions.map((d) => (
                    <Tag key={d.dimension_code}>{d.dimension_name}</Tag>
                  )),
                },
                {
                  key: 'norms',
                  label: t('participants.normsUsed'),
                  children: data.definition.finals.length
                    ? data.definition.finals.map((f) => (
                        <Tag key={`${f.dimension_code}@${f.norm_group}`}>
                          {`${f.dimension_code} · ${f.norm_group} ${f.norm_version}`}
                        </Tag>
                      ))
                    : t('participants.noNorms'),
                },
              ]}
            />
            <Typography.Paragraph>
              <pre style={{ maxHeight: 360, overflow: 'auto', fontSize: 12 }}>
                {JSON.stringify(data.definition, null, 2)}
              </pre>
            </Typography.Paragraph>
          </>
        )}
      </Modal>
    </>
  );
}
