import type { ProjectDetail } from '@asesa/contracts';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';

/** The project's details: period, participants and the instruments in the order they are taken. */
export function OverviewTab({ project: data }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 3 }}
      items={[
        { key: 'status', label: t('common.status'), children: data.status },
        {
          key: 'period',
          label: t('projects.period'),
          children: `${formatDate(data.start_date)} – ${formatDate(data.end_date)}`,
        },
        { key: 'participants', label: t('projects.participants'), children: data.participant_count },
        {
          key: 'instruments',
          label: t('projects.instruments'),
          span: 3,
          children: (
            <ol style={{ margin: 0, paddingInlineStart: 20 }}>
              {[...data.instruments]
                .sort((a, b) => a.position - b.position)
                .map((i) => (
                  <li key={i.id}>
                    {i.code} · {i.name}
                  </li>
                ))}
            </ol>
          ),
        },
      ]}
    />
  );
}
