import type { InstrumentNewRequest } from '@asesa/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ModalControl } from '../../components/form-modal';
import { RequestModal } from '../../components/request-modal';
import { api } from '../../lib/api';
import { CodeNameFields, KindInstructionsFields } from './code-name-fields';
import { INSTRUMENTS_KEY } from './queries';

/** 'New instrument' (instruments/new); opens the new instrument's page on success. */
export function NewInstrumentModal(control: ModalControl) {
  const { t } = useTranslation();
  const navigate = useNavigate();

  return (
    <RequestModal<InstrumentNewRequest, { id: number }>
      {...control}
      name="new-instrument"
      title={t('instruments.newTitle')}
      initialValues={{ kind: 'ability' }}
      send={(values) => api('instruments/new', values)}
      success={t('instruments.created')}
      refresh={INSTRUMENTS_KEY}
      onAccepted={(instrument) => navigate(`/assessment-center/test-instrument/${instrument.id}`)}
    >
      <CodeNameFields />
      <KindInstructionsFields />
    </RequestModal>
  );
}
