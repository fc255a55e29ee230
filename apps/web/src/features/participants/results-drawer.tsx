import type { CompetenceResult, ParticipantResults, ProjectDetail } from '@asesa/contracts';
import {
  Alert,
  Descriptions,
  type DescriptionsProps,
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
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatScore } from '../../lib/format';
import { AccommodationPanel } from '../accommodations/accommodation-panel';
import { ReviewPanel } from '../decisions/review-panel';
import { groupLabel } from '../evidence/group-label';
import { useLanguageName } from '../general-config/queries';
import { EraseParticipantButton } from '../privacy/erase-participant-button';
import { abilityLines } from './ability-summary';
import { InstrumentProfile } from './instrument-profile';
import { IntegritySummaryView } from './integrity-summary';
import { JobFitBreakdown } from './job-fit-breakdown';
import { localiseResults } from './localise-results';
import { ParticipantCv } from './participant-cv';
import { formatPercent } from './participant-filters';
import { ParticipantPhoto } from './participant-photo';
import { useParticipantResults } from './queries';
import { ReportDownloads } from './report-downloads';
import { firstStart, roundText } from './results-format';
import { STATUS_COLOURS } from './status-colours';

interface Props {
  project: ProjectDetail;
  participant: { id: number; name: string } | null;
  onClose: () => void;
}

/** One participant's results: scores with the norms that made them, competences, job fit, integrity. */
export function ResultsDrawer({ project, participant, onClose }: Props) {
  const { t } = useTranslation();
  const id = participant?.id ?? null;
  const results = useParticipantResults(project.id, id);
  return (
    <Drawer
      open={participant !== null}
      onClose={onClose}
      size={760}
      title={participant ? t('participants.resultsFor', { name: participant.name }) : ''}
      extra={participant ? <ReportDownloads project={project} participantId={participant.id} /> : null}
      destroyOnHidden
    >
      {participant ? <AccommodationPanel projectId={project.id} participantId={participant.id} /> : null}
      {results.isLoading && <Skeleton active />}
      {results.isError && <Alert type="error" showIcon title={(results.error as Error).message} />}
      {results.data && <ResultsBody results={results.data} project={project} />}
      {participant ? (
        <EraseParticipantButton projectId={project.id} participant={participant} onErased={onClose} />
      ) : null}
    </Drawer>
  );
}

type Participant = ParticipantResults['participant'];

/** The score, percentage, job fit and status at the top (the score names the tests it adds up). */
function ResultsHeadline({
  participant: p,
  instruments,
}: {
  participant: Participant;
  instruments: ParticipantResults['instruments'];
}) {
  const { t } = useTranslation();
  // The score adds up the fixed-form tests with right answers: it says which.
  const counted = instruments.filter((i) => !i.adaptive && i.max_score > 0);
  return (
    <Flex gap={16} wrap>
      <div>
        <Statistic title={t('projects.score')} value={formatScore(p.number_correct, p.max_score)} />
        {counted.length > 0 && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="score-tests">
            {t('participants.scoreOfTests', { tests: counted.map((i) => i.instrument_name).join(', ') })}
          </Typography.Text>
        )}
      </div>
      <Statistic title={t('participants.scorePercent')} value={formatPercent(p.score_percent)} />
      <Statistic title={t('participants.jobFit')} value={formatPercent(p.job_fit)} />
      <div>
        <Typography.Text type="secondary">{t('common.status')}</Typography.Text>
        <div>
          <Tag color={STATUS_COLOURS[p.status]}>{t(`projects.participantStatuses.${p.status}`)}</Tag>
        </div>
      </div>
    </Flex>
  );
}

