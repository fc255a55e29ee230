import { useEffect, useRef } from 'react';

// Tabs of one browser tell each other when a section of a test ends, so a second tab open on the
// same section moves on at once instead of taking answers the server will refuse. A tab (or device)
// this message never reaches learns the same from the server's refusal of its next answer.

const CHANNEL_NAME = 'asesa-test-attempts';

/** A section of a submission ended in another tab. */
export interface SectionEnded {
  type: 'section-ended';
  participantCode: string;
  submissionId: number;
  sectionIndex: number;
  /** This page's id: a page ignores what it sent itself. */
  from: string;
}

const PAGE_ID = Math.random().toString(36).slice(2);
const sameCode = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
}

/** Whether a message says that this section (or a later one) of this submission has ended. */
export function endsSection(
  message: unknown,
  where: { participantCode: string; submissionId: number; sectionIndex: number },
  pageId = PAGE_ID,
): boolean {
  const m = message as Partial<SectionEnded> | null;
  return (
    m?.type === 'section-ended' &&
    m.from !== pageId &&
    typeof m.participantCode === 'string' &&
    sameCode(m.participantCode, where.participantCode) &&
    m.submissionId === where.submissionId &&
    typeof m.sectionIndex === 'number' &&
    m.sectionIndex >= where.sectionIndex
  );
}

/** Tells the other tabs that this section ended (finished, or its time ran out). */
export function announceSectionEnded(participantCode: string, submissionId: number, sectionIndex: number) {
  const channel = openChannel();
  if (!channel) return;
  const message: SectionEnded = {
    type: 'section-ended',
    participantCode,
    submissionId,
    sectionIndex,
    from: PAGE_ID,
  };
  channel.postMessage(message);
  channel.close();
}

/** Calls `onEnded` when another tab ends this section of this submission. */
export function useSectionEndedElsewhere(
  where: { participantCode: string; submissionId: number; sectionIndex: number },
  onEnded: () => void,
) {
  const callback = useRef(onEnded);
  callback.current = onEnded;
  const { participantCode, submissionId, sectionIndex } = where;
  useEffect(() => {
    const channel = openChannel();
    if (!channel) return;
    channel.onmessage = (event) => {
      if (endsSection(event.data, { participantCode, submissionId, sectionIndex })) callback.current();
    };
    return () => channel.close();
  }, [participantCode, submissionId, sectionIndex]);
}
