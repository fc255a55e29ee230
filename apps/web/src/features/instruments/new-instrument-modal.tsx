import type { InstrumentNewRequest } from '@asesa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormModal } from '../../components/form-modal';
import { api } from '../../lib/api';
import { applyServerError } from '../../lib/form';
import { CodeNameFields, KindInstructionsFields } from './code-name-fields';
import { INSTRUMENTS_KEY } from './queries';

/** 'New instrument' (instruments/new); opens the new instrument's page on success. */
export function NewInstrumentModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return (
    <FormModal<InstrumentNewRequest>
      open={open}
      name="new-instrument"
      title={t('instruments.newTitle')}
      onClose={onClose}
      initialValues={{ kind: 'ability' }}
      onSubmit={async (values, form) => {
        const env = await api('instruments/new', values);
        if (!applyServerError(form, env) || !env.data) return false;
        message.success(t('instruments.created'));
        await queryClient.invalidateQueries({ queryKey: INSTRUMENTS_KEY });
        navigate(`/assessment-center/test-instrument/${env.data.id}`);
        return true;
      }}
    >
      <CodeNameFields />
      <KindInstructionsFields />
    </FormModal>
  );
}
