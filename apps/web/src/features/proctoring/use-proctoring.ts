import type { ProctoringEventKind } from '@asesa/contracts';
import { useEffect } from 'react';
import { trackEvent, uploadSnapshot, useProctoringPolicy } from './api';
import { captureJpeg, currentWebcam, hasWebcamConsent, onWebcamStarted, startWebcam } from './webcam';

/** The same event kind at most once per this long (a flapping focus is one piece of evidence). */
const SAME_KIND_GAP_MS = 1000;

interface ScreenWithExtended extends Screen {
  isExtended?: boolean;
  addEventListener(type: 'change', listener: () => void): void;
  removeEventListener(type: 'change', listener: () => void): void;
}

/**
 * Records the browser events the project's proctoring level watches while a test is open:
 * tab hidden/visible, window blur/focus, leaving full screen, copy/cut/paste, several screens,
 * and webcam snapshots every N seconds once the candidate consented. Evidence only: nothing here
 * ever stops or changes the test.
 */
export function useProctoring({ pcode, submissionId }: { pcode: string; submissionId: number }): void {
  const policy = useProctoringPolicy(pcode);
  const watches = policy.data?.watches ?? [];
  const key = watches.join(',');

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the watched list.
  useEffect(() => {
    if (!key || !submissionId) return;
    const watching = new Set(key.split(','));
    const last = new Map<ProctoringEventKind, number>();
    const record = (kind: ProctoringEventKind, text = '') => {
      const now = Date.now();
      if (now - (last.get(kind) ?? 0) < SAME_KIND_GAP_MS) return;
      last.set(kind, now);
      void trackEvent(pcode, submissionId, kind, text);
    };
    const cleanups: (() => void)[] = [];
    const on = <T extends EventTarget>(target: T, type: string, fn: () => void) => {
      target.addEventListener(type, fn);
      cleanups.push(() => target.removeEventListener(type, fn));
    };

    if (watching.has('tab')) {
      let hiddenAt = 0;
      on(document, 'visibilitychange', () => {
        if (document.visibilityState === 'hidden') {
          hiddenAt = Date.now();
          record('tab_hidden');
        } else {
          const away = hiddenAt ? Math.round((Date.now() - hiddenAt) / 1000) : 0;
          record('tab_visible', hiddenAt ? `away ${away} s` : '');
        }
      });
    }
    if (watching.has('focus')) {
      on(window, 'blur', () => record('window_blur'));
      on(window, 'focus', () => record('window_focus'));
    }
    if (watching.has('fullscreen')) {
      on(document, 'fullscreenchange', () => {
        if (!document.fullscreenElement) record('fullscreen_exit');
      });
    }
    if (watching.has('clipboard')) {
      for (const kind of ['copy', 'cut', 'paste'] as const) on(document, kind, () => record(kind));
    }
    if (watching.has('screens')) {
      const screen = window.screen as ScreenWithExtended;
      const check = () => {
        if (screen.isExtended) record('multiple_screens', 'window.screen.isExtended');
      };
      check();
      if (typeof screen.addEventListener === 'function') {
        screen.addEventListener('change', check);
        cleanups.push(() => screen.removeEventListener('change', check));
      }
    }
    if (watching.has('webcam') && policy.data) {
      const every = policy.data.snapshot_interval_seconds * 1000;
      const snap = async () => {
        const media =
          currentWebcam() ?? (hasWebcamConsent(pcode) ? await startWebcam(pcode).catch(() => null) : null);
        if (!media) return;
        const jpeg = await captureJpeg(media);
        if (jpeg) await uploadSnapshot(pcode, submissionId, jpeg);
      };
      const first = setTimeout(() => void snap(), 2000);
      const timer = setInterval(() => void snap(), every);
      // Consent given on this page: the first snapshot right away, not at the next interval.
      const unsubscribe = onWebcamStarted(() => setTimeout(() => void snap(), 500));
      cleanups.push(() => {
        clearTimeout(first);
        clearInterval(timer);
        unsubscribe();
      });
    }
    return () => {
      for (const cleanup of cleanups) cleanup();
    };
  }, [key, pcode, submissionId]);
}
