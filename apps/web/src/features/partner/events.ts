import { PARTNER_MESSAGES, type PartnerEvent } from '@asesa/contracts';
import { useEffect, useRef } from 'react';
import { api } from '../../lib/api';

type PartnerMessage = (typeof PARTNER_MESSAGES)[keyof typeof PARTNER_MESSAGES];

const MESSAGE_OF: Record<PartnerEvent, PartnerMessage> = {
  finish_section: PARTNER_MESSAGES.finishSection,
  finish: PARTNER_MESSAGES.finish,
  expired: PARTNER_MESSAGES.expired,
};

/**
 * Tells the embedding page. Only the corporate's own origins may frame the partner pages
 * (frame-ancestors), so the parent is theirs whatever its exact origin.
 */
export function postToParent(message: PartnerMessage, data?: Record<string, unknown>): void {
  if (window.parent === window) return;
  window.parent.postMessage(data ? { type: message, ...data } : message, '*');
}

/**
 * Reports a partner event once per page: posts it to the parent window and asks the server to
 * deliver it to the corporate's callback_url (partner/send-event; the server records it once).
 */
export function useReportPartnerEvent(
  event: PartnerEvent,
  pcode: string | null | undefined,
  opts: { submissionId?: number; enabled?: boolean } = {},
): void {
  const sent = useRef(false);
  const enabled = opts.enabled ?? true;
  useEffect(() => {
    if (!enabled || sent.current) return;
    sent.current = true;
    postToParent(MESSAGE_OF[event], {
      participant_code: pcode ?? null,
      ...(opts.submissionId ? { submission_id: opts.submissionId } : {}),
    });
    if (pcode)
      void api(
        'partner/send-event',
        { participant_code: pcode, event, submission_id: opts.submissionId },
        { silent: true },
      );
  }, [enabled, event, pcode, opts.submissionId]);
}
