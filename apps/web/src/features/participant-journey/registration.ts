import type { RegistrationResponse } from '@asesa/contracts';
import { apiPostForm } from '../../lib/api';
import { appendRegistrationExtras, type RegistrationExtras } from './registration-fields';

/** The registration form's values: the fixed fields and the extras the project asks for. */
export interface RegistrationValues extends RegistrationExtras {
  name: string;
  email: string;
  phone?: string;
  is_agree_tnc: boolean;
}

/** test-activities/submit: the participant's registration, multipart (the photo and CV are files). */
export function submitRegistration(pcode: string, values: RegistrationValues) {
  const data = new FormData();
  data.append('participantCode', pcode);
  data.append('name', values.name.trim());
  data.append('email', values.email.trim());
  data.append('phone', (values.phone ?? '').trim());
  appendRegistrationExtras(data, values);
  data.append('is_agree_tnc', values.is_agree_tnc ? 'true' : 'false');
  return apiPostForm<RegistrationResponse>('test-activities/submit', data);
}
