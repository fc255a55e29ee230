import { randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { basename, join, normalize } from 'node:path';
import yauzl from 'yauzl';
import type { Env } from '../../config/env';
import type { Actor, Deps } from '../../deps';
import type { FileAnswer } from '../../http/calls';
import { fieldError, notFound } from '../../lib/errors';
import { type ZipBounds, zipProblem } from '../../lib/uploaded-sheet/zip-bounds';
import { visibleParticipant } from '../participants/participants.policy';
import { JOURNEY_MESSAGES } from './participant-journey.messages';

/**
 * Registration CVs are personal data, kept like the photos: outside the public uploads, under
 * DATA_DIR/participant-cvs/{participant id}/ with a random name, served only as an attachment to
 * reviewers of the participant's tenant (projects/participants/cv), erased with the participant.
 * The type is told by content (never by the name the browser gave), and a .docx is judged from its
 * archive's directory without being unpacked.
 */
const CV_FOLDER = 'participant-cvs';
export const cvsDir = (env: Env) => join(env.dataDir, CV_FOLDER);

type CvKind = 'pdf' | 'docx' | 'doc';
const CONTENT_TYPES: Record<CvKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
};
/** A Word document is a few dozen files; its XML packs 5 to 20 times. */
const DOCX_BOUNDS: ZipBounds = {
  maxEntries: 1000,
  maxUnpackedBytes: 50 * 1024 * 1024,
  maxRatio: 100,
  ratioFromBytes: 1024 * 1024,
};
const OLE_HEADER = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** Whether the zip's directory names the file a Word document is built around. */
function hasWordDocument(buffer: Buffer): Promise<boolean> {
  return new Promise((resolve) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true, strictFileNames: false }, (err, zip) => {
      if (err || !zip) return resolve(false);
      let found = false;
      zip.on('error', () => resolve(false));
      zip.on('end', () => resolve(found));
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName === 'word/document.xml') {
          found = true;
          zip.close();
          return resolve(true);
        }
        zip.readEntry();
      });
      zip.readEntry();
    });
  });
}

/** What the file is by its bytes: a PDF, a Word document (.docx within bounds, or .doc), or nothing. */
export async function cvKind(buffer: Buffer): Promise<CvKind | null> {
  if (buffer.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (buffer.subarray(0, 8).equals(OLE_HEADER)) return 'doc';
  if (buffer.subarray(0, 4).equals(Buffer.from('PK\x03\x04', 'latin1'))) {
    if (await zipProblem(buffer, DOCX_BOUNDS)) return null;
    return (await hasWordDocument(buffer)) ? 'docx' : null;
  }
  return null;
}

/**
 * The name shown for the download: the browser's file name without any folder, control or
 * reserved characters, at most 120 characters, with the extension of what the file is.
 */
export function cleanCvName(given: string | undefined, kind: CvKind): string {
  const base = basename((given ?? '').replace(/\\/g, '/'))
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]/g, '')
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .trim()
    .slice(0, 110);
  return `${base || 'CV'}.${kind}`;
}

/** Checks the CV by content and stores it; a file that is no PDF or Word document answers 400. */
export async function storeParticipantCv(
  env: Env,
  participantId: number,
  file: { buffer: Buffer; filename?: string },
): Promise<{ path: string; name: string }> {
  const kind = await cvKind(file.buffer);
  if (!kind) throw fieldError('cv', JOURNEY_MESSAGES.cvNotDocument);
  const folder = join(cvsDir(env), String(participantId));
  await mkdir(folder, { recursive: true });
  const stored = `${randomBytes(16).toString('hex')}.${kind}`;
  await writeFile(join(folder, stored), file.buffer);
  return { path: `${participantId}/${stored}`, name: cleanCvName(file.filename, kind) };
}

/** A stored relative path as a file of the CV folder; null for anything that would leave it. */
function cvFile(env: Env, relative: string | null): string | null {
  if (!relative) return null;
  const clean = normalize(relative);
  if (clean.startsWith('..') || clean.startsWith('/') || clean.includes('\0')) return null;
  return join(cvsDir(env), clean);
}

/** Deletes a replaced CV (best effort: a missing file is not an error). */
export async function removeParticipantCv(env: Env, relative: string | null) {
  const file = cvFile(env, relative);
  if (file) await unlink(file).catch(() => {});
}

/** The CV as an attachment, for a reviewer who may see the participant; others get 404. */
export async function participantCvFile(
  deps: Deps,
  actor: Actor,
  input: { participant_id: number },
): Promise<FileAnswer> {
  const row = await visibleParticipant(deps, actor, input.participant_id)
    .select(['pt.id', 'pt.cv_path', 'pt.cv_name'])
    .executeTakeFirst();
  if (!row) throw notFound('Participant');
  const file = cvFile(deps.env, row.cv_path);
  if (!row.cv_path || !file) throw notFound('CV');
  const body = await readFile(file).catch(() => {
    throw notFound('CV');
  });
  const kind = (row.cv_path.split('.').pop() ?? 'pdf') as CvKind;
  return {
    fileName: row.cv_name ?? `CV.${kind}`,
    contentType: CONTENT_TYPES[kind] ?? 'application/octet-stream',
    body,
  };
}
