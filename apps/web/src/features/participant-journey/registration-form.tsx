import { EMAIL_PATTERN, type LandingResponse } from '@asesa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Checkbox, Form, type FormInstance, Input, Modal, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorSentence } from '../../lib/error-sentence';
import { TEST_ACTIVITY_QUERY_ROOT, useParticipantText } from './api';
import { LoadError, Loading, TextContent } from './components';
import { useCopy } from './copy';
import { useParticipantPaths } from './paths-context';
import { type RegistrationValues, submitRegistration } from './registration';
import { EXTRA_FIELDS, RegistrationExtraFields } from './registration-fields';

const NAME_MAX = 200;
const EMAIL_MAX = 254;
const PHONE_ALLOWED = /^[+0-9\s\-().]*$/;
const PHONE_MIN_DIGITS = 6;
const PHONE_MAX_DIGITS = 20;

const FIELDS: readonly (keyof RegistrationValues)[] = [
  'name',
  'email',
  'phone',
  ...EXTRA_FIELDS,
  'is_agree_tnc',
];

function isPhoneValid(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return PHONE_ALLOWED.test(value) && digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS;
}

/** The terms text (consensus call) in a dialog, loaded when first opened. */
function TermsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const COPY = useCopy();
  const terms = useParticipantText('test-activities/consensus', open);
  return (
    <Modal
      open={open}
      onCancel={onClose}
      onOk={onClose}
      title={terms.data?.title ?? COPY.consensusHeading}
      footer={(_, { OkBtn }) => <OkBtn />}
      okText={COPY.close}
    >
      {terms.isPending ? <Loading /> : null}
      {terms.isError ? <LoadError error={terms.error} onRetry={() => void terms.refetch()} /> : null}
      {terms.data ? <TextContent text={terms.data.content} /> : null}
    </Modal>
  );
}

/** The participant's registration: who they are, what the project asks, and the terms agreed to. */
export function RegistrationForm({ pcode, landing }: { pcode: string; landing: LandingResponse }) {
  const COPY = useCopy();
  const [form] = Form.useForm<RegistrationValues>();
  const [termsOpen, setTermsOpen] = useState(false);

  const { submit, formError, send } = useRegistrationSubmit(pcode, form);

  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        {COPY.formTitle}
      </Typography.Title>
      {landing.project_name ? (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
          {COPY.projectLabel}: <strong>{landing.project_name}</strong>
        </Typography.Paragraph>
      ) : null}
      {landing.is_submit_code ? (
        <Alert type="success" showIcon title={COPY.submitCodeWelcome} style={{ marginBottom: 16 }} />
      ) : null}
      <Typography.Paragraph>{COPY.formIntro}</Typography.Paragraph>
      {formError ? (
        <Alert type="error" showIcon title={formError} role="alert" style={{ marginBottom: 16 }} />
      ) : null}
      <Form<RegistrationValues>
        form={form}
        layout="vertical"
        requiredMark
        // The app checks the fields in the page's language, not the browser's tooltips.
        noValidate
        scrollToFirstError={{ focus: true }}
        initialValues={{ name: landing.name, email: landing.email, phone: '', is_agree_tnc: false }}
        onFinish={send}
        disabled={submit.isPending}
      >
        <ContactFields landing={landing} />
        <RegistrationExtraFields config={landing.registration_form} copy={COPY} />
        <Form.Item
          name="is_agree_tnc"
          valuePropName="checked"
          rules={[
            {
              validator: (_, value?: boolean) =>
                value ? Promise.resolve() : Promise.reject(new Error(COPY.tncRequired)),
            },
          ]}
          extra={
            <Button type="link" style={{ padding: 0 }} onClick={() => setTermsOpen(true)} disabled={false}>
              {COPY.tncLink}
            </Button>
          }
        >
          <Checkbox>{COPY.tncLabel}</Checkbox>
        </Form.Item>
        <Form.Item style={{ marginBottom: 0 }}>
          <Button type="primary" htmlType="submit" size="large" block loading={submit.isPending}>
            {COPY.submit}
          </Button>
        </Form.Item>
      </Form>
      <TermsDialog open={termsOpen} onClose={() => setTermsOpen(false)} />
    </Card>
  );
}

/** The participant's name, e-mail and (when the project asks for it) phone. */
function ContactFields({ landing }: { landing: LandingResponse }) {
  const COPY = useCopy();
  return (
    <>
      <Form.Item
        label={COPY.nameLabel}
        name="name"
        rules={[
          { required: true, whitespace: true, message: COPY.nameRequired },
          { max: NAME_MAX, message: COPY.nameTooLong },
        ]}
      >
        <Input autoComplete="name" maxLength={NAME_MAX} />
      </Form.Item>
      <Form.Item
        label={COPY.emailLabel}
        name="email"
        rules={[
          { required: true, whitespace: true, message: COPY.emailRequired },
          // The server's own pattern (an emoji is refused here, in these words).
          { pattern: EMAIL_PATTERN, message: COPY.emailInvalid },
          { max: EMAIL_MAX, message: COPY.emailInvalid },
        ]}
      >
        <Input type="email" inputMode="email" autoComplete="email" maxLength={EMAIL_MAX} />
      </Form.Item>
      {/* The project's landing-form configuration decides whether the phone is asked and required. */}
      {landing.registration_form.fields.phone.show ? (
        <Form.Item
          label={COPY.phoneLabel}
          name="phone"
          rules={[
            ...(landing.registration_form.fields.phone.required
              ? [{ required: true, whitespace: true, message: COPY.fieldRequired }]
              : []),
            {
              validator: (_, value?: string) =>
                !value?.trim() || isPhoneValid(value.trim())
                  ? Promise.resolve()
                  : Promise.reject(new Error(COPY.phoneInvalid)),
            },
          ]}
        >
          <Input type="tel" inputMode="tel" autoComplete="tel" maxLength={40} />
        </Form.Item>
      ) : null}
    </>
  );
}

/**
 * Sends the registration once (a double click validates twice before the form re-renders disabled),
 * then opens the dashboard, or puts the server's refusal on its field or above the form.
 */
function useRegistrationSubmit(pcode: string, form: FormInstance<RegistrationValues>) {
  const participantPaths = useParticipantPaths();
  const COPY = useCopy();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const sending = useRef(false);
  const submit = useMutation({
    mutationFn: (values: RegistrationValues) => submitRegistration(pcode, values),
    onSuccess: async (env) => {
      if (env.code === 200) {
        await queryClient.invalidateQueries({ queryKey: [TEST_ACTIVITY_QUERY_ROOT] });
        navigate(participantPaths.dashboard(pcode));
        return;
      }
      // The server's message in the candidate's language, as a sentence without its field path.
      const message = env.error ? errorSentence(env.error.message, env.error.field) : COPY.submitFailed;
      const field = FIELDS.find((f) => f === env.error?.field);
      if (field) {
        form.setFields([{ name: field, errors: [message] }]);
        form.scrollToField(field, { focus: true });
        setFormError(null);
      } else {
        setFormError(`${COPY.submitFailed} ${message}`);
      }
    },
  });

  const send = (values: RegistrationValues) => {
    if (sending.current) return;
    sending.current = true;
    setFormError(null);
    submit.mutate(values, {
      onSettled: () => {
        sending.current = false;
      },
    });
  };
  return { submit, formError, send };
}
