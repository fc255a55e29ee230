/** A participant mid-test, as the answer-save load needs them. */
export interface Session {
  code: string;
  submissionId: number;
  itemIds: string[];
  /** The last seq sent: kept across runs, so a later run's saves are new answers too. */
  seq: number;
}

async function post(url: string, path: string, body: unknown) {
  const res = await fetch(`${url}/api/v1/test-activities/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { data: Record<string, unknown> };
  if (res.status !== 200)
    throw new Error(`${path} answered ${res.status}: ${JSON.stringify(json).slice(0, 300)}`);
  return json.data as Record<string, never>;
}

/** Opens each participant's test as the web app does: home, instrument, mark-as-started. */
export async function startSessions(url: string, codes: string[], parallel = 8): Promise<Session[]> {
  const sessions: Session[] = [];
  let next = 0;
  const worker = async () => {
    while (next < codes.length) {
      const participant_code = codes[next++];
      const home = await post(url, 'home', { participant_code });
      const first = (home.instruments as { attempt_id: number; submission_id: number }[])[0];
      await post(url, 'instrument', { participant_code, attempt_id: first.attempt_id });
      const attempt = await post(url, 'mark-as-started', {
        participant_code,
        submission_id: first.submission_id,
      });
      const { sections, submission_id } = attempt as unknown as {
        submission_id: number;
        sections: { items: { id: string }[] }[];
      };
      sessions.push({
        code: participant_code,
        submissionId: submission_id,
        itemIds: sections[0].items.map((i) => i.id),
        seq: 0,
      });
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return sessions;
}

const OPTIONS = ['A', 'B', 'C', 'D'];

/**
 * A connection's saves: its own participant, answering the items in turn (and again from the
 * first, as a participant changing answers), every save with the next seq — so every save is
 * applied, none is an ignored repeat.
 */
export function saveRequests(session: Session) {
  return () => {
    const seq = ++session.seq;
    const item = session.itemIds[seq % session.itemIds.length];
    return {
      path: '/api/v1/test-activities/submission',
      body: {
        submission_id: session.submissionId,
        participant_code: session.code,
        submission: { [item]: { value: OPTIONS[(seq + Math.floor(seq / 20)) % 4], seq } },
      },
    };
  };
}
