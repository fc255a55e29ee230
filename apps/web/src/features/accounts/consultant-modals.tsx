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
import type { ModalControl } from '../../components/form-modal';
import { RequestModal } from '../../components/request-modal';
import { api } from '../../lib/api';
import { AccountNameFields, useAccountSaved } from './account-parts';

const newShape = consultantNewRequest.shape;

/** 'New consultant account' (admin): the account and its first user, who is invited by e-mail. */
export function NewConsultantModal(control: ModalControl) {
  const { t } = useTranslation();
  const saved = useAccountSaved('consultant');
  const navigate = useNavigate();
  return (
    <RequestModal<ConsultantNewRequest, ConsultantDetail>
      {...control}
      name="new-consultant"
      title={t('consultants.newTitle')}
      send={(values) =>
        api('accounts/consultants/new', {
          name: values.name.trim(),
          legal_name: values.legal_name.trim(),
          user_name: values.user_name.trim(),
          user_email: values.user_email.trim(),
        })
      }
      success={t('consultants.created')}
      onAccepted={async (consultant) => {
        await saved(consultant);
        navigate(`/consultant-account/detail/${consultant.id}`);
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
    </RequestModal>
  );
}

interface EditValues {
  name: string;
  legal_name: string;
}
const updateShape = consultantUpdateRequest.shape;

/** Edits a consultant account's names (accounts/consultants/update). */
export function EditConsultantModal({
  consultant,
  ...control
}: ModalControl & { consultant: ConsultantDetail }) {
  const { t } = useTranslation();
  const saved = useAccountSaved('consultant');
  return (
    <RequestModal<EditValues, ConsultantDetail>
      {...control}
      name="edit-consultant"
      title={t('consultants.editTitle')}
      okText={t('common.save')}
      initialValues={{ name: consultant.name, legal_name: consultant.legal_name }}
      send={(values) =>
        api('accounts/consultants/update', {
          id: consultant.id,
          name: values.name.trim(),
          legal_name: values.legal_name.trim(),
        })
      }
      success={t('consultants.updated')}
      onAccepted={saved}
    >
      <AccountNameFields account="consultant" shape={updateShape} />
    </RequestModal>
  );
}
