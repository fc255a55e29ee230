import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Col, Descriptions, Flex, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { StockNotFound } from '../../components/error-pages';
import { PageHeader } from '../../components/page-header';
import { Tabs } from '../../components/tabs';
import { useInstrument } from '../../features/instruments/queries';
import { GobsPanel, IndicatorScoresPanel } from '../../features/scoring-blueprints/band-panels';
import { BlueprintTranslationsPanel } from '../../features/scoring-blueprints/blueprint-translations-panel';
import { CharactersPanel } from '../../features/scoring-blueprints/characters-panel';
import { FinalScoresPanel } from '../../features/scoring-blueprints/final-scores-panel';
import { PreviewPanel } from '../../features/scoring-blueprints/preview-panel';
import { useBlueprint } from '../../features/scoring-blueprints/queries';
import { SettingsPanel } from '../../features/scoring-blueprints/settings-panel';
import { DimensionsPanel, GroupsPanel } from '../../features/scoring-blueprints/structure-panels';
import { BlueprintInUse } from '../../features/scoring-blueprints/use-for-scoring';
import { formatDateTime } from '../../lib/format';

/** Admin: /assessment-center/scoring/:blueprintId, a scoring blueprint's parts and its live preview. */
export function ScoringPage() {
  const { t } = useTranslation();
  const id = Number(useParams().blueprintId);
  const { data, isLoading, isError } = useBlueprint(id);
  const instrument = useInstrument(data?.instrument_id ?? 0);

  if (!Number.isInteger(id) || id <= 0 || isError) return <StockNotFound />;
  if (isLoading || !data) return <Skeleton active />;

  const items = (instrument.data?.sections ?? []).flatMap((s) => s.items) as unknown as Parameters<
    typeof PreviewPanel
  >[0]['items'];
  const tabs = [
    { key: 'settings', Panel: SettingsPanel },
    { key: 'dimensions', Panel: DimensionsPanel },
    { key: 'groups', Panel: GroupsPanel },
    { key: 'finals', Panel: FinalScoresPanel },
    { key: 'indicators', Panel: IndicatorScoresPanel },
    { key: 'gobs', Panel: GobsPanel },
    { key: 'characters', Panel: CharactersPanel },
  ] as const;

  return (
    <Flex vertical gap={16}>
      <Link to={`/assessment-center/test-instrument/${data.instrument_id}`}>
        <ArrowLeftOutlined /> {t('scoring.back')}
      </Link>
      <PageHeader
        title={data.name}
        sub={`${data.instrument_name} (${data.instrument_code})`}
        extra={<BlueprintInUse blueprint={data} />}
      />
      {data.in_use ? null : <Alert type="info" showIcon title={t('scoring.notInUseHint')} />}
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        items={[
          { key: 'version', label: t('scoring.version'), children: data.version },
          { key: 'updated', label: t('common.updatedAt'), children: formatDateTime(data.updated_at) },
          {
            key: 'description',
            label: t('scoring.description'),
            children: data.description || t('common.none'),
          },
        ]}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Tabs
            items={tabs.map(({ key, Panel }) => ({
              key,
              label: t(`scoring.tabs.${key}`),
              children: <Panel blueprint={data} />,
            }))}
          />
        </Col>
        <Col xs={24} xl={10}>
          <Flex vertical gap={16}>
            <PreviewPanel blueprintId={data.id} items={items} />
            <BlueprintTranslationsPanel blueprint={data} />
          </Flex>
        </Col>
      </Row>
    </Flex>
  );
}
