import type { JobProfileDetail, JobProfileRow } from '@asesa/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../components/data-table';
import { ListPage, RowActions, useRemoveRow } from '../../components/list-page';
import { JobProfileModal } from '../../features/job-profiles/job-profile-modal';
import { fetchJobProfile, fetchJobProfilePage, JOB_PROFILES_KEY } from '../../features/job-profiles/queries';

/** Admin: /assessment-center/job-profile/all, job profiles with competence targets and instrument order. */
export function JobProfilesPage() {
  const { t } = useTranslation();
  const [modal, setModal] = useState<{ editing: JobProfileDetail | null } | null>(null);

  const edit = async (id: number) => setModal({ editing: await fetchJobProfile(id) });
  const remove = useRemoveRow('job-profiles/mark-as-removed', JOB_PROFILES_KEY, t('jobProfiles.removed'));

  const columns: DataColumn<JobProfileRow>[] = [
    { title: t('jobProfiles.name'), dataIndex: 'name', sortable: true, ellipsis: true, width: 260 },
    { title: t('jobProfiles.description'), dataIndex: 'description', searchable: false, ellipsis: true },
    {
      title: t('jobProfiles.competenceCount'),
      dataIndex: 'competence_count',
      searchable: false,
      align: 'right',
      width: 130,
    },
    {
      title: t('jobProfiles.instrumentCount'),
      dataIndex: 'instrument_count',
      searchable: false,
      align: 'right',
      width: 130,
    },
  ];

  return (
    <ListPage<JobProfileRow>
      title={t('jobProfiles.title')}
      newLabel={t('jobProfiles.newButton')}
      onNew={() => setModal({ editing: null })}
      queryKey={[...JOB_PROFILES_KEY, 'list']}
      fetchPage={fetchJobProfilePage}
      columns={columns}
      rowActions={(row) => (
        <RowActions
          name={row.name}
          editLabel={t('jobProfiles.edit')}
          onEdit={() => edit(row.id)}
          removeLabel={t('jobProfiles.remove')}
          removeConfirm={t('jobProfiles.removeConfirm')}
          onRemove={() => remove(row.id)}
        />
      )}
    >
      <JobProfileModal
        open={modal !== null}
        editing={modal?.editing ?? null}
        onClose={() => setModal(null)}
      />
    </ListPage>
  );
}
