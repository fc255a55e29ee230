import { Button, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { SERVER_TROUBLE_EVENT } from '../lib/api';
import { ROOT_MESSAGES } from '../lib/root-messages';

// Plain texts, not i18next: the modal is on every page, the participant's included.
const TEXT = ROOT_MESSAGES.serverTrouble;

/** Spec 2.6: the modal shown when the browser event '504' fires (the api client fires it on HTTP 504). */
export function ServerTroubleModal() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const show = () => setOpen(true);
    window.addEventListener(SERVER_TROUBLE_EVENT, show);
    return () => window.removeEventListener(SERVER_TROUBLE_EVENT, show);
  }, []);

  return (
    <Modal
      open={open}
      title={TEXT.title}
      onCancel={() => setOpen(false)}
      footer={
        <Button type="primary" onClick={() => setOpen(false)}>
          {TEXT.ok}
        </Button>
      }
    >
      <p>{TEXT.body}</p>
    </Modal>
  );
}
