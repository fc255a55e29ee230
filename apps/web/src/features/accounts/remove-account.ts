import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api';
import { CONSULTANTS_KEY, CORPORATES_KEY } from './queries';

/** Asks for confirmation, removes a consultant or corporate account (soft) and returns to its list. */
export function useRemoveAccount(account: 'consultant' | 'corporate') {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const ns = account === 'consultant' ? 'consultants' : 'corporates';

  return (row: { id: number; name: string }) =>
    modal.confirm({
      title: t(`${ns}.removeTitle`, { name: row.name }),
      content: t(`${ns}.removeBody`),
      okText: t('common.remove'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        const env =
          account === 'consultant'
            ? await api('accounts/consultants/mark-as-removed', { id: row.id })
            : await api('accounts/corporates/mark-as-removed', { id: row.id });
        if (env.code !== 200) return;
        message.success(t(`${ns}.removed`));
        const key = account === 'consultant' ? CONSULTANTS_KEY : CORPORATES_KEY;
        queryClient.removeQueries({ queryKey: [...key, 'detail', row.id] });
        await queryClient.invalidateQueries({ queryKey: key });
        navigate(
          account === 'consultant' ? '/consultant-account/all-account' : '/corporate-account/all-account',
          {
            replace: true,
          },
        );
      },
    });
}
