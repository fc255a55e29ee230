import { Card, Flex, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CurveChart } from './curve-charts';
import { categoryCurvesOption, characteristicCurvesOption, informationOption } from './curve-options';
import { useItemLabel } from './item-labels';
import { type CalibrationResult, isUnavailable } from './result-types';

/** How many item curves are drawn at first, and at most (more lines cannot be told apart). */
const FIRST_CURVES = 5;
const MAX_CURVES = 12;

/** Item characteristic curves of the chosen items, or a graded item's category curves. */
export function ItemCurves({ calibration }: { calibration: CalibrationResult }) {
  const { t } = useTranslation();
  const graded = calibration.model === 'GRM';
  const label = useItemLabel();
  const ids = calibration.items.map((item) => item.id);
  const [chosen, setChosen] = useState<string[]>(() => ids.slice(0, graded ? 1 : FIRST_CURVES));
  const option = useMemo(() => {
    const theta = t('evidence.calibration.theta');
    const items = calibration.items.filter((item) => chosen.includes(item.id));
    if (graded) {
      const item = items[0] ?? calibration.items[0];
      return categoryCurvesOption(item, {
        theta,
        probability: t('evidence.calibration.categoryProbability'),
        category: (j) => t('evidence.calibration.category', { category: String(j) }),
      });
    }
    return characteristicCurvesOption(
      items.map((item) => ({ ...item, id: label(item.id) })),
      { theta, probability: t('evidence.calibration.probability') },
    );
  }, [calibration.items, chosen, graded, t, label]);
  const options = ids.map((id) => ({ value: id, label: label(id) }));
  return (
    <Card
      size="small"
      title={
        <span id="evidence-icc-title">
          {graded ? t('evidence.calibration.categoryCurves') : t('evidence.calibration.itemCurves')}
        </span>
      }
    >
      <Flex vertical gap={8}>
        {graded ? (
          <Select<string>
            aria-label={t('evidence.calibration.chooseItem')}
            value={chosen[0]}
            onChange={(id) => setChosen([id])}
            options={options}
            showSearch
            style={{ width: '100%' }}
          />
        ) : (
          <Select<string[]>
            mode="multiple"
            aria-label={t('evidence.calibration.chooseItems')}
            value={chosen}
            onChange={(next) => setChosen(next.slice(0, MAX_CURVES))}
            options={options}
            maxTagCount="responsive"
            placeholder={t('evidence.calibration.chooseItems')}
            style={{ width: '100%' }}
          />
        )}
        <CurveChart option={option} labelledBy="evidence-icc-title" />
      </Flex>
    </Card>
  );
}

/** The test information of the instrument, or of one scale when each dimension has its own θ. */
export function InformationChart({ calibration }: { calibration: CalibrationResult }) {
  const { t } = useTranslation();
  const scales = (calibration.scales ?? []).filter((scale) => !isUnavailable(scale));
  const [scale, setScale] = useState(0);
  const items = useMemo(() => {
    const chosen = scales[scale];
    if (scales.length < 2 || !chosen) return calibration.items;
    const ids = new Set(chosen.itemIds);
    return calibration.items.filter((item) => ids.has(item.id));
  }, [calibration.items, scales, scale]);
  const option = useMemo(
    () =>
      informationOption(items, {
        theta: t('evidence.calibration.theta'),
        information: t('evidence.calibration.informationAxis'),
        se: t('evidence.calibration.seAxis'),
      }),
    [items, t],
  );
  return (
    <Flex vertical gap={8}>
      {scales.length > 1 && (
        <Select<number>
          aria-label={t('evidence.calibration.chooseScale')}
          value={scale}
          onChange={setScale}
          options={scales.map((s, i) => ({ value: i, label: s.dimension ?? '–' }))}
          style={{ width: '100%' }}
        />
      )}
      <CurveChart option={option} labelledBy="evidence-tif-title" height={360} />
    </Flex>
  );
}
