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
    // The dialog stays open until the router has committed the answer, and this effect's cleanup
    // closes it. Closed at once instead (with reduced motion there is no closing animation), it
    // left the page in the same tick as the router's state update, which then never committed:
    // the next link was blocked with no dialog to answer.
    let answered = () => {};
    const answer = (act: () => void) => () => {
      act();
      return new Promise<void>((resolve) => {
        answered = resolve;
      });
    };
    const dialog = modal.confirm({
      title: t('common.unsavedTitle'),
      content: t('common.unsavedText'),
      okText: t('common.leave'),
      okButtonProps: { danger: true },
      cancelText: t('common.stay'),
      onOk: answer(() => latest.current.proceed?.()),
      onCancel: answer(() => latest.current.reset?.()),
    });
    return () => {
      answered();
      dialog.destroy();
    };
  }, [blocker.state, modal, t]);

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
}

/**
 * A part of a page tells the page's guard whether it holds unsaved edits (React Router honours one
 * blocker at a time, so a page with several editors holds the one guard); unmounted, it holds none.
 */
export function useReportUnsaved(unsaved: boolean, report: (unsaved: boolean) => void) {
  useEffect(() => {
    report(unsaved);
    return () => report(false);
  }, [unsaved, report]);
}
