import type { RetentionSetting } from '@asesa/contracts';
import type { Actor, Deps } from '../../deps';
import type { CallContext } from '../../http/context';
import { nowIso } from '../../lib/clock';
import { writeAudit } from '../audit/audit-log';
import { eraseParticipant } from './erase-participant';
import {
  countErasedParticipants,
  deleteSetting,
  findSetting,
  listExpiredParticipantIds,
  upsertSetting,
} from './privacy.repository';

// Retention of candidates' personal data: erased a set number of days after their project ends
// (or after the participant's last change, for a project without an end date). The period is the
// admin's setting (app_settings) or else PERSONAL_DATA_RETENTION_DAYS; none (0 / null) keeps it.

const SETTING_KEY = 'personal_data_retention_days';
const DAY_MS = 86_400_000;
/** Participants erased per batch: a long backlog is worked off in steps, never in one transaction. */
const BATCH = 100;

export async function retentionSetting(deps: Deps): Promise<RetentionSetting> {
  const row = await findSetting(deps.db, SETTING_KEY);
  const fallback = deps.env.PERSONAL_DATA_RETENTION_DAYS || null;
  if (!row) return { retention_days: fallback, default_days: fallback, is_default: true, updated_at: null };
  const days = Number(row.value);
  return {
    retention_days: days > 0 ? days : null,
    default_days: fallback,
    is_default: false,
    updated_at: row.updated_at,
  };
}

/** privacy/retention/update: sets the period (null keeps data), or goes back to the default. */
export async function updateRetention(
  deps: Deps,
  actor: Actor,
  input: { retention_days: number | null; use_default?: boolean },
): Promise<RetentionSetting> {
  if (input.use_default) {
    await deleteSetting(deps.db, SETTING_KEY);
    return retentionSetting(deps);
  }
  await upsertSetting(deps.db, SETTING_KEY, {
    value: String(input.retention_days ?? 0),
    updated_by: actor.userId,
    updated_at: nowIso(),
  });
  return retentionSetting(deps);
}

/** Erases the personal data of every participant past the retention period; answers how many. */
export async function purgeExpiredPersonalData(deps: Deps, now = Date.now()): Promise<number> {
  const { retention_days } = await retentionSetting(deps);
  if (!retention_days) return 0;
  const cutoff = new Date(now - retention_days * DAY_MS).toISOString();
  // end_date is a day (YYYY-MM-DD): a project ending on the cutoff's day is not over yet.
  const cutoffDay = cutoff.slice(0, 10);
  let erased = 0;
  for (;;) {
    const due = await listExpiredParticipantIds(deps.db, cutoff, cutoffDay, BATCH);
    for (const { id } of due) await eraseParticipant(deps, id);
    erased += due.length;
    if (due.length < BATCH) break;
  }
  if (erased)
    await writeAudit(systemContext(deps), {
      action: 'housekeeping/retention',
      entityType: 'projects/participants',
      entityId: null,
      changes: { erased_participants: [null, erased], retention_days: [null, retention_days] },
    });
  return erased;
}

/** The context of work the server does by itself (no caller): audit rows show no actor. */
function systemContext(deps: Deps): CallContext {
  return { deps, session: null, actor: null, ip: '', language: 'id', messageLanguage: 'id' };
}

/** SQL-side count of erased participants (tests and the admin screen's summary). */
export async function erasedCount(deps: Deps): Promise<number> {
  return countErasedParticipants(deps.db);
}
