import { messageTable } from '../../lib/server-messages';

/** What the QTI import and export jobs answer while they run or when they fail. */
export const QTI_JOB_MESSAGES = messageTable('qti-jobs', {
  analysisRunning: {
    en: 'the package is still being analysed: wait for its report before confirming',
    id: 'paket masih dianalisis: tunggu laporannya sebelum mengonfirmasi',
  },
  split: {
    en: 'has {n} interactions of different kinds ({names}): imported as {n} consecutive items sharing its text, each scored by its own response',
    id: 'memiliki {n} interaksi berbeda jenis ({names}): diimpor sebagai {n} butir berurutan dengan teks yang sama, masing-masing dinilai dari jawabannya sendiri',
  },
  analysisFailed: {
    en: 'the package could not be analysed; upload it again',
    id: 'paket tidak dapat dianalisis; unggah lagi',
  },
  exportFailed: {
    en: 'the QTI package could not be written; export it again',
    id: 'paket QTI tidak dapat dibuat; ekspor lagi',
  },
});
