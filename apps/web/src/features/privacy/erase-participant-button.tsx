import { DeleteOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../lib/api';
import { participantsRoot } from '../../lib/query-keys';
import { useAuth } from '../auth/auth-context';

/**
 * Right to be forgotten: erases one participant's personal data now, after a confirmation. Their
 * anonymous scores stay in the project's figures. Admins and consultants only (the server checks too).
 */
export function EraseParticipantButton({
  projectId,
  participant,
  onErased,
}: {
  projectId: number;
  participant: { id: number; name: string };
  onErased: () => void;
}) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const { session } = useAuth();
  const queryClient = useQueryClient();
  const erase = useMutation({
    mutationFn: () =>
      unwrap(api('projects/participants/erase', { participant_id: participant.id, confirm: true })),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: participantsRoot(projectId) });
      void message.success(t('privacy.erased'));
      onErased();
    },
  });
  const role = session?.status === 'authenticated' ? session.role : undefined;
  if (role !== 'admin' && role !== 'consultant') return null;
  const confirm = () =>
    modal.confirm({
      title: t('privacy.eraseConfirmTitle', { name: participant.name }),
      content: t('privacy.eraseConfirmBody'),
      okText: t('privacy.eraseOk'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => erase.mutateAsync(),
    });
  return (
    <Flex vertical gap={4} style={{ marginTop: 24 }}>
      <Typography.Text type="secondary">{t('privacy.eraseHint')}</Typography.Text>
      <div>
        <Button danger icon={<DeleteOutlined aria-hidden />} loading={erase.isPending} onClick={confirm}>
          {t('privacy.erase')}
        </Button>
      </div>
    </Flex>
  );
}
