import { Card, Col, Empty, Flex, Row, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rightColumn } from '../../components/right-column';
import { Explained } from './explained';
import { FlaggedOnlySwitch, OptionFlagTags } from './flag-tags';
import { decimal, percent } from './format';
import { useItemLabel } from './item-labels';
import {
  type EvidenceResult,
  type ItemDistractors,
  isUnavailable,
  type OptionStatistics,
} from './result-types';
import { UnavailableNote } from './unavailable-note';

/** Per keyed choice item, how each option was chosen and by whom (upper and lower 27 %). */
export function DistractorsTab({ result }: { result: EvidenceResult }) {
  const { t } = useTranslation();
  const [flaggedOnly, setFlaggedOnly] = useState(false);
  const distractors = result.distractors;
  if (isUnavailable(distractors)) return <UnavailableNote reason={distractors.unavailable} />;
  if (!distractors.length) return <Empty description={t('evidence.distractors.none')} />;
  const isFlagged = (item: ItemDistractors) => item.options.some((o) => o.flags.length > 0);
  const shown = flaggedOnly ? distractors.filter(isFlagged) : distractors;
  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary">{t('evidence.distractors.intro')}</Typography.Text>
        <FlaggedOnlySwitch
          checked={flaggedOnly}
          onChange={setFlaggedOnly}
          label={t('evidence.distractors.flaggedOnly', {
            flagged: String(distractors.filter(isFlagged).length),
          })}
        />
      </Flex>
      {shown.length ? (
        <Row gutter={[16, 16]}>
          {shown.map((item) => (
            <Col xs={24} xl={12} key={item.item}>
              <DistractorCard item={item} />
            </Col>
          ))}
        </Row>
      ) : (
        <Empty description={t('evidence.distractors.noneFlagged')} />
      )}
    </Flex>
  );
}

function DistractorCard({ item }: { item: ItemDistractors }) {
  const { t } = useTranslation();
  const label = useItemLabel();
  return (
    <Card
      size="small"
      title={t('evidence.distractors.itemTitle', {
        item: label(item.item),
        key: item.key,
        p: decimal(item.pValue),
      })}
    >
      <Table<OptionStatistics>
        size="small"
        rowKey={(o) => o.option ?? '(omitted)'}
        pagination={false}
        dataSource={item.options}
        tableLayout="fixed"
        scroll={{ x: 460 }}
        columns={[
          {
            key: 'option',
            title: t('evidence.distractors.option'),
            width: 100,
            render: (_, o) => (
              <Flex gap={4} align="center">
                <span>{o.option ?? t('evidence.distractors.omitted')}</span>
                {o.isKey ? <Tag color="green">{t('evidence.distractors.key')}</Tag> : null}
              </Flex>
            ),
          },
          rightColumn('proportion', t('evidence.distractors.chosen'), (o) => percent(o.proportion), 70),
          rightColumn(
            'rpb',
            <Explained title={t('evidence.distractors.rpb')} hint={t('evidence.distractors.rpbHint')} />,
            (o) => decimal(o.pointBiserial),
            60,
          ),
          rightColumn(
            'upper',
            <Explained title={t('evidence.distractors.upper')} hint={t('evidence.distractors.upperHint')} />,
            (o) => percent(o.upper, 0),
            60,
          ),
          rightColumn(
            'lower',
            <Explained title={t('evidence.distractors.lower')} hint={t('evidence.distractors.lowerHint')} />,
            (o) => percent(o.lower, 0),
            60,
          ),
          {
            key: 'flags',
            title: t('evidence.items.flags'),
            render: (_, o) => <OptionFlagTags flags={o.flags} />,
          },
        ]}
      />
    </Card>
  );
}
