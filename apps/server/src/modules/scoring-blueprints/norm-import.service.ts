import type { NormImportResponse } from '@asesa/contracts';
import type { UploadedFile } from '../../http/calls';
import { AppError } from '../../lib/errors';
import { fieldMessage, type MessageLanguage } from '../../lib/server-messages';
import { NormFileError, normRowsFromCells, readTableFile } from './norm-tables';

/**
 * Reads an uploaded norm table (.csv or .xlsx, told apart by content) into preview rows, their
 * problems in the reader's language.
 */
export async function importNormTable(
  file: UploadedFile,
  language: MessageLanguage,
): Promise<NormImportResponse> {
  try {
    return normRowsFromCells(await readTableFile(file.buffer), language);
  } catch (err) {
    if (err instanceof NormFileError)
      throw new AppError(400, fieldMessage('file', err.text), { field: 'file' });
    throw err;
  }
}
