import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { CompetenceCompactItem, ProjectCompetenceInput } from '@asesa/contracts';
import { Button, Flex, InputNumber, Select, Table, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useCompetenceOptions } from '../competences/queries';

/**
 * The competence targets of a project as an editable table: competence, target level (one of the
 * competence's levels) and weight. Only submitted competences can be scored, so only they are offered.
 */
export function CompetencesEditor({
  value = [],
  onChange,
  disabled,
}: {
  value?: ProjectCompetenceInput[];
  onChange?: (value: ProjectCompetenceInput[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { data, isLoading } = useCompetenceOptions();
  const submitted = (data ?? []).filter((c) => c.status === 'submitted');
  const change = (index: number, row: Partial<ProjectCompetenceInput>) =>
    onChange?.(value.map((v, i) => (i === index ? { ...v, ...row } : v)));
  const unused = submitted.filter((c) => !value.some((v) => v.competence_id === c.id));
  const add = () => {
    const next = unused[0];
    if (next)
      onChange?.([...value, { competence_id: next.id, target_level: next.levels[0]?.level ?? 1, weight: 1 }]);
  };

  return (
    <Flex vertical gap={8}>
      <Table<TargetRow>
        size="small"
        pagination={false}
        loading={isLoading}
        rowKey="competence_id"
        dataSource={value.map((v, index) => ({ ...v, index }))}
        locale={{ emptyText: t('projectSetup.noCompetences') }}
        columns={targetColumns({
          t,
          competences: data ?? [],
          value,
          disabled,
          change,
          remove: (index) => onChange?.(value.filter((_, i) => i !== index)),
        })}
      />
      <div>
        <Button icon={<PlusOutlined />} onClick={add} disabled={disabled || unused.length === 0}>
          {t('projectSetup.addCompetence')}
        </Button>
      </div>
    </Flex>
  );
}

type TargetRow = ProjectCompetenceInput & { index: number };

interface TargetColumnsContext {
  t: TFunction;
  competences: CompetenceCompactItem[];
  value: ProjectCompetenceInput[];
  disabled?: boolean;
  change: (index: number, row: Partial<ProjectCompetenceInput>) => void;
  remove: (index: number) => void;
}

/** Each target's competence, level and weight as inputs, and its Remove button. */
function targetColumns(ctx: TargetColumnsContext): TableColumnsType<TargetRow> {
  const { t, competences, value, disabled, change, remove } = ctx;
  const byId = new Map(competences.map((c) => [c.id, c]));
  const nameOf = (id: number) => byId.get(id)?.name ?? String(id);
  return [
    {
      title: t('projectSetup.competence'),
      dataIndex: 'competence_id',
      render: (id: number, row) => (
        <CompetenceSelect
          id={id}
          competences={competences}
          taken={value}
          disabled={disabled}
          onChange={(competenceId) =>
            change(row.index, {
              competence_id: competenceId,
              target_level: byId.get(competenceId)?.levels[0]?.level ?? 1,
            })
          }
        />
      ),
    },
    {
      title: t('projectSetup.targetLevel'),
      dataIndex: 'target_level',
      render: (level: number, row) => (
        <Select<number>
          aria-label={`${t('projectSetup.targetLevel')}: ${nameOf(row.competence_id)}`}
          style={{ minWidth: 160 }}
          value={level}
          disabled={disabled}
          onChange={(target_level) => change(row.index, { target_level })}
          options={(byId.get(row.competence_id)?.levels ?? []).map((l) => ({
            value: l.level,
            label: `${l.level} · ${l.label}`,
          }))}
        />
      ),
    },
    {
      title: t('projectSetup.weight'),
      dataIndex: 'weight',
      render: (weight: number, row) => (
        <InputNumber<number>
          aria-label={`${t('projectSetup.weight')}: ${nameOf(row.competence_id)}`}
          min={0.01}
          step={0.5}
          value={weight}
          disabled={disabled}
          onChange={(w) => change(row.index, { weight: w ?? 0 })}
        />
      ),
    },
    {
      title: t('common.actions'),
      key: 'remove',
      width: 80,
      render: (_v, row) => (
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('projectSetup.removeCompetence', { name: nameOf(row.competence_id) })}
          disabled={disabled}
          onClick={() => remove(row.index)}
        />
      ),
    },
  ];
}

/**
 * A target's competence: the submitted ones not yet chosen, and the current one (by its id when it
 * is no longer listed).
 */
function CompetenceSelect({
  id,
  competences,
  taken,
  disabled,
  onChange,
}: {
  id: number;
  competences: CompetenceCompactItem[];
  taken: ProjectCompetenceInput[];
  disabled?: boolean;
  onChange: (competenceId: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Select<number>
      aria-label={t('projectSetup.competence')}
      style={{ minWidth: 200, width: '100%' }}
      value={id}
      disabled={disabled}
      onChange={onChange}
      options={[
        ...(competences.some((c) => c.id === id) ? [] : [{ value: id, label: String(id) }]),
        ...competences
          .filter(
            (c) => c.id === id || (c.status === 'submitted' && !taken.some((v) => v.competence_id === c.id)),
          )
          .map((c) => ({ value: c.id, label: `${c.code} · ${c.name}` })),
      ]}
    />
  );
}
