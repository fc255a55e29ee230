import { badRequest } from '../errors';
import { fillMessage, type ServerMessage } from '../server-messages';
import { lazyTaskThread, movableBytes } from '../threads/ts-thread-pool';
import type { SheetAnswer, SheetRow, SheetTask } from './sheet-thread';
import { UPLOADED_SHEET_MESSAGES as M } from './uploaded-sheet.messages';
import { type ZipBounds, zipProblem } from './zip-bounds';

export type { SheetRow } from './sheet-thread';

// Every uploaded spreadsheet is read here, off the event loop: its archive is checked from its
// directory first, then a sheet thread parses it as a stream under a memory and a time limit. A
// workbook made to exhaust the server (a "zip bomb") costs that thread, never the API's answers.

/** An .xlsx is a few dozen files; its XML compresses 5 to 20 times (a repetitive sheet ~40). */
export const SHEET_ZIP_BOUNDS: ZipBounds = {
  maxEntries: 1000,
  maxUnpackedBytes: 100 * 1024 * 1024,
  maxRatio: 100,
  ratioFromBytes: 1024 * 1024,
};
/** The thread's heap: a sheet's rows up to the largest row limit fit with room to spare. */
export const SHEET_THREAD_MEMORY_MB = 256;
export const SHEET_THREAD_SECONDS = 30;
/** Uploads waiting for the thread; beyond, 503 with Retry-After rather than an ever longer wait. */
const MAX_WAITING = 8;
const RETRY_AFTER_SECONDS = 30;
/**
 * The thread keeps its own time limit from when it takes a file up (sheet-thread.ts). This one ends
 * a thread stuck inside one step: the files ahead of this one each have their full time, then this
 * one its own, and a few seconds more.
 */
const lastResortMs = (ahead: number) => (SHEET_THREAD_SECONDS * (ahead + 1) + 5) * 1000;

/** One thread (lib/threads), made on the first upload; uploads queue for it. */
const sheetThread = lazyTaskThread<SheetTask, SheetAnswer>({
  module: new URL('./sheet-thread.ts', import.meta.url),
  exportName: 'readSheetInThread',
  maxQueue: MAX_WAITING,
  memoryMb: SHEET_THREAD_MEMORY_MB,
  busy: { message: M.busy, retryAfterSeconds: RETRY_AFTER_SECONDS },
});

/** Ends the sheet thread (server shutdown, tests). */
export const closeSheetThreads = () => sheetThread.close();

const ZIP_PROBLEMS: Record<Exclude<Awaited<ReturnType<typeof zipProblem>>, null>, ServerMessage> = {
  'not-zip': M.notXlsx,
  'too-many-entries': fillMessage(M.tooManyEntries, { max: SHEET_ZIP_BOUNDS.maxEntries }),
  'unpacks-too-large': fillMessage(M.unpacksTooLarge, {
    mb: SHEET_ZIP_BOUNDS.maxUnpackedBytes / (1024 * 1024),
  }),
  'packed-too-tightly': fillMessage(M.packedTooTightly, { ratio: SHEET_ZIP_BOUNDS.maxRatio }),
};

export interface SheetOptions {
  preferSheets?: string[];
  maxRows: number;
  maxColumns?: number;
  /** The feature's own words for a file that is not a workbook (e.g. which template to use). */
  notXlsx?: ServerMessage;
}

export interface UploadedSheet {
  sheet: string;
  rows: SheetRow[];
  /** The sheet had more filled rows than `maxRows`; only those were read. */
  moreRows: boolean;
}

/** The filled rows of an uploaded workbook's sheet, or a 400 naming what is wrong with the file. */
export async function readUploadedSheet(buffer: Buffer, options: SheetOptions): Promise<UploadedSheet> {
  const notXlsx = options.notXlsx ?? M.notXlsx;
  const problem = await zipProblem(buffer, SHEET_ZIP_BOUNDS);
  if (problem) throw badRequest(problem === 'not-zip' ? notXlsx : ZIP_PROBLEMS[problem], 'file');
  const upload = movableBytes(buffer);
  const task: SheetTask = {
    buffer: upload.bytes,
    preferSheets: options.preferSheets ?? [],
    maxRows: options.maxRows,
    maxColumns: options.maxColumns ?? 100,
    maxMilliseconds: SHEET_THREAD_SECONDS * 1000,
  };
  let answer: SheetAnswer;
  try {
    answer = await sheetThread.run(
      task,
      AbortSignal.timeout(lastResortMs(sheetThread.inFlight)),
      upload.transfer,
    );
  } catch (err) {
    throw refusalOf(err);
  }
  if (!answer.ok) throw badRequest(answerProblem(answer.problem, notXlsx), 'file');
  return { sheet: answer.sheet, rows: answer.rows, moreRows: answer.moreRows };
}

function answerProblem(problem: 'not-xlsx' | 'no-sheet' | 'too-slow', notXlsx: ServerMessage) {
  if (problem === 'too-slow') return fillMessage(M.takesTooLong, { seconds: SHEET_THREAD_SECONDS });
  return problem === 'no-sheet' ? M.noSheet : notXlsx;
}

/** Why the thread gave up on a file, for its uploader. */
function refusalOf(err: unknown): unknown {
  const e = err as { code?: string; name?: string; message?: string };
  if (e.code === 'ERR_WORKER_OUT_OF_MEMORY')
    return badRequest(fillMessage(M.needsTooMuchMemory, { mb: SHEET_THREAD_MEMORY_MB }), 'file');
  if (e.name === 'AbortError' || e.name === 'TimeoutError')
    return badRequest(fillMessage(M.takesTooLong, { seconds: SHEET_THREAD_SECONDS }), 'file');
  return err;
}
