import { messageTable } from '../../lib/server-messages';

/** Human oversight of job-fit decisions: the refusals of reviews, the log export and the explanation. */
export const DECISION_MESSAGES = messageTable('decisions', {
  notScored: {
    en: 'This candidate has no results yet; a decision is recorded once their tests are scored.',
    id: 'Kandidat ini belum memiliki hasil; keputusan dicatat setelah tesnya dinilai.',
  },
  linkUnknown: {
    en: 'This explanation link is not valid. Use the link from your results page or e-mail.',
    id: 'Tautan penjelasan ini tidak berlaku. Gunakan tautan dari halaman hasil atau email Anda.',
  },
  notFinished: {
    en: 'The explanation is available once you have finished your tests.',
    id: 'Penjelasan tersedia setelah Anda menyelesaikan tes.',
  },
  signingKeyInvalid: {
    en: 'DECISION_SIGNING_KEY is not an Ed25519 private key (PKCS#8 PEM).',
    id: 'DECISION_SIGNING_KEY bukan kunci privat Ed25519 (PKCS#8 PEM).',
  },
  contestMailSubject: {
    en: '{name} contests a decision in {project}',
    id: '{name} mengajukan keberatan atas keputusan di {project}',
  },
  contestMailBody: {
    en: '{name} ({code}) contests the decision on their application in {project}:\n\n{message}\n\nReply to: {contact}\n\nOpen the candidate in the project to review the decision again.',
    id: '{name} ({code}) mengajukan keberatan atas keputusan lamarannya di {project}:\n\n{message}\n\nBalas ke: {contact}\n\nBuka kandidat di proyek untuk meninjau ulang keputusan.',
  },
  noContact: {
    en: 'no e-mail given',
    id: 'tidak ada email',
  },
});
