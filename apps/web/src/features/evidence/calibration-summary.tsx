import { Descriptions, type DescriptionsProps, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import { decimal, engineReason, pValue, withSe } from './format';
import { type CalibrationResult, type GlobalFit, isUnavailable, type Unavailable } from './result-types';

type SummaryItem = NonNullable<DescriptionsProps['items']>[number];

/** The calibration's run in figures: model, convergence, sample, fit (global and per item). */
export function CalibrationSummary({ calibration }: { calibration: CalibrationResult }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, md: 2, xxl: 3 }}
      items={[
        ...runItems(calibration, t),
        ...personFitItems(calibration, t),
        ...globalFitItems(calibration, t),
        ...varianceItems(calibration, t),
        ...scalesItems(calibration, t),
        itemFitItem(calibration, t),
      ]}
    />
  );
}

/** The model estimated, whether it converged, its log-likelihood and the sample it saw. */
function runItems(calibration: CalibrationResult, t: TFunction): SummaryItem[] {
  return [
    {
      key: 'model',
      label: t('evidence.calibration.model'),
      children:
        calibration.model === '3PL' && calibration.guessingPrior !== undefined
          ? t(
              calibration.guessingPrior
                ? 'evidence.comparison.withPrior'
                : 'evidence.comparison.withoutPrior',
            )
          : t(`evidence.models.${calibration.model}`),
    },
    {
      key: 'converged',
      label: t('evidence.calibration.converged'),
      children: calibration.converged ? (
        <Tag color="green">{t('evidence.calibration.convergedAfter', { count: calibration.iterations })}</Tag>
      ) : (
        <Tag color="orange">{t('evidence.calibration.notConverged', { count: calibration.iterations })}</Tag>
      ),
    },
    {
      key: 'loglik',
      label: t('evidence.calibration.logLikelihood'),
      children: decimal(calibration.logLikelihood, 2),
    },
    {
      key: 'n',
      label: t('evidence.calibration.persons'),
      children: t('evidence.calibration.personsPatterns', {
        persons: formatNumber(calibration.persons),
        patterns: formatNumber(calibration.patterns),
      }),
    },
  ];
}

/** A Rasch calibration's persons who fit, misfit or sit at an extreme. */
function personFitItems(calibration: CalibrationResult, t: TFunction): SummaryItem[] {
  const rasch = calibration.raschFit && !isUnavailable(calibration.raschFit) ? calibration.raschFit : null;
  if (!rasch) return [];
  return [
    {
      key: 'person-fit',
      label: t('evidence.calibration.personFit'),
      children: t('evidence.calibration.personFitSummary', {
        fitted: formatNumber(rasch.persons.fitted),
        misfitting: formatNumber(rasch.persons.misfitting),
        extreme: formatNumber(rasch.persons.extreme),
      }),
    },
  ];
}

/**
 * The calibration's global fit (M2 and RMSEA) as description items: one for an instrument of one
 * scale, one a scale for several (the GRM's from its items' score moments); none for an analysis made before M2 was computed.
 */
function globalFitItems(calibration: CalibrationResult, t: TFunction): SummaryItem[] {
  const sentence = (fit: GlobalFit | Unavailable) =>
    isUnavailable(fit)
      ? t('evidence.unavailableBecause', { reason: engineReason(fit.unavailable) })
      : t('evidence.calibration.globalFitValue', {
          m2: decimal(fit.m2, 2),
          df: String(fit.df),
          p: pValue(fit.p),
          rmsea: decimal(fit.rmsea, 3),
          lower: decimal(fit.rmseaInterval.lower, 3),
          upper: decimal(fit.rmseaInterval.upper, 3),
        });
  if (calibration.globalFit)
    return [
      {
        key: 'global-fit',
        label: t('evidence.calibration.globalFit'),
        span: 'filled' as const,
        children: sentence(calibration.globalFit),
      },
    ];
  return (calibration.scales ?? []).flatMap((scale) =>
    !isUnavailable(scale) && scale.globalFit
      ? [
          {
            key: `global-fit-${scale.dimension}`,
            label: t('evidence.calibration.globalFitOf', { dimension: scale.dimension ?? '–' }),
            span: 'filled' as const,
            children: sentence(scale.globalFit),
          },
        ]
      : [],
  );
}

/** A Rasch calibration's estimated latent variance. */
function varianceItems(calibration: CalibrationResult, t: TFunction): SummaryItem[] {
  if (calibration.model !== 'Rasch' || calibration.latentVariance === undefined) return [];
  return [
    {
      key: 'variance',
      label: t('evidence.calibration.latentVariance'),
      children: withSe(calibration.latentVariance, calibration.latentVarianceSe),
    },
  ];
}

/** The scales calibrated one by one, with those left out and why. */
function scalesItems(calibration: CalibrationResult, t: TFunction): SummaryItem[] {
  if (!calibration.scales || calibration.scales.length < 2) return [];
  return [
    {
      key: 'scales',
      label: t('evidence.calibration.scales'),
      span: 'filled' as const,
      children: t('evidence.calibration.scalesSummary', {
        scales: calibration.scales
          .map((scale) =>
            isUnavailable(scale)
              ? t('evidence.calibration.scaleLeftOut', {
                  dimension: scale.dimension ?? '–',
                  reason: engineReason(scale.unavailable),
                })
              : t('evidence.calibration.scaleItems', {
                  dimension: scale.dimension ?? '–',
                  count: scale.itemIds.length,
                }),
          )
          .join('; '),
      }),
    },
  ];
}

/** How many items misfit (S-X²), or why the item fit is missing. */
function itemFitItem(calibration: CalibrationResult, t: TFunction): SummaryItem {
  const fit = isUnavailable(calibration.fit) ? null : calibration.fit;
  return {
    key: 'fit',
    label: t('evidence.calibration.fit'),
    span: 'filled',
    children: fit
      ? t('evidence.calibration.fitSummary', {
          misfits: String(fit.items.filter((f) => f.misfit).length),
          persons: formatNumber(fit.persons),
          alpha: decimal(fit.alpha, 2),
        })
      : t('evidence.unavailableBecause', {
          reason:
            (isUnavailable(calibration.fit) && engineReason(calibration.fit.unavailable)) ||
            t('evidence.notInResult'),
        }),
  };
}
