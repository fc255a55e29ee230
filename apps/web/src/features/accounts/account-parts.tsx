import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, Card, Image, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../components/back-link';
import { ContractTextField } from '../../components/contract-text-field';
import type { DataColumn } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import type { ParsableSchema } from '../../lib/form';
import { useCanManageAccounts } from './can-manage';
import { LogoUpload } from './logo-upload';
import { CONSULTANTS_KEY, CORPORATES_KEY } from './queries';
import { useRemoveAccount } from './remove-account';

// What the consultant and corporate account screens have in common: the two kinds of account
// differ in their fields and tabs, not in how they are named, shown, saved or removed.

export type AccountKind = 'consultant' | 'corporate';

/** The translation namespace of each kind. */
export const ACCOUNT_NS = { consultant: 'consultants', corporate: 'corporates' } as const;
export const ACCOUNT_LIST_PATH = {
  consultant: '/consultant-account/all-account',
  corporate: '/corporate-account/all-account',
} as const;
const ACCOUNT_KEY = { consultant: CONSULTANTS_KEY, corporate: CORPORATES_KEY } as const;

interface AccountNames {
  id: number;
  name: string;
  legal_name: string;
}

/**
 * The top of an account's page: a link back to its list, its names, and Edit and Remove (neither
 * the list nor the buttons for a collaborator reading its own corporate).
 */
export function AccountHeader({
  account,
  row,
  onEdit,
}: {
  account: AccountKind;
  row: AccountNames;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const remove = useRemoveAccount(account);
  const canManage = useCanManageAccounts();
  return (
    <>
      {canManage && <BackLink to={ACCOUNT_LIST_PATH[account]}>{t(`${ACCOUNT_NS[account]}.back`)}</BackLink>}
      <PageHeader
        title={row.name}
        sub={row.legal_name}
        extra={
          canManage && (
            <>
              <Button icon={<EditOutlined aria-hidden />} onClick={onEdit}>
                {t('common.edit')}
              </Button>
              <Button danger icon={<DeleteOutlined aria-hidden />} onClick={() => remove(row)}>
                {t(`${ACCOUNT_NS[account]}.removeButton`)}
              </Button>
            </>
          )
        }
      />
    </>
  );
}

/** The account's logo in a card of its own. */
export function AccountLogoCard({
  account,
  row,
}: {
  account: AccountKind;
  row: { id: number; name: string; logo_thumbnail: string | null; logo_path: string | null };
}) {
  const { t } = useTranslation();
  const canManage = useCanManageAccounts();
  return (
    <Card size="small" title={t('corporates.logo')}>
      {canManage ? (
        <LogoUpload
          account={account}
          id={row.id}
          name={row.name}
          thumbnail={row.logo_thumbnail}
          full={row.logo_path}
        />
      ) : row.logo_thumbnail ? (
        <Image src={row.logo_thumbnail} alt={t('logo.alt', { name: row.name })} height={64} preview={false} />
      ) : (
        <Typography.Text type="secondary">{t('logo.none')}</Typography.Text>
      )}
    </Card>
  );
}

/** An account's name and legal name, both required and checked by the contract's rules. */
export function AccountNameFields({
  account,
  shape,
}: {
  account: AccountKind;
  shape: { name: ParsableSchema; legal_name: ParsableSchema };
}) {
  const { t } = useTranslation();
  const ns = ACCOUNT_NS[account];
  return (
    <>
      <ContractTextField label={t(`${ns}.name`)} name="name" schema={shape.name} required />
      <ContractTextField label={t(`${ns}.legalName`)} name="legal_name" schema={shape.legal_name} required />
    </>
  );
}

/**
 * After a create or an update: puts the saved account in the cache of its page (which then shows
 * it without a fetch) and refreshes the lists.
 */
export function useAccountSaved(account: AccountKind) {
  const queryClient = useQueryClient();
  const key = ACCOUNT_KEY[account];
  return async (saved: { id: number }) => {
    queryClient.setQueryData([...key, 'detail', saved.id], saved);
    await queryClient.invalidateQueries({ queryKey: key });
  };
}

/**
 * The logo column of an account list: the logo's thumbnail, else the name's initial, on the
 * account's colour where `colour` gives one.
 */
export function logoColumn<T extends { name: string; logo_thumbnail: string | null }>(
  title: string,
  colour?: (row: T) => string,
): DataColumn<T> {
  return {
    title,
    key: 'logo',
    width: 64,
    render: (_v, row) => <ListLogo name={row.name} thumbnail={row.logo_thumbnail} colour={colour?.(row)} />,
  };
}

function ListLogo({ name, thumbnail, colour }: { name: string; thumbnail: string | null; colour?: string }) {
  const { t } = useTranslation();
  return (
    <Avatar
      shape="square"
      size={36}
      src={thumbnail ?? undefined}
      alt={thumbnail ? t('logo.alt', { name }) : undefined}
      style={colour ? { background: thumbnail ? 'transparent' : colour } : undefined}
    >
      {name.charAt(0).toUpperCase()}
    </Avatar>
  );
}
