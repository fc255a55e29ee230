import { EyeOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { trackEvent, useProctoringPolicy } from './api';
import { proctoringCopy } from './copy';
import { currentWebcam, hasWebcamConsent, startWebcam } from './webcam';

/** The events the candidate is told about, per watched kind. */
const WATCH_LINES = ['tab', 'focus', 'fullscreen', 'clipboard', 'screens', 'webcam'] as const;

/**
 * Tells the candidate what is monitored before the test starts (evidence, never a verdict) and,
 * when the project needs the webcam, asks for consent. `blocking` (the test page) keeps the
 * consent dialog open until the camera is on.
 */
export function ProctoringNotice({
  pcode,
  submissionId,
  blocking = false,
}: {
  pcode: string;
  submissionId?: number;
  blocking?: boolean;
}) {
  const policy = useProctoringPolicy(pcode);
  const copy = proctoringCopy();
  const [consented, setConsented] = useState(() => hasWebcamConsent(pcode) && Boolean(currentWebcam()));
  const [checked, setChecked] = useState(false);
  const [denied, setDenied] = useState(false);
  if (!policy.data || policy.data.level === 'off') return null;
  const { watches, webcam_required: webcamRequired, snapshot_interval_seconds: seconds } = policy.data;

  const consent = async () => {
    try {
      await startWebcam(pcode);
      setConsented(true);
      setDenied(false);
      if (submissionId) void trackEvent(pcode, submissionId, 'webcam_consent');
    } catch (err) {
      setDenied(true);
      const unavailable = err instanceof DOMException && err.name === 'NotFoundError';
      if (submissionId)
        void trackEvent(pcode, submissionId, unavailable ? 'webcam_unavailable' : 'webcam_denied');
    }
  };

  const details = (
    <Flex vertical gap={8}>
      <Typography.Text>{copy.intro}</Typography.Text>
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {WATCH_LINES.filter((w) => watches.includes(w)).map((w) => (
          <li key={w}>{copy[w].replace('{seconds}', String(seconds))}</li>
        ))}
      </ul>
      <Typography.Text type="secondary">{copy.evidence}</Typography.Text>
      {webcamRequired && !consented ? (
        <Flex vertical gap={8}>
          <Checkbox checked={checked} onChange={(e) => setChecked(e.target.checked)}>
            {copy.consentLabel}
          </Checkbox>
          <Button type="primary" disabled={!checked} onClick={() => void consent()}>
            {denied ? copy.retry : copy.consentButton}
          </Button>
          {denied ? <Alert type="error" showIcon title={copy.cameraDenied} role="alert" /> : null}
        </Flex>
      ) : null}
      {webcamRequired && consented ? <Alert type="success" showIcon title={copy.consentGiven} /> : null}
    </Flex>
  );

  if (blocking && webcamRequired && !consented)
    return (
      <Modal open closable={false} maskClosable={false} keyboard={false} footer={null} title={copy.title}>
        <Alert type="warning" showIcon title={copy.consentRequired} style={{ marginBottom: 12 }} />
        {details}
      </Modal>
    );
  if (blocking) return null;
  return (
    <Alert
      type="info"
      icon={<EyeOutlined aria-hidden />}
      showIcon
      title={copy.title}
      description={details}
      data-testid="proctoring-notice"
    />
  );
}
