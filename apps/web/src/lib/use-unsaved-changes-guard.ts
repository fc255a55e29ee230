import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

/**
 * Asks before unsaved changes are left behind: a link, the sidebar or the back button inside the
 * app opens a confirmation (stay or leave without saving); a reload or closing the tab gets the
 * browser's own warning.
 */
export function useUnsavedChangesGuard(unsaved: boolean) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  // The blocker is a new object on every render; the dialog acts on the latest one.
  const latest = useRef(blocker);
  latest.current = blocker;

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const dialog = modal.confirm({
      title: t('common.unsavedTitle'),
      content: t('common.unsavedText'),
      okText: t('common.leave'),
      okButtonProps: { danger: true },
      cancelText: t('common.stay'),
      onOk: () => latest.current.proceed?.(),
      onCancel: () => latest.current.reset?.(),
    });
    return () => dialog.destroy();
  }, [blocker.state, modal, t]);

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
}
