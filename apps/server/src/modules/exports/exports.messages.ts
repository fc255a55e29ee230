import {
  EXPORT_FILE_GONE,
  EXPORT_NOT_READY,
  NO_CANDIDATES_TO_EXPORT,
  NO_PARTICIPANTS_TO_EXPORT,
  NO_REPORTS_TO_ZIP,
  REPORT_NOT_SCORED,
  REPORT_NOT_SHARED,
} from '@asesa/contracts';
import { messageTable } from '../../lib/server-messages';

/** What the export and report calls answer, in each language the server speaks. */
export const EXPORT_MESSAGES = messageTable('exports', {
  noParticipants: { en: NO_PARTICIPANTS_TO_EXPORT, id: 'Tidak ada peserta untuk diekspor' },
  noCandidates: { en: NO_CANDIDATES_TO_EXPORT, id: 'Tidak ada kandidat untuk diekspor' },
  notReady: { en: EXPORT_NOT_READY, id: 'Ekspor belum siap' },
  fileGone: {
    en: EXPORT_FILE_GONE,
    id: 'Berkas ekspor sudah tidak tersedia; silakan ekspor lagi',
  },
  notScored: {
    en: REPORT_NOT_SCORED,
    id: 'Peserta belum dinilai, jadi belum ada laporan',
  },
  reportsBusy: {
    en: 'The server is drawing many reports; try again in a few seconds',
    id: 'Server sedang menyusun banyak laporan; coba lagi dalam beberapa detik',
  },
  notShared: {
    en: REPORT_NOT_SHARED,
    id: 'Proyek ini tidak membagikan hasil kepada pesertanya',
  },
  noReportsToZip: {
    en: NO_REPORTS_TO_ZIP,
    id: 'Belum ada peserta terpilih yang dinilai, jadi belum ada laporan',
  },
  typeNotOffered: {
    en: 'this project does not offer the {type} report',
    id: 'proyek ini tidak menyediakan laporan {type}',
  },
});
