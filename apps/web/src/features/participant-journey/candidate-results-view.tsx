import { DownloadOutlined } from '@ant-design/icons';
import type { CandidateAbilitySummary, CandidateResults } from '@asesa/contracts';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { CardSection } from '../../components/card-section';
import { apiDownload } from '../../lib/api';
import { currentLanguage } from './api';
import { useCopy } from './copy';

/** A level word with its colour as a dot (the text carries the meaning; the dot only echoes it). */
function Level({ label, colour }: { label: string; colour: string | null }) {
  return (
    <Flex component="span" gap={6} align="center" style={{ display: 'inline-flex' }}>
      {colour ? (
        <span
          aria-hidden
          style={{ width: 10, height: 10, borderRadius: '50%', background: colour, display: 'inline-block' }}
        />
      ) : null}
      <strong>{label}</strong>
    </Flex>
  );
}

/** The PDF report (test-activities/export) in the page's language. */
function DownloadReport({ pcode }: { pcode: string }) {
  const COPY = useCopy();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <Flex vertical gap={8}>
      <Button
        icon={<DownloadOutlined aria-hidden />}
        size="large"
        loading={busy}
        onClick={async () => {
          setBusy(true);
          setFailed(false);
          const ok = await apiDownload('test-activities/export', {
            participant_codes: pcode,
            lang: currentLanguage(),
          });
          setBusy(false);
          setFailed(!ok);
        }}
      >
        {COPY.downloadReport}
      </Button>
      {failed ? <Alert type="error" showIcon role="alert" title={COPY.downloadFailed} /> : null}
    </Flex>
  );
}

/** The candidate's own results in plain words: per test, competences, ability summary, PDF. */
export function CandidateResultsView({
  pcode,
  results,
  summaries,
}: {
  pcode: string;
  results: CandidateResults;
  summaries: CandidateAbilitySummary[];
}) {
  const COPY = useCopy();
  return (
    <Flex vertical gap={16}>
      <Card>
        <Typography.Title level={2} id="results-heading" style={{ fontSize: 22, marginTop: 0 }}>
          {COPY.resultsTitle}
        </Typography.Title>
        <Typography.Paragraph>{COPY.resultsIntro}</Typography.Paragraph>
        <DownloadReport pcode={pcode} />
      </Card>

      <CardSection id="by-test-heading" level={3} heading={COPY.resultsByTest}>
        {results.instruments.map((instrument) => (
          <div key={instrument.instrument_name} style={{ marginBottom: 16 }}>
            <Typography.Title level={4} style={{ fontSize: 16 }}>
              {instrument.instrument_name}
            </Typography.Title>
            <Typography.Paragraph>{instrument.summary}</Typography.Paragraph>
            {instrument.dimensions.length ? (
              <ul style={{ paddingLeft: 20, margin: 0 }}>
                {instrument.dimensions.map((d) => (
                  <li key={d.name} style={{ marginBottom: 8 }}>
                    {d.name}: <Level label={d.level_label} colour={d.colour} />
                    {d.sten !== null ? ` · ${COPY.stenScale(Math.round(d.sten))}` : null}
                    <div style={{ color: '#4b5563' }}>{d.description}</div>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ))}
      </CardSection>

      {results.competences.length ? (
        <CardSection id="competences-heading" level={3} heading={COPY.competencesHeading}>
          <ul style={{ paddingLeft: 20, margin: 0 }}>
            {results.competences.map((c) => (
              <li key={c.name} style={{ marginBottom: 6 }}>
                {c.name}: <Level label={c.level_label} colour={c.colour} />
              </li>
            ))}
          </ul>
        </CardSection>
      ) : null}

      {summaries.length ? (
        <CardSection id="ability-heading" level={3} heading={COPY.abilityHeading}>
          <ul style={{ paddingLeft: 20, margin: 0 }}>
            {summaries.map((s) => (
              <li key={`${s.instrument_name}/${s.dimension_name}`} style={{ marginBottom: 6 }}>
                <strong>{s.dimension_name}</strong>
                {s.level_label ? ` (${s.level_label})` : ''}: {s.summary}
              </li>
            ))}
          </ul>
        </CardSection>
      ) : null}
    </Flex>
  );
}
