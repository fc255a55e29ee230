import { ADAPTIVE_SIMULATION_CANDIDATES } from '@asesa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Form, InputNumber, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JobProgressBar, useJobProgress } from '../../components/job-progress';
import { api, unwrap } from '../../lib/api';
import { adaptiveSimulationsKey, useAdaptiveSimulations } from './adaptive-simulation-queries';
import { AdaptiveSimulationResults } from './adaptive-simulation-results';
import type { CalibratedK } from './content-model';

/** What a simulation draws: how many candidates, from which normal population, with which seed. */
interface SimulationSettings {
  candidates: number;
  mean: number;
  sd: number;
  seed: number | null;
}

const DEFAULT_SETTINGS: SimulationSettings = {
  candidates: ADAPTIVE_SIMULATION_CANDIDATES.default,
  mean: 0,
  sd: 1,
  seed: null,
};

/** The settings of the population drawn, each with its label and the bounds of its box. */
const DRAW_FIELDS = [
  {
    key: 'candidates',
    label: 'candidates',
    min: ADAPTIVE_SIMULATION_CANDIDATES.min,
    max: ADAPTIVE_SIMULATION_CANDIDATES.max,
    step: 100,
  },
  { key: 'mean', label: 'populationMean', min: -3, max: 3, step: 0.1 },
  { key: 'sd', label: 'populationSd', min: 0.1, max: 3, step: 0.1 },
] as const;

/**
 * A simulation run as a background job: starting it, following its progress and, once it is done,
 * refreshing the simulations and handing the calibrated K to the editor.
 */
function useSimulationJob(
  instrumentId: number,
  sectionId: string | undefined,
  onCalibrated: (k: CalibratedK) => void,
) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [job, setJob] = useState<number | null>(null);
  const [starting, setStarting] = useState(false);
  const progress = useJobProgress(
    'instruments/adaptive/simulate-progress',
    { id: instrumentId, section_id: sectionId ?? '', job_id: job ?? 0 },
    { enabled: job !== null && Boolean(sectionId), key: job },
  );
  // Once per job that is done (a small simulation can be done at its first poll): the newest
  // simulation, and the Sympson–Hetter K the job wrote into the draft.
  const handled = useRef<number | null>(null);
  const status = progress.data?.status;
  useEffect(() => {
    if (job === null || status !== 'done' || handled.current === job) return;
    handled.current = job;
    void (async () => {
      await queryClient.invalidateQueries({ queryKey: adaptiveSimulationsKey(instrumentId, sectionId) });
      const detail = await unwrap(api('instruments/detail', { id: instrumentId }));
      const saved = detail.sections.find((s) => s.id === sectionId);
      if (saved?.adaptive)
        onCalibrated({
          sympson_hetter_k: saved.adaptive.sympson_hetter_k,
          conditional_sympson_hetter_k: saved.adaptive.conditional_sympson_hetter_k,
        });
    })();
  }, [job, status, queryClient, instrumentId, sectionId, onCalibrated]);
  const running = progress.data?.status === 'queued' || progress.data?.status === 'running';

  const run = async ({ candidates, mean, sd, seed }: SimulationSettings) => {
    if (!sectionId) return;
    setStarting(true);
    try {
      const started = await unwrap(
        api('instruments/adaptive/simulate', {
          id: instrumentId,
          section_id: sectionId,
          candidates,
          population: { mean, sd },
          ...(seed === null ? {} : { seed }),
        }),
      );
      setJob(started.job_id);
    } catch (err) {
      message.error((err as Error).message);
    } finally {
      setStarting(false);
    }
  };
  return { job, progress, starting, running, run };
}

/** The simulation's settings: candidates, the population's mean and SD, and an optional seed. */
function SimulationSettingsFields(props: {
  idPrefix: string;
  value: SimulationSettings;
  onChange: (update: (previous: SimulationSettings) => SimulationSettings) => void;
}) {
  const { t } = useTranslation();
  const { idPrefix, value } = props;
  const set = (patch: Partial<SimulationSettings>) =>
    props.onChange((previous) => ({ ...previous, ...patch }));
  return (
    <>
      {DRAW_FIELDS.map(({ key, label, ...bounds }) => (
        <Form.Item key={key} label={t(`adaptiveSimulation.${label}`)} htmlFor={`${idPrefix}-sim-${key}`}>
          <InputNumber
            id={`${idPrefix}-sim-${key}`}
            {...bounds}
            value={value[key]}
            onChange={(v) => typeof v === 'number' && set({ [key]: v })}
          />
        </Form.Item>
      ))}
      <Form.Item
        label={t('adaptiveSimulation.seed')}
        htmlFor={`${idPrefix}-sim-seed`}
        tooltip={t('adaptiveSimulation.seedHelp')}
      >
        <InputNumber
          id={`${idPrefix}-sim-seed`}
          min={0}
          max={4294967295}
          precision={0}
          value={value.seed}
          onChange={(v) => set({ seed: typeof v === 'number' ? v : null })}
        />
      </Form.Item>
    </>
  );
}

/**
 * Simulates an adaptive section's saved bank: how many candidates from which norm population, a run
 * as a background job with its progress, then the newest simulation's results. A Sympson–Hetter
 * run writes its calibrated K into the draft; `onCalibrated` hands them to the editor so a later
 * save keeps them.
 */
export function AdaptiveSimulationPanel({
  instrumentId,
  sectionId,
  idPrefix,
  unsaved,
  onCalibrated,
}: {
  instrumentId: number;
  /** Undefined while the section has not been saved. */
  sectionId: string | undefined;
  idPrefix: string;
  /** The editor holds changes the server has not got: the simulation would not see them. */
  unsaved: boolean;
  onCalibrated: (k: CalibratedK) => void;
}) {
  const { t } = useTranslation();
  const simulations = useAdaptiveSimulations(instrumentId, sectionId);
  const [settings, setSettings] = useState(DEFAULT_SETTINGS);
  const { job, progress, starting, running, run } = useSimulationJob(instrumentId, sectionId, onCalibrated);

  const latest = simulations.data?.rows[0];
  const blocked = !sectionId
    ? t('adaptiveSimulation.saveSection')
    : unsaved
      ? t('adaptiveSimulation.saveFirst')
      : null;
  return (
    <Card type="inner" title={t('adaptiveSimulation.title')}>
      <Flex vertical gap={12}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('adaptiveSimulation.intro')}
        </Typography.Paragraph>
        <Flex gap={16} wrap align="flex-end">
          <SimulationSettingsFields idPrefix={idPrefix} value={settings} onChange={setSettings} />
          <Form.Item>
            <Button
              type="primary"
              onClick={() => run(settings)}
              loading={starting || running}
              disabled={blocked !== null || starting || running}
            >
              {t('adaptiveSimulation.run')}
            </Button>
          </Form.Item>
        </Flex>
        {blocked ? <Alert type="info" showIcon title={blocked} /> : null}
        {job !== null ? (
          <JobProgressBar progress={progress.data} label={t('adaptiveSimulation.progress')} />
        ) : null}
        {latest ? (
          <AdaptiveSimulationResults simulation={latest} />
        ) : sectionId && simulations.isSuccess ? (
          <Typography.Text type="secondary">{t('adaptiveSimulation.none')}</Typography.Text>
        ) : null}
      </Flex>
    </Card>
  );
}
