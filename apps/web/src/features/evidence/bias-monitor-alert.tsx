import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import { useBiasMonitor } from './bias-audit-queries';
import { decimal, pValue } from './format';
import { groupLabel } from './group-label';

/**
 * The project page's monitor: a warning naming each category whose impact ratio is under 0.80
 * where it and the reference category both have enough candidates; nothing otherwise.
 */
export function BiasMonitorAlert({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const { data } = useBiasMonitor(projectId);
  if (!data || data.warnings.length === 0) return null;
  const name = (values: string[]) => values.map((v) => groupLabel(v, t)).join(' · ');
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      data-testid="bias-monitor"
      title={t('evidence.biasAudit.monitorTitle')}
      description={
        <>
          {data.warnings.map((w) => (
            <div key={w.values.join('|')}>
              {t('evidence.biasAudit.monitorLine', {
                group: name(w.values),
                reference: name(w.reference),
                ratio: decimal(w.impact_ratio, 2),
                total: formatNumber(w.total),
                referenceTotal: formatNumber(w.reference_total),
                p: pValue(w.fisher_p),
              })}
            </div>
          ))}
          <div>
            {t('evidence.biasAudit.monitorRule', {
              cut: formatNumber(data.cut),
              min: formatNumber(data.min_group),
            })}
          </div>
        </>
      }
    />
  );
}
