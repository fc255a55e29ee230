import type { AttemptContent } from '@asesa/contracts';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api';
import type { Item } from './runner-types';
import { anchorNow, type ClockAnchor } from './use-countdown';

/** Item clocks of the section: when each timed item's countdown ends, from the server's figures. */
export function useItemClocks(pcode: string, attempt: AttemptContent, items: Item[], current: number) {
  const [anchors, setAnchors] = useState<Record<string, ClockAnchor>>(() =>
    Object.fromEntries(Object.entries(attempt.item_remaining ?? {}).map(([id, s]) => [id, anchorNow(s)])),
  );
  const asked = useRef(new Set<string>());
  const item = items[current];
  useEffect(() => {
    if (!item?.time_limit_seconds || anchors[item.id] || asked.current.has(item.id)) return;
    asked.current.add(item.id);
    // Until the server answers, the item counts down from its full limit.
    setAnchors((a) => ({ ...a, [item.id]: anchorNow(item.time_limit_seconds ?? null) }));
    void api(
      'test-activities/item-shown',
      { participant_code: pcode, submission_id: attempt.submission_id, item_id: item.id },
      { silent: true },
    ).then((env) => {
      if (env.code === 200 && env.data)
        setAnchors((a) => ({ ...a, [item.id]: anchorNow(env.data?.remaining_seconds ?? null) }));
    });
  }, [item, anchors, pcode, attempt.submission_id]);
  return anchors;
}
