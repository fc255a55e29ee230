import type { QtiAnalysisResponse, QtiItemStatus } from '@asesa/contracts';
import { Alert, Flex, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';

const STATUS_COLOUR: Record<QtiItemStatus, string> = { imported: 'green', changed: 'gold', skipped: 'red' };
const STATUS_LABEL = {
  imported: 'itemBank.statusImported',
  changed: 'itemBank.statusChanged',
  skipped: 'itemBank.statusSkipped',
} as const;

/**
 * The import report of a QTI package, before anything is written: what happens to each item
 * (imported, imported with changes, skipped) with the reasons, and the sections the items go into.
 */
export function QtiImportReport({ report }: { report: QtiAnalysisResponse }) {
  const { t } = useTranslation();
  const { counts } = report;
  const sectionLine = (s: QtiAnalysisResponse['sections'][number]) => {
    const line = s.time_limit_seconds
      ? t('itemBank.reportTimed', {
          title: s.title,
          n: formatNumber(s.item_count),
          minutes: formatNumber(Math.round(s.time_limit_seconds / 60)),
        })
      : t('itemBank.reportSection', { title: s.title, n: formatNumber(s.item_count) });
    return s.navigation === 'forward_only' ? `${line} (${t('itemBank.reportForwardOnly')})` : line;
  };
  return (
    <Flex vertical gap={12}>
      <Alert
        type={counts.skipped || counts.changed ? 'warning' : 'success'}
        showIcon
        title={t('itemBank.reportTitle')}
        description={
          <Flex vertical gap={4}>
            <span>
              {t('itemBank.reportCounts', {
                imported: formatNumber(counts.imported),
                changed: formatNumber(counts.changed),
                skipped: formatNumber(counts.skipped),
              })}
            </span>
            {report.media ? <span>{t('itemBank.reportMedia', { count: report.media })}</span> : null}
            {report.sections.length ? (
              <span>
                {t('itemBank.reportSections')}: {report.sections.map(sectionLine).join('; ')}
              </span>
            ) : (
              <span>{t('itemBank.nothingToImport')}</span>
            )}
          </Flex>
        }
      />
      <Table
        size="small"
        rowKey="file"
        pagination={report.items.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        dataSource={report.items}
        columns={[
          {
            title: t('itemBank.item'),
            dataIndex: 'identifier',
            render: (identifier: string, row) => (
              <Flex vertical>
                <Typography.Text>{identifier}</Typography.Text>
                {row.title && row.title !== identifier ? (
                  <Typography.Text type="secondary">{row.title}</Typography.Text>
                ) : null}
              </Flex>
            ),
          },
          {
            title: t('itemBank.status'),
            dataIndex: 'status',
            render: (status: QtiItemStatus) => (
              <Tag color={STATUS_COLOUR[status]}>{t(STATUS_LABEL[status])}</Tag>
            ),
          },
          {
            title: t('itemBank.type'),
            dataIndex: 'type',
            render: (type: string | null) =>
              type ? t(`itemEditor.types.${type}`, { defaultValue: type }) : '',
          },
          { title: t('itemBank.section'), dataIndex: 'section', render: (s: string | null) => s ?? '' },
          {
            title: t('itemBank.notes'),
            dataIndex: 'notes',
            render: (notes: string[]) => notes.join(' '),
          },
        ]}
      />
    </Flex>
  );
}
