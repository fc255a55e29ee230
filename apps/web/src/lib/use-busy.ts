import { useCallback, useState } from 'react';

/**
 * Whether a piece of work (a save, a download) is under way, and the way to run one: the button shows
 * its spinner until the work has ended, also when it failed.
 */
export function useBusy() {
  const [busy, setBusy] = useState(false);
  const whileBusy = useCallback(async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  }, []);
  return [busy, whileBusy] as const;
}
