import type { AccessCodeAttemptRow, LoginAttemptRow, ParticipantCodeAttemptRow } from '@asesa/contracts';
import { Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../components/back-link';
import { type DataColumn, DataTable, type DataTableProps } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { fetchCodeAttempts } from '../../features/access-codes/api';
import { fetchLoginAttempts, fetchParticipantCodeAttempts } from '../../features/auth/queries';
import { codeAttemptColumns, whenColumn } from '../../features/auth/security-columns';
import { ThrottlesTable } from '../../features/auth/throttles-table';

const SECURITY_KEY = ['security'] as const;

/**
 * Admin: /consultant-account/security, the guessing the throttles recorded: access codes and
 * unknown participant codes tried on the participant pages (codes masked) and failed sign-ins,
 * each searchable and paged in SQL. Refused tries (over a limit, without the proof of work) are
 * tagged, with the limit that refused them. Above them, the throttles in force, each with a Lift.
 */
export function SecurityPage() {
  const { t } = useTranslation();
  const codeColumns = codeAttemptColumns<AccessCodeAttemptRow>(t, (row) =>
    row.reason === 'email' ? t('security.wrongEmail') : t('security.unknownCode'),
  );
  const participantCodeColumns = codeAttemptColumns<ParticipantCodeAttemptRow>(t, () =>
    t('security.unknownCode'),
  );
  const loginColumns: DataColumn<LoginAttemptRow>[] = [
    whenColumn<LoginAttemptRow>(t('security.at')),
    { title: t('security.ip'), dataIndex: 'ip', sortable: true },
    { title: t('security.email'), dataIndex: 'email', sortable: true },
    {
      title: t('security.outcome'),
      dataIndex: 'kind',
      sortable: true,
      render: (_v, row) =>
        row.kind === 'login_throttled' ? (
          <Tag color="red">{t('security.refusedLogin')}</Tag>
        ) : (
          <Tag>{t('security.wrongPassword')}</Tag>
        ),
    },
  ];
  return (
    <Flex vertical gap={16}>
      <BackLink to="/consultant-account/all-account">{t('consultants.back')}</BackLink>
      <PageHeader title={t('security.title')} sub={t('security.intro')} />
      <SectionTitle>{t('security.throttlesTitle')}</SectionTitle>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('security.throttlesIntro')}
      </Typography.Paragraph>
      <ThrottlesTable />
      <AttemptsSection<AccessCodeAttemptRow>
        title={t('security.codesTitle')}
        list="codes"
        fetchPage={fetchCodeAttempts}
        columns={codeColumns}
        urlPrefix="codes"
      />
      <AttemptsSection<LoginAttemptRow>
        title={t('security.loginsTitle')}
        list="logins"
        fetchPage={fetchLoginAttempts}
        columns={loginColumns}
        urlPrefix="logins"
      />
      <AttemptsSection<ParticipantCodeAttemptRow>
        title={t('security.participantCodesTitle')}
        list="participant-codes"
        fetchPage={fetchParticipantCodeAttempts}
        columns={participantCodeColumns}
        urlPrefix="pcodes"
      />
    </Flex>
  );
}

function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
      {children}
    </Typography.Title>
  );
}

/** One list of recorded tries under its heading, its search and page kept in the URL under `urlPrefix`. */
function AttemptsSection<T extends { id: number }>({
  title,
  list,
  fetchPage,
  columns,
  urlPrefix,
}: Pick<DataTableProps<T>, 'fetchPage' | 'columns'> & { title: string; list: string; urlPrefix: string }) {
  return (
    <>
      <SectionTitle>{title}</SectionTitle>
      <DataTable<T>
        label={title}
        queryKey={[...SECURITY_KEY, list]}
        fetchPage={fetchPage}
        columns={columns}
        rowKey="id"
        urlPrefix={urlPrefix}
      />
    </>
  );
}
