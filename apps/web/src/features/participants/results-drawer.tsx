import type {
  AbilitySummaryRow,
  CompetenceResult,
  DimensionResult,
  InstrumentResult,
  ParticipantResults,
  ProjectDetail,
} from '@asesa/contracts';
import {
  Alert,
  Card,
  Descriptions,
  Drawer,
  Empty,
  Flex,
  Result,
  Skeleton,
  Statistic,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatScore } from '../../lib/format';
import { ParticipantReportButton } from '../exports/export-buttons';
import { EraseParticipantButton } from '../privacy/erase-participant-button';
import { BlueprintVersionButton } from './blueprint-version-button';
import { ExtraTimeControl } from './extra-time';
import { IntegritySummaryView } from './integrity-summary';
import { formatPercent } from './participant-filters';
import { ParticipantPhoto } from './participant-photo';
import { useAbilitySummaries, useParticipantResults } from './queries';
import { STATUS_COLOURS } from './status-colours';

interface Props {
  project: ProjectDetail;
  participant: { id: number; name: string } | null;
  onClose: () => void;
}

const round = (n: number | null, digits = 1) =>
  n === null ? '-' : String(Math.round(n * 10 ** digits) / 10 ** digits);

/** One participant's results: scores with the norms that made them, competences, job fit, integrity. */
export function ResultsDrawer({ project, participant, onClose }: Props) {
  const { t } = useTranslation();
  const id = participant?.id ?? null;
  const results = useParticipantResults(project.id, id);
  const ability = useAbilitySummaries(project.id, id);
  return (
    <Drawer
      open={participant !== null}
      onClose={onClose}
      size={760}
      title={participant ? t('participants.resultsFor', { name: participant.name }) : ''}
      extra={
        participant ? <ParticipantReportButton project={project} participantId={participant.id} /> : null
      }
      destroyOnHidden
    >
      {participant ? <ExtraTimeControl projectId={project.id} participantId={participant.id} /> : null}
      {results.isLoading && <Skeleton active />}
      {results.isError && <Alert type="error" showIcon title={(results.error as Error).message} />}
      {results.data && <ResultsBody data={results.data} ability={ability.data ?? []} />}
      {participant ? (
        <EraseParticipantButton projectId={project.id} participant={participant} onErased={onClose} />
      ) : null}
    </Drawer>
  );
}

