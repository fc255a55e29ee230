import { describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { deliveryDetail } from './delivery-text';

const t = initI18n().t;
const base = {
  outbox_id: 1,
  attempts: 0,
  last_error: null,
  created_at: '2026-05-12T09:00:00Z',
  sent_at: null,
};

describe("an invitation e-mail's state, in words", () => {
  it('held: not sent, and why', () => {
    expect(deliveryDetail(t, { ...base, status: 'held' })).toBe('Not sent: no SMTP server configured');
  });

  it('queued: waiting', () => {
    expect(deliveryDetail(t, { ...base, status: 'queued' })).toBe('Waiting to be sent');
  });

  it('sent: when it was handed to the SMTP server', () => {
    // A full date-time names the viewer's time zone (UTC, WIB…), whichever the machine's is.
    expect(
      deliveryDetail(t, { ...base, status: 'sent', attempts: 1, sent_at: '2026-05-12T09:05:00' }),
    ).toMatch(/^Sent 12 May 2026 09:05 \S+$/);
  });

  it('failed: the attempts and the reason, "1 attempt" and "3 attempts"', () => {
    const failed = { ...base, status: 'failed' as const, last_error: '451 try again later' };
    expect(deliveryDetail(t, { ...failed, attempts: 1 })).toBe('1 attempt: 451 try again later');
    expect(deliveryDetail(t, { ...failed, attempts: 3 })).toBe('3 attempts: 451 try again later');
  });
});
