import { EditOutlined, ExperimentOutlined, InfoCircleOutlined } from '@ant-design/icons';
import type { ProjectCompetenceInput, ProjectDetail, ProjectInstrumentInput } from '@asesa/contracts';
import { Alert, App, Button, Card, Col, Descriptions, Empty, Row, Space, Tooltip } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RequestModal } from '../../components/request-modal';
import { api } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { useBusy } from '../../lib/use-busy';
import { useAuth } from '../auth/auth-context';
import { CompetencesEditor } from './competences-editor';
import { InstrumentOrderField } from './instrument-order-picker';
import { DATE_FORMAT } from './new-project-modal';
import { ProjectNameFields, ProjectPeriodField } from './project-name-fields';
import { useProjectSaved } from './queries';
import { SettingsForm } from './settings-form';
import { periodText, projectStatusText } from './status-text';

/** The project's configuration: details, settings, instruments in order and competence targets. */
export function OverviewTab({ project }: { project: ProjectDetail }) {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={14}>
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <DetailsCard project={project} />
          <InstrumentsCard project={project} />
          <CompetencesCard project={project} />
        </Space>
      </Col>
      <Col xs={24} xl={10}>
        <SettingsForm project={project} />
      </Col>
    </Row>
  );
}

interface DetailsValues {
  name: string;
  description?: string;
  period?: [Dayjs | null, Dayjs | null] | null;
}

function DetailsCard({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const saved = useProjectSaved();
  const [editing, setEditing] = useState(false);
  return (
    <Card
      size="small"
      title={t('projectSetup.details')}
      extra={
        <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
          {t('common.edit')}
        </Button>
      }
    >
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'status', label: t('common.status'), children: projectStatusText(t, project.status) },
          { key: 'participants', label: t('projects.participants'), children: project.participant_count },
          {
            key: 'period',
            label: t('projects.period'),
            children: periodText(t, project.start_date, project.end_date, formatDate),
          },
          {
            key: 'profile',
            label: t('projectSetup.jobProfile'),
            children: project.job_profile?.name ?? t('common.none'),
          },
          {
            key: 'description',
            label: t('projectSetup.description'),
            span: 2,
            children: project.description || t('common.none'),
          },
        ]}
      />
      <RequestModal<DetailsValues, ProjectDetail>
        open={editing}
        name="edit-project"
        title={t('projectSetup.editTitle')}
        okText={t('common.save')}
        onClose={() => setEditing(false)}
        initialValues={{
          name: project.name,
          description: project.description,
          period: [
            project.start_date ? dayjs(project.start_date) : null,
            project.end_date ? dayjs(project.end_date) : null,
          ],
        }}
        send={({ period, ...values }) =>
          api('projects/update', {
            id: project.id,
            ...values,
            start_date: period?.[0]?.format(DATE_FORMAT) ?? null,
            end_date: period?.[1]?.format(DATE_FORMAT) ?? null,
          })
        }
        success={t('projectSetup.updated')}
        onAccepted={saved}
      >
        <ProjectNameFields descriptionMaxRows={8} />
        <ProjectPeriodField />
      </RequestModal>
    </Card>
  );
}

function InstrumentsCard({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const saved = useProjectSaved();
  const [editing, setEditing] = useState(false);
  const frozen = project.has_started_participants;
  const instruments = [...project.instruments].sort((a, b) => a.position - b.position);
  const { session } = useAuth();
  // Consultants analyse their own corporates' answers: this is their way to an instrument's evidence.
  const mayAnalyse =
    session?.status === 'authenticated' && (session.isAdmin || session.role === 'consultant');
  return (
    <Card
      size="small"
      title={t('projectSetup.instrumentsCard')}
      extra={
        <Button icon={<EditOutlined />} disabled={frozen} onClick={() => setEditing(true)}>
          {t('projectSetup.changeInstruments')}
        </Button>
      }
    >
      {frozen ? (
        <Alert
          type="info"
          showIcon
          title={t('projectSetup.instrumentsFrozen')}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      {instruments.length ? (
        <ol style={{ margin: 0, paddingInlineStart: 20 }}>
          {instruments.map((i) => (
            <li key={i.id}>
              {i.code} · {i.name}
              {/* Details in a tooltip keep the item's text exactly "CODE · Name". */}
              <Tooltip
                title={[
                  i.variation
                    ? `${t('projectSetup.variation')}: ${i.variation.name}`
                    : t('projectSetup.baseForm'),
                  t('projectSetup.versionTag', { number: String(i.version) }),
                  t('projectSetup.credits', { count: i.credit_cost }),
                ].join(' · ')}
              >
                <InfoCircleOutlined
                  aria-label={t('projectSetup.instrumentInfo', { name: i.name })}
                  style={{ marginInlineStart: 8, color: i.variation ? '#1677ff' : undefined }}
                />
              </Tooltip>
              {mayAnalyse ? (
                <Tooltip title={t('projectSetup.instrumentEvidence', { name: i.name })}>
                  <Link
                    to={`/assessment-center/test-instrument/${i.id}/evidence`}
                    aria-label={t('projectSetup.instrumentEvidence', { name: i.name })}
                    style={{ marginInlineStart: 8 }}
                  >
                    <ExperimentOutlined />
                  </Link>
                </Tooltip>
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <Empty description={t('projectSetup.noInstruments')} />
      )}
      <RequestModal<{ instruments: ProjectInstrumentInput[] }, ProjectDetail>
        open={editing}
        name="project-instruments"
        title={t('projectSetup.instrumentsTitle')}
        okText={t('common.save')}
        onClose={() => setEditing(false)}
        initialValues={{
          instruments: instruments.map((i) => ({
            instrument_id: i.id,
            variation_id: i.variation?.id ?? null,
          })),
        }}
        send={(values) => api('projects/instrument-orders', { project_id: project.id, ...values })}
        success={t('projectSetup.instrumentsSaved')}
        onAccepted={saved}
      >
        <InstrumentOrderField />
      </RequestModal>
    </Card>
  );
}

function CompetencesCard({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const saved = useProjectSaved();
  const [value, setValue] = useState<ProjectCompetenceInput[]>(() =>
    project.competences.map(({ competence_id, target_level, weight }) => ({
      competence_id,
      target_level,
      weight,
    })),
  );
  const [busy, whileBusy] = useBusy();
  return (
    <Card
      size="small"
      title={t('projectSetup.competencesCard')}
      extra={
        <Button
          type="primary"
          loading={busy}
          onClick={async () => {
            await whileBusy(async () => {
              const env = await api('projects/competences', { project_id: project.id, competences: value });
              if (env.code !== 200 || !env.data) return;
              saved(env.data);
              message.success(t('projectSetup.competencesSaved'));
            });
          }}
        >
          {t('common.save')}
        </Button>
      }
    >
      <CompetencesEditor value={value} onChange={setValue} disabled={busy} />
    </Card>
  );
}