/** One line per ability measured, with its band. */
function AbilitySummary({ lines }: { lines: ReturnType<typeof abilityLines> }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('participants.abilitySummary')}>
      <Typography.Title level={5}>{t('participants.abilitySummary')}</Typography.Title>
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {lines.map((a) => (
          <li key={a.key}>
            {a.band && (
              <Tag color={a.colour ?? undefined} style={{ marginRight: 8 }}>
                {a.band}
              </Tag>
            )}
            {a.text}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A titled section of label–value pairs, two a row in a bordered grid. */
function BorderedDetails({ title, items }: { title: string; items: DescriptionsProps['items'] }) {
  return (
    <section aria-label={title}>
      <Descriptions title={title} size="small" column={2} bordered items={items} />
    </section>
  );
}

/** Where an applicant tracking system sent the participant from. */
function AtsOrigin({ ats }: { ats: NonNullable<ParticipantResults['ats']> }) {
  const { t } = useTranslation();
  return (
    <BorderedDetails
      title={t('participants.atsOrigin')}
      items={[
        { key: 'ats', label: t('participants.atsName'), children: ats.name },
        { key: 'request', label: t('participants.atsRequestId'), children: ats.request_id },
        {
          key: 'candidate',
          label: t('participants.atsCandidateId'),
          children: ats.candidate_id || '-',
        },
        {
          key: 'application',
          label: t('participants.atsApplicationId'),
          children: ats.application_id || '-',
        },
      ]}
    />
  );
}

/** What the participant registered with (photo and CV when given) and when they started and finished. */
function RegistrationDetails({
  participant: p,
  sessionStart,
}: {
  participant: Participant;
  sessionStart: string | null;
}) {
  const { t } = useTranslation();
  const languageName = useLanguageName();
  return (
    <BorderedDetails
      title={t('participants.registration')}
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
        ...(p.cv_name
          ? [
              {
                key: 'cv',
                label: t('participants.cv'),
                span: 2,
                children: <ParticipantCv participantId={p.id} name={p.cv_name} />,
              },
            ]
          : []),
        { key: 'code', label: t('projects.participantCode'), children: p.participant_code },
        { key: 'email', label: t('common.email'), children: p.email },
        { key: 'phone', label: t('participants.phone'), children: p.phone || '-' },
        { key: 'city', label: t('participants.city'), children: p.city || '-' },
        { key: 'birth', label: t('participants.birthDate'), children: formatDate(p.birth_date) },
        {
          key: 'gender',
          label: t('participants.gender'),
          children: p.gender ? groupLabel(p.gender, t) : '-',
        },
        { key: 'education', label: t('participants.education'), children: p.education_level || '-' },
        { key: 'language', label: t('participants.language'), children: languageName(p.language_code) },
        {
          key: 'registered',
          label: t('participants.registeredAt'),
          children: formatDateTime(p.registered_at),
        },
        {
          key: 'started',
          label: t('participants.startedAt'),
          children: sessionStart
            ? t('participants.startedFromSession', { time: formatDateTime(sessionStart) })
            : formatDateTime(p.started_at),
        },
        {
          key: 'completed',
          label: t('participants.completedAt'),
          children: formatDateTime(p.completed_at),
        },
      ]}
    />
  );
}

function ResultsBody({ results, project }: { results: ParticipantResults; project: ProjectDetail }) {
  const { t, i18n } = useTranslation();
  // The library's texts (competences, dimensions, bands) in the reader's language.
  const data = useMemo(() => localiseResults(results, i18n.language), [results, i18n.language]);
  const ability = useMemo(() => abilityLines(data.instruments, t), [data.instruments, t]);
  const p = data.participant;
  // Participants who started before the start was recorded have it only in the session log.
  const sessionStart = p.started_at ? null : firstStart(data.integrity.session);
  return (
    <Flex vertical gap={16}>
      <ResultsHeadline participant={p} instruments={data.instruments} />

      <section aria-label={t('participants.scores')}>
        <Typography.Title level={5}>{t('participants.scores')}</Typography.Title>
        {data.instruments.length === 0 ? (
          <Result status="info" subTitle={t('participants.notScored')} />
        ) : (
          <Flex vertical gap={12}>
            {data.instruments.map((i) => (
              <InstrumentProfile key={i.instrument_id} result={i} />
            ))}
          </Flex>
        )}
      </section>

      {ability.length > 0 && <AbilitySummary lines={ability} />}

      <section aria-label={t('participants.competences')}>
        <Typography.Title level={5}>{t('participants.competences')}</Typography.Title>
        <CompetencesTable competences={data.competences} />
        <CompetenceBandSource competences={data.competences} />
      </section>

      <section aria-label={t('participants.jobFitTitle')}>
        <Typography.Title level={5}>{t('participants.jobFitTitle')}</Typography.Title>
        <JobFitBreakdown fit={data.job_fit} competences={data.competences} project={project} />
      </section>

      {p.status === 'scored' ? <ReviewPanel projectId={project.id} participantId={p.id} /> : null}

      <IntegritySummaryView participantId={p.id} integrity={data.integrity} />

      {data.ats && <AtsOrigin ats={data.ats} />}

      <RegistrationDetails participant={p} sessionStart={sessionStart} />
    </Flex>
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
          render: (v: number | null) => roundText(v),
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

/**
 * Which sentence says where the competences' error bands take their reliabilities from (the
 * evidence when any competence's rests on it), or null when none has a band.
 */
export function competenceBandKey(
  competences: readonly Pick<CompetenceResult, 'se_source'>[],
): 'competenceBandsEvidence' | 'competenceBandsPartly' | 'competenceBandsSetUp' | null {
  const sources = competences.flatMap((c) => (c.se_source ? [c.se_source] : []));
  if (sources.length === 0) return null;
  if (sources.every((s) => s === 'evidence')) return 'competenceBandsEvidence';
  return sources.some((s) => s !== 'set-up') ? 'competenceBandsPartly' : 'competenceBandsSetUp';
}

/** The sentence under the competences saying where their error bands come from. */
function CompetenceBandSource({ competences }: { competences: readonly CompetenceResult[] }) {
  const { t } = useTranslation();
  const key = competenceBandKey(competences);
  if (!key) return null;
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {t(`participants.profile.${key}`)}
    </Typography.Text>
  );
}
