import {
  type ConsultantDetail,
  type ConsultantNewRequest,
  consultantNewRequest,
  consultantUpdateRequest,
} from '@asesa/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ContractEmailField, ContractTextField } from '../../components/contract-text-field';
import { FormModal } from '../../components/form-modal';
import { api } from '../../lib/api';
import { applyServerError } from '../../lib/form';
import { AccountNameFields, useAccountSaved } from './account-parts';

const newShape = consultantNewRequest.shape;

/** 'New consultant account' (admin): the account and its first user, who is invited by e-mail. */
export function NewConsultantModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const saved = useAccountSaved('consultant');
  const navigate = useNavigate();
  return (
    <FormModal<ConsultantNewRequest>
      open={open}
      name="new-consultant"
      title={t('consultants.newTitle')}
      onClose={onClose}
      onSubmit={async (values, form) => {
        const env = await api('accounts/consultants/new', {
          name: values.name.trim(),
          legal_name: values.legal_name.trim(),
          user_name: values.user_name.trim(),
          user_email: values.user_email.trim(),
        });
        if (!applyServerError(form, env) || !env.data) return false;
        await saved(env.data, t('consultants.created'));
        navigate(`/consultant-account/detail/${env.data.id}`);
        return true;
      }}
    >
      <AccountNameFields account="consultant" shape={newShape} />
      <Typography.Paragraph type="secondary">{t('consultants.userHint')}</Typography.Paragraph>
      <ContractTextField
        label={t('consultants.userName')}
        name="user_name"
        schema={newShape.user_name}
        required
      />
      <ContractEmailField label={t('consultants.userEmail')} name="user_email" schema={newShape.user_email} />
    </FormModal>
  );
}

interface EditValues {
  name: string;
  legal_name: string;
}
const updateShape = consultantUpdateRequest.shape;

/** Edits a consultant account's names (accounts/consultants/update). */
export function EditConsultantModal({
  open,
  onClose,
  consultant,
}: {
  open: boolean;
  onClose: () => void;
  consultant: ConsultantDetail;
}) {
  const { t } = useTranslation();
  const saved = useAccountSaved('consultant');
  return (
    <FormModal<EditValues>
      open={open}
      name="edit-consultant"
      title={t('consultants.editTitle')}
      okText={t('common.save')}
      onClose={onClose}
      initialValues={{ name: consultant.name, legal_name: consultant.legal_name }}
      onSubmit={async (values, form) => {
        const env = await api('accounts/consultants/update', {
          id: consultant.id,
          name: values.name.trim(),
          legal_name: values.legal_name.trim(),
        });
        if (!applyServerError(form, env) || !env.data) return false;
        await saved(env.data, t('consultants.updated'));
        return true;
      }}
    >
      <AccountNameFields account="consultant" shape={updateShape} />
    </FormModal>
  );
}
