import { useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api';

interface Where {
  participantCode: string;
  submissionId: number;
  sectionId: string | null;
  /** The timer the page shows now (reported with the events, never trusted). */
  timer: () => number | null;
}

/**
 * Whether the browser is online. Going offline and coming back are reported to the server
 * (participant-activities) once the connection is back, with when it went offline, for the
 * integrity summary.
 */
export function useConnection(where: Where): boolean {
  const [online, setOnline] = useState(() => typeof navigator === 'undefined' || navigator.onLine);
  const whereRef = useRef(where);
  whereRef.current = where;
  useEffect(() => {
    let offlineSince: { at: string; timer: number | null } | null = null;
    const report = (status: 'offline' | 'online', at?: string, timer?: number | null) => {
      const w = whereRef.current;
      void api(
        'test-activities/participant-activities',
        {
          participant_code: w.participantCode,
          status,
          submission_id: w.submissionId,
          section_id: w.sectionId ?? undefined,
          last_timer: timer ?? w.timer() ?? undefined,
          at,
        },
        { silent: true },
      );
    };
    const onOffline = () => {
      setOnline(false);
      offlineSince ??= { at: new Date().toISOString(), timer: whereRef.current.timer() };
    };
    const onOnline = () => {
      setOnline(true);
      if (offlineSince) report('offline', offlineSince.at, offlineSince.timer);
      offlineSince = null;
      report('online', new Date().toISOString());
    };
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    if (!navigator.onLine) onOffline();
    return () => {
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, []);
  return online;
}
