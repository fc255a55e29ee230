import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HTTP_TIMEOUT_MS, PROBE_URL, probeConnection } from './connectivity';

/** A fetch that answers only when told, and fails like the browser's when aborted. */
function pendingFetch() {
  const calls: { url: string; init: RequestInit }[] = [];
  let answer: ((res: Response) => void) | undefined;
  const fetchImpl = ((url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Promise<Response>((resolve, reject) => {
      answer = resolve;
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  }) as unknown as typeof fetch;
  return { fetchImpl, calls, answer: (status: number) => answer?.(new Response(null, { status })) };
}

describe('probeConnection', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives up after spec 9’s 1000 ms and answers offline', async () => {
    expect(HTTP_TIMEOUT_MS).toBe(1000);
    const net = pendingFetch();
    let result: boolean | undefined;
    void probeConnection({ fetchImpl: net.fetchImpl, online: () => true }).then((r) => {
      result = r;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(result).toBeUndefined();
    expect(net.calls[0].init.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(net.calls[0].init.signal?.aborted).toBe(true);
    expect(result).toBe(false);
    expect(net.calls).toHaveLength(1);
    expect(net.calls[0].url).toBe(PROBE_URL);
    expect(net.calls[0].init.cache).toBe('no-store');
  });

  it('any answer within the timeout is a working connection, even a server error', async () => {
    for (const status of [200, 503]) {
      const net = pendingFetch();
      const probe = probeConnection({ fetchImpl: net.fetchImpl, online: () => true });
      await vi.advanceTimersByTimeAsync(300);
      net.answer(status);
      expect(await probe).toBe(true);
      // The timer is cleared: nothing is aborted later.
      await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS);
      expect(net.calls[0].init.signal?.aborted).toBe(false);
    }
  });

  it('a network error is offline at once; a browser that says it is offline is not asked', async () => {
    const failing = vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    expect(await probeConnection({ fetchImpl: failing, online: () => true })).toBe(false);
    const unused = vi.fn() as unknown as typeof fetch;
    expect(await probeConnection({ fetchImpl: unused, online: () => false })).toBe(false);
    expect(unused).not.toHaveBeenCalled();
  });

  it('a longer timeout can be asked for', async () => {
    const net = pendingFetch();
    let result: boolean | undefined;
    void probeConnection({ fetchImpl: net.fetchImpl, online: () => true, timeoutMs: 3000 }).then((r) => {
      result = r;
    });
    await vi.advanceTimersByTimeAsync(2999);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBe(false);
  });
});
