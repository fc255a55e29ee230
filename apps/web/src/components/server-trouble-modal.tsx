import { Button, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SERVER_TROUBLE_EVENT } from '../lib/api';

/** Spec 2.6: the modal shown when the browser event '504' fires (the api client fires it on HTTP 504). */
export function ServerTroubleModal() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const show = () => setOpen(true);
    window.addEventListener(SERVER_TROUBLE_EVENT, show);
    return () => window.removeEventListener(SERVER_TROUBLE_EVENT, show);
  }, []);

  return (
    <Modal
      open={open}
      title={t('serverTrouble.title')}
      onCancel={() => setOpen(false)}
      footer={
        <Button type="primary" onClick={() => setOpen(false)}>
          {t('serverTrouble.ok')}
        </Button>
      }
    >
      <p>{t('serverTrouble.body')}</p>
    </Modal>
  );
}
