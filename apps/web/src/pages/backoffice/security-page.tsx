import { ArrowLeftOutlined } from '@ant-design/icons';
import type {
  AccessCodeAttemptRow,
  DatatableQuery,
  LoginAttemptRow,
  ParticipantCodeAttemptRow,
} from '@asesa/contracts';
import { Flex, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type DataColumn, DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { api, unwrap } from '../../lib/api';
import { formatDateTime } from '../../lib/format';

const SECURITY_KEY = ['security'] as const;
const fetchCodeAttempts = (query: DatatableQuery) => unwrap(api('unique-codes/attempts', query));
const fetchLoginAttempts = (query: DatatableQuery) => unwrap(api('auth/login-attempts', query));
const fetchParticipantCodeAttempts = (query: DatatableQuery) =>
  unwrap(api('auth/participant-code-attempts', query));

/** The first column, the server's default order (descending): newest first. */
function whenColumn<T extends { id: number; created_at: string }>(title: string): DataColumn<T> {
  return {
    title,
    dataIndex: 'id' as keyof T & string,
    sortable: true,
    searchable: false,
    render: (_v, row) => formatDateTime(row.created_at),
  };
}

/** Tried codes (access or participant codes): when, from where, the masked code and what came of it. */
function codeAttemptColumns<
  T extends { id: number; created_at: string; ip: string; code: string; kind: string; reason: string },
>(t: TFunction, failure: (row: T) => string): DataColumn<T>[] {
  return [
    whenColumn<T>(t('security.at')),
    { title: t('security.ip'), dataIndex: 'ip' as keyof T & string, sortable: true },
    {
      title: t('security.code'),
      dataIndex: 'code' as keyof T & string,
      sortable: true,
      render: (_v, row) => <Typography.Text code>{row.code}</Typography.Text>,
    },
    {
      title: t('security.outcome'),
      dataIndex: 'kind' as keyof T & string,
      sortable: true,
      render: (_v, row) =>
        row.kind === 'throttled' ? (
          <Tag color="red">{t('security.refused', { limit: row.reason })}</Tag>
        ) : (
          <Tag>{failure(row)}</Tag>
        ),
    },
  ];
}

/**
 * Admin: /consultant-account/security, the guessing the throttles recorded: access codes and
 * unknown participant codes tried on the participant pages (codes masked) and failed sign-ins,
 * each searchable and paged in SQL. Refused tries (over a limit) are tagged, with the limit that
 * refused them.
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
      <Link to="/consultant-account/all-account">
        <ArrowLeftOutlined aria-hidden /> {t('consultants.back')}
      </Link>
      <PageHeader title={t('security.title')} sub={t('security.intro')} />
      <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
        {t('security.codesTitle')}
      </Typography.Title>
      <DataTable<AccessCodeAttemptRow>
        label={t('security.codesTitle')}
        queryKey={[...SECURITY_KEY, 'codes']}
        fetchPage={fetchCodeAttempts}
        columns={codeColumns}
        rowKey="id"
        urlPrefix="codes"
      />
      <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
        {t('security.loginsTitle')}
      </Typography.Title>
      <DataTable<LoginAttemptRow>
        label={t('security.loginsTitle')}
        queryKey={[...SECURITY_KEY, 'logins']}
        fetchPage={fetchLoginAttempts}
        columns={loginColumns}
        rowKey="id"
        urlPrefix="logins"
      />
      <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
        {t('security.participantCodesTitle')}
      </Typography.Title>
      <DataTable<ParticipantCodeAttemptRow>
        label={t('security.participantCodesTitle')}
        queryKey={[...SECURITY_KEY, 'participant-codes']}
        fetchPage={fetchParticipantCodeAttempts}
        columns={participantCodeColumns}
        rowKey="id"
        urlPrefix="pcodes"
      />
    </Flex>
  );
}
