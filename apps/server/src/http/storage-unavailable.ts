import { STORAGE_MESSAGES } from '../lib/common-messages';
import type { ServerMessage } from '../lib/server-messages';

/**
 * Faults of the storage under the app rather than bugs in it: a full or read-only disk, an I/O
 * error, a database that is restarting or unreachable. They pass, so the edge answers 503 with
 * Retry-After (the participant's device keeps its answers queued and sends them again) instead of
 * a 500 that reads as "this will never work".
 */
export type StorageFault = 'disk_full' | 'read_only' | 'io_error' | 'database_unavailable';

export interface StorageUnavailable {
  reason: StorageFault;
  message: ServerMessage;
  retryAfterSeconds: number;
}

const MESSAGES: Record<StorageFault, ServerMessage> = STORAGE_MESSAGES;

// A disk needs someone to free space or fix a mount: ask for a slower retry than a restart.
const RETRY_AFTER: Record<StorageFault, number> = {
  disk_full: 30,
  read_only: 30,
  io_error: 30,
  database_unavailable: 5,
};

/** PostgreSQL SQLSTATEs (Appendix A) of a server that cannot take the write now. */
const PG_CODES: Record<string, StorageFault> = {
  '25006': 'read_only', // read_only_sql_transaction (default_transaction_read_only, a hot standby)
  '53100': 'disk_full',
  '53000': 'database_unavailable', // insufficient_resources
  '53200': 'database_unavailable', // out_of_memory
  '53300': 'database_unavailable', // too_many_connections
  '57P01': 'database_unavailable', // admin_shutdown (pg_ctl stop/restart -m fast)
  '57P02': 'database_unavailable', // crash_shutdown
  '57P03': 'database_unavailable', // cannot_connect_now (starting up, recovering)
  '58030': 'io_error',
};

/** Errors of the operating system (node:fs, node:net) met by a write or a connection. */
const OS_CODES: Record<string, StorageFault> = {
  ENOSPC: 'disk_full',
  EDQUOT: 'disk_full',
  EROFS: 'read_only',
  EIO: 'io_error',
  ECONNREFUSED: 'database_unavailable',
  ECONNRESET: 'database_unavailable',
  ETIMEDOUT: 'database_unavailable',
  EPIPE: 'database_unavailable',
};

/** node-postgres's own errors for a connection lost or never made carry no code. */
const PG_CONNECTION_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /not queryable/,
  /^Client was closed and is not queryable/,
];

function faultOf(err: { code?: unknown; message?: unknown }): StorageFault | null {
  const code = typeof err.code === 'string' ? err.code : '';
  if (code.startsWith('SQLITE_')) {
    if (code.startsWith('SQLITE_FULL')) return 'disk_full';
    if (code.startsWith('SQLITE_READONLY')) return 'read_only';
    if (code.startsWith('SQLITE_IOERR') || code.startsWith('SQLITE_CANTOPEN')) return 'io_error';
    if (code.startsWith('SQLITE_BUSY')) return 'database_unavailable';
    return null;
  }
  if (PG_CODES[code]) return PG_CODES[code];
  if (code.startsWith('08')) return 'database_unavailable'; // connection_exception class
  if (OS_CODES[code]) return OS_CODES[code];
  const message = typeof err.message === 'string' ? err.message : '';
  return PG_CONNECTION_MESSAGES.some((re) => re.test(message)) ? 'database_unavailable' : null;
}

/** The storage fault behind `err` (or its causes), or null when it is something else. */
export function storageUnavailable(err: unknown): StorageUnavailable | null {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const reason = faultOf(current as { code?: unknown; message?: unknown });
    if (reason) return { reason, message: MESSAGES[reason], retryAfterSeconds: RETRY_AFTER[reason] };
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
