import { TagOutlined } from '@ant-design/icons';
import type { ParticipantListRow, ProjectDetail } from '@asesa/contracts';
import { App, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TableSearch } from '../../components/table-search';
import { buildDatatableQuery, DEFAULT_TABLE_STATE, type TableState } from '../../lib/datatable';
import { ExportLogButton } from '../decisions/export-log-button';
import { ExportParticipantsButton } from '../exports/export-buttons';
import { ReportsZipButton } from '../exports/reports-zip-button';
import { FilterBar } from '../participants/filter-bar';
import { OverviewStats } from '../participants/overview-stats';
import {
  filterFields,
  NO_FILTERS,
  type ParticipantFilters,
  rangeProblem,
} from '../participants/participant-filters';
import { PARTICIPANT_COLUMNS, ParticipantsTable } from '../participants/participants-table';
import { useAddShortlisted, useParticipantPage } from '../participants/queries';
import { RecalculateButton, RecalculateProgress, useRecalculation } from '../participants/recalculate-button';
import { ResultsDrawer } from '../participants/results-drawer';

export { STATUS_COLOURS } from '../participants/status-colours';

const COLUMN_SPECS = PARTICIPANT_COLUMNS.map((data) => ({ data, searchable: data !== 'id' }));

/**
 * The project's participants: counts, filters, the table with star/shortlist toggles and
 * selection, recalculation with its progress, and each participant's results in a drawer.
 */
export function ParticipantsTab({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [filters, setFilters] = useState<ParticipantFilters>(NO_FILTERS);
  const [state, setState] = useState<TableState>(DEFAULT_TABLE_STATE);
  const [selected, setSelected] = useState<number[]>([]);
  const [open, setOpen] = useState<ParticipantListRow | null>(null);
  const recalculation = useRecalculation(project.id);
  const addShortlisted = useAddShortlisted(project.id);

  // A range with min > max is shown as a warning and not sent (the server would refuse it).
  const valid = rangeProblem(filters) === null;
  const query = {
    ...buildDatatableQuery(COLUMN_SPECS, state),
    project_id: project.id,
    ...(valid ? filterFields(filters) : {}),
  };
  const page = useParticipantPage(query);

  const onFilters = (next: ParticipantFilters) => {
    setFilters(next);
    setState((s) => ({ ...s, page: 1 }));
  };
  const shortlistSelected = () =>
    addShortlisted.mutate(selected, {
      onSuccess: (r) => {
        message.success(t('participants.addedToShortlist', { count: r.updated }));
        setSelected([]);
      },
      onError: (err) => message.error(err.message),
    });

  return (
    <Flex vertical gap={16}>
      <OverviewStats projectId={project.id} />
      <FilterBar projectId={project.id} value={filters} onChange={onFilters} />
      <Flex justify="end">
        <ExportLogButton projectId={project.id} />
      </Flex>
      <RecalculateProgress recalculation={recalculation} />
      <ParticipantsTable
        projectId={project.id}
        rows={page.data?.data ?? []}
        total={page.data?.recordsFiltered ?? 0}
        loading={page.isFetching}
        state={state}
        onState={setState}
        selected={selected}
        onSelect={setSelected}
        onOpen={setOpen}
        search={
          <TableSearch style={{ maxWidth: 320 }} onSearch={(q) => setState((s) => ({ ...s, q, page: 1 }))} />
        }
        actions={
          <>
            {selected.length > 0 && (
              <Typography.Text type="secondary">
                {t('participants.selected', { count: selected.length })}
              </Typography.Text>
            )}
            <Button
              icon={<TagOutlined />}
              disabled={selected.length === 0}
              loading={addShortlisted.isPending}
              onClick={shortlistSelected}
            >
              {t('participants.addToShortlist')}
            </Button>
            <ReportsZipButton project={project} selected={selected} />
            <RecalculateButton recalculation={recalculation} />
            <ExportParticipantsButton
              project={project}
              filters={{
                ...(valid ? filterFields(filters) : {}),
                ...(state.q.trim() ? { search: state.q.trim() } : {}),
                ...(selected.length ? { participant_ids: selected } : {}),
              }}
            />
          </>
        }
      />
      <ResultsDrawer project={project} participant={open} onClose={() => setOpen(null)} />
    </Flex>
  );
}