function ResultsBody({ data, ability }: { data: ParticipantResults; ability: AbilitySummaryRow[] }) {
  const { t } = useTranslation();
  const p = data.participant;
  return (
    <Flex vertical gap={16}>
      <Flex gap={16} wrap>
        <Statistic title={t('projects.score')} value={formatScore(p.number_correct, p.max_score)} />
        <Statistic title={t('participants.scorePercent')} value={formatPercent(p.score_percent)} />
        <Statistic title={t('participants.jobFit')} value={formatPercent(p.job_fit)} />
        <div>
          <Typography.Text type="secondary">{t('common.status')}</Typography.Text>
          <div>
            <Tag color={STATUS_COLOURS[p.status]}>{t(`projects.participantStatuses.${p.status}`)}</Tag>
          </div>
        </div>
      </Flex>

      <section aria-label={t('participants.scores')}>
        <Typography.Title level={5}>{t('participants.scores')}</Typography.Title>
        {data.instruments.length === 0 ? (
          <Result status="info" subTitle={t('participants.notScored')} />
        ) : (
          <Flex vertical gap={12}>
            {data.instruments.map((i) => (
              <InstrumentCard key={i.instrument_id} result={i} />
            ))}
          </Flex>
        )}
      </section>

      {ability.length > 0 && (
        <section aria-label={t('participants.abilitySummary')}>
          <Typography.Title level={5}>{t('participants.abilitySummary')}</Typography.Title>
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {ability.map((a) => (
              <li key={`${a.instrument_name}-${a.dimension_code}`}>
                {a.band && (
                  <Tag color={a.colour ?? undefined} style={{ marginRight: 8 }}>
                    {a.band}
                  </Tag>
                )}
                {a.summary}
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-label={t('participants.competences')}>
        <Typography.Title level={5}>{t('participants.competences')}</Typography.Title>
        <CompetencesTable competences={data.competences} />
      </section>

      <section aria-label={t('participants.jobFitTitle')}>
        <Typography.Title level={5}>{t('participants.jobFitTitle')}</Typography.Title>
        <JobFit data={data} />
      </section>

      <IntegritySummaryView participantId={p.id} integrity={data.integrity} />

      <section aria-label={t('participants.registration')}>
        <Descriptions
          title={t('participants.registration')}
          size="small"
          column={2}
          bordered
          items={[
            ...(p.has_photo
              ? [
                  {
                    key: 'photo',
                    label: t('participants.photo'),
                    span: 2,
                    children: <ParticipantPhoto participantId={p.id} name={p.name} />,
                  },
                ]
              : []),
            { key: 'code', label: t('projects.participantCode'), children: p.participant_code },
            { key: 'email', label: t('common.email'), children: p.email },
            { key: 'phone', label: t('participants.phone'), children: p.phone || '-' },
            { key: 'city', label: t('participants.city'), children: p.city || '-' },
            { key: 'birth', label: t('participants.birthDate'), children: formatDate(p.birth_date) },
            { key: 'gender', label: t('participants.gender'), children: p.gender || '-' },
            { key: 'education', label: t('participants.education'), children: p.education_level || '-' },
            { key: 'language', label: t('participants.language'), children: p.language_code },
            {
              key: 'registered',
              label: t('participants.registeredAt'),
              children: formatDateTime(p.registered_at),
            },
            { key: 'started', label: t('participants.startedAt'), children: formatDateTime(p.started_at) },
            {
              key: 'completed',
              label: t('participants.completedAt'),
              children: formatDateTime(p.completed_at),
            },
          ]}
        />
      </section>
    </Flex>
  );
}

function InstrumentCard({ result: i }: { result: InstrumentResult }) {
  const { t } = useTranslation();
  const norms = Object.entries(i.norm_versions);
  return (
    <Card
      size="small"
      title={`${i.instrument_name} · ${t('participants.instrumentVersion', { version: String(i.version) })}`}
    >
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'blueprint',
            label: t('participants.blueprint'),
            children:
              i.blueprint_id !== null ? (
                <>
                  {t('participants.blueprintValue', {
                    name: i.blueprint_name ?? `#${i.blueprint_id}`,
                    version: String(i.blueprint_version ?? ''),
                  })}
                  {i.blueprint_version !== null && (
                    <BlueprintVersionButton blueprintId={i.blueprint_id} version={i.blueprint_version} />
                  )}
                </>
              ) : (
                t('participants.noBlueprint')
              ),
          },
          {
            key: 'norms',
            label: t('participants.normsUsed'),
            children: norms.length
              ? norms.map(([code, version]) => <Tag key={code}>{`${code} ${version}`}</Tag>)
              : t('participants.noNorms'),
          },
          { key: 'engine', label: t('participants.engine'), children: i.engine_version },
          {
            key: 'correct',
            label: t('participants.numberCorrect'),
            children: `${formatScore(i.number_correct, i.max_score)} · ${t('participants.answered')} ${i.answered} / ${i.item_count}`,
          },
        ]}
      />
      {i.dimensions.length > 0 && (
        <Table<DimensionResult>
          size="small"
          pagination={false}
          rowKey="code"
          dataSource={i.dimensions}
          aria-label={`${i.instrument_name}: ${t('participants.scores')}`}
          scroll={{ x: 'max-content' }}
          columns={[
            { key: 'name', dataIndex: 'name', title: t('participants.dimension') },
            {
              key: 'raw',
              dataIndex: 'raw',
              title: t('participants.raw'),
              render: (v: number) => round(v, 2),
            },
            {
              key: 'sten',
              dataIndex: 'sten',
              title: t('participants.sten'),
              render: (v: number | null) => v ?? '-',
            },
            {
              key: 'T',
              dataIndex: 'T',
              title: t('participants.tScore'),
              render: (v: number | null) => round(v),
            },
            {
              key: 'percentile',
              dataIndex: 'percentile',
              title: t('participants.percentile'),
              render: (v: number | null) => round(v),
            },
            {
              key: 'band',
              title: t('participants.band'),
              render: (_v, d) =>
                d.band ? <Tag color={d.band.colour ?? undefined}>{d.band.level}</Tag> : '-',
            },
          ]}
        />
      )}
    </Card>
  );
}

function CompetencesTable({ competences }: { competences: CompetenceResult[] }) {
  const { t } = useTranslation();
  if (competences.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('participants.noCompetences')} />;
  return (
    <Table<CompetenceResult>
      size="small"
      pagination={false}
      rowKey="competence_id"
      dataSource={competences}
      aria-label={t('participants.competences')}
      columns={[
        { key: 'name', dataIndex: 'name', title: t('participants.competence') },
        {
          key: 'score',
          dataIndex: 'score',
          title: t('participants.sten'),
          render: (v: number | null) => v ?? '-',
        },
        {
          key: 'level',
          title: t('participants.level'),
          render: (_v, c) =>
            c.label ? (
              <span
                style={{
                  background: c.colour ?? undefined,
                  color: c.text_colour ?? undefined,
                  padding: '2px 8px',
                  borderRadius: 4,
                }}
              >
                {`${c.level} · ${c.label}`}
              </span>
            ) : (
              <Typography.Text type="secondary" title={c.reason ?? undefined}>
                {t('participants.notComputed')}
              </Typography.Text>
            ),
        },
        { key: 'target', dataIndex: 'target_level', title: t('participants.targetLevel') },
        { key: 'weight', dataIndex: 'weight', title: t('participants.weight') },
      ]}
    />
  );
}

function JobFit({ data }: { data: ParticipantResults }) {
  const { t } = useTranslation();
  const fit = data.job_fit;
  if (!fit) return <Typography.Text type="secondary">{t('participants.notScored')}</Typography.Text>;
  if (fit.fit === null)
    return <Alert type="warning" showIcon title={t('participants.noJobFit')} description={fit.reason} />;
  return (
    <Flex vertical gap={8}>
      <Typography.Text strong style={{ fontSize: 24 }}>
        {formatPercent(fit.fit)}
      </Typography.Text>
      {fit.explanation && <Typography.Paragraph>{fit.explanation}</Typography.Paragraph>}
      {fit.formula && (
        <Typography.Paragraph>
          <Typography.Text strong>{t('participants.formula')}: </Typography.Text>
          <Typography.Text code>{fit.formula}</Typography.Text>
        </Typography.Paragraph>
      )}
      <Table
        size="small"
        pagination={false}
        rowKey="code"
        dataSource={fit.contributions}
        aria-label={t('participants.jobFitTitle')}
        columns={[
          { key: 'name', dataIndex: 'name', title: t('participants.competence') },
          { key: 'score', dataIndex: 'score', title: t('participants.sten') },
          { key: 'target', dataIndex: 'target', title: t('participants.target') },
          { key: 'weight', dataIndex: 'weight', title: t('participants.weight') },
          {
            key: 'match',
            dataIndex: 'match',
            title: t('participants.match'),
            render: (v: number) => formatPercent(v * 100),
          },
          { key: 'contribution', dataIndex: 'contribution', title: t('participants.contribution') },
        ]}
      />
    </Flex>
  );
}
