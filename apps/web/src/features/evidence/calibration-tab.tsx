import { type EvidenceAnalysisRow, ITEM_ANALYSIS_ONLY } from '@asesa/contracts';
import { Alert, Card, Col, Flex, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth/auth-context';
import { InformationChart, ItemCurves } from './calibration-curves';
import type { ParameterRow } from './calibration-parameter-columns';
import { ParameterTable } from './calibration-parameter-table';
import { CalibrationSummary } from './calibration-summary';
import { useItemLabel } from './item-labels';
import { ModelComparisonCard } from './model-comparison-card';
import { PublishParameters } from './publish-parameters';
import {
  type CalibrationFlag,
  type CalibrationResult,
  type EvidenceResult,
  isUnavailable,
} from './result-types';
import { UnavailableNote } from './unavailable-note';

/**
 * The IRT calibration: its run, the item parameters with their fit, the item and test curves, and
 * for admins the action that publishes the parameters as the instrument's next version.
 */
export function CalibrationTab({ result, row }: { result: EvidenceResult; row: EvidenceAnalysisRow }) {
  const { t } = useTranslation();
  const { session } = useAuth();
  const isAdmin = session?.status === 'authenticated' && session.isAdmin;
  const calibration = result.calibration;
  // An item analysis asked for without a calibration has nothing missing: it says what was chosen.
  if (row.model === ITEM_ANALYSIS_ONLY)
    return <Alert type="info" showIcon title={t('evidence.calibration.notAskedFor')} />;
  if (isUnavailable(calibration)) return <UnavailableNote reason={calibration.unavailable} />;
  return (
    <Calibration
      calibration={calibration}
      publish={isAdmin && calibration.items.length > 0 ? <PublishParameters row={row} /> : null}
    />
  );
}

/** The items the calibration held at a bound or left out, by their label and in the reader's words. */
function CalibrationFlags({ flags }: { flags: CalibrationFlag[] }) {
  const { t } = useTranslation();
  const label = useItemLabel();
  if (!flags.length) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={t('evidence.calibration.flagsTitle', { count: flags.length })}
      description={
        <ul aria-label={t('evidence.calibration.flagsTitle', { count: flags.length })}>
          {flags.map((f) => (
            <li key={`${f.item}-${f.flag}`}>
              {t(`evidence.calibration.flag.${f.flag}`, { item: label(f.item) })}
            </li>
          ))}
        </ul>
      }
    />
  );
}

function Calibration({ calibration, publish }: { calibration: CalibrationResult; publish: ReactNode }) {
  const { t } = useTranslation();
  const fit = isUnavailable(calibration.fit) ? null : calibration.fit;
  const rasch = calibration.raschFit && !isUnavailable(calibration.raschFit) ? calibration.raschFit : null;
  const rows: ParameterRow[] = calibration.items.map((item) => ({
    item,
    fit: fit?.items.find((f) => f.id === item.id),
    rasch: rasch?.items.find((f) => f.id === item.id),
  }));
  return (
    <Flex vertical gap={16}>
      {publish}
      <CalibrationFlags flags={calibration.flags ?? []} />
      <CalibrationSummary calibration={calibration} />
      {calibration.comparison ? <ModelComparisonCard comparison={calibration.comparison} /> : null}
      <ParameterTable
        calibration={calibration}
        rows={rows}
        hasFit={fit !== null}
        hasRaschFit={rasch !== null}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <ItemCurves calibration={calibration} />
        </Col>
        <Col xs={24} xl={12}>
          <Card
            size="small"
            title={<span id="evidence-tif-title">{t('evidence.calibration.information')}</span>}
          >
            <InformationChart calibration={calibration} />
            <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
              {t('evidence.calibration.informationHint')}
            </Typography.Paragraph>
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}
