import { currentLanguage } from './api';

// The test runner's own strings (sections, item types, the connection banner), in English and
// Indonesian; the language follows the participant's choice (Indonesian by default). The strings
// shared with the other participant pages stay in copy.ts.

const EN = {
  offlineBanner:
    'You are offline. Your answers are kept on this device and will be sent when the connection returns.',
  offlinePending: (n: number) => `${n} ${n === 1 ? 'answer' : 'answers'} waiting to be sent.`,
  backOnline: 'You are back online. Your answers are being sent.',
  sectionOf: (n: number, total: number) => `Section ${n} of ${total}`,
  sectionReadyTitle: (title: string) => `Next: ${title}`,
  sectionReadyBody: (items: number, minutes: number | null) =>
    `${items} ${items === 1 ? 'question' : 'questions'}${minutes === null ? ', no time limit' : `, ${minutes} min`}. The time starts when you press Start.`,
  startSection: 'Start section',
  finishSection: 'Finish section',
  finishSectionConfirmTitle: 'Finish this section?',
  finishSectionConfirmBody: (answered: number, total: number) =>
    `You answered ${answered} of ${total} questions in this section. You cannot come back to it afterwards.`,
  sectionTimeUp: 'Time is up for this section. Your saved answers were kept.',
  finishPendingOffline:
    'Some answers have not reached the server yet. Reconnect to the internet and try again.',
  itemTimeLeft: 'Time for this question',
  itemTimeUp: 'The time for this question is over.',
  itemRefused: 'An answer arrived too late and was not saved.',
  oneMinuteLeft: 'One minute left in this section.',
  forwardOnly: 'In this section you cannot go back to earlier questions.',
  chooseUpTo: (max: number) => `Choose up to ${max}.`,
  chooseBetween: (min: number, max: number) => (min === max ? `Choose ${min}.` : `Choose ${min} to ${max}.`),
  mostLike: 'Most like me',
  leastLike: 'Least like me',
  forcedChoiceHint: 'Choose the statement most like you and the one least like you.',
  rankingHint: 'Put the options in order, first = most. Use the Up and Down buttons.',
  moveUp: (text: string) => `Move "${text}" up`,
  moveDown: (text: string) => `Move "${text}" down`,
  moved: (text: string, position: number, total: number) => `"${text}" is now ${position} of ${total}.`,
  keepOrder: 'Keep this order',
  numberLabel: 'Your answer (a number)',
  numberRange: (min: number | null, max: number | null) =>
    min !== null && max !== null
      ? `Between ${min} and ${max}.`
      : min !== null
        ? `At least ${min}.`
        : max !== null
          ? `At most ${max}.`
          : '',
  textLabel: 'Your answer',
  imageAlt: (n: number) => `Illustration for question ${n}`,
  trueLabel: 'True',
  falseLabel: 'False',
};

const ID: typeof EN = {
  offlineBanner:
    'Anda sedang offline. Jawaban disimpan di perangkat ini dan akan dikirim saat koneksi kembali.',
  offlinePending: (n) => `${n} jawaban menunggu dikirim.`,
  backOnline: 'Koneksi kembali. Jawaban anda sedang dikirim.',
  sectionOf: (n, total) => `Bagian ${n} dari ${total}`,
  sectionReadyTitle: (title) => `Berikutnya: ${title}`,
  sectionReadyBody: (items, minutes) =>
    `${items} soal${minutes === null ? ', tanpa batas waktu' : `, ${minutes} menit`}. Waktu mulai berjalan saat anda menekan Mulai.`,
  startSection: 'Mulai bagian',
  finishSection: 'Selesaikan bagian',
  finishSectionConfirmTitle: 'Selesaikan bagian ini?',
  finishSectionConfirmBody: (answered, total) =>
    `Anda menjawab ${answered} dari ${total} soal di bagian ini. Anda tidak dapat kembali ke bagian ini setelahnya.`,
  sectionTimeUp: 'Waktu bagian ini habis. Jawaban yang tersimpan tetap dihitung.',
  finishPendingOffline:
    'Beberapa jawaban belum sampai ke server. Sambungkan kembali internet lalu coba lagi.',
  itemTimeLeft: 'Waktu untuk soal ini',
  itemTimeUp: 'Waktu untuk soal ini sudah habis.',
  itemRefused: 'Sebuah jawaban terlambat sampai dan tidak disimpan.',
  oneMinuteLeft: 'Sisa waktu satu menit di bagian ini.',
  forwardOnly: 'Di bagian ini anda tidak dapat kembali ke soal sebelumnya.',
  chooseUpTo: (max) => `Pilih paling banyak ${max}.`,
  chooseBetween: (min, max) => (min === max ? `Pilih ${min}.` : `Pilih ${min} sampai ${max}.`),
  mostLike: 'Paling sesuai dengan saya',
  leastLike: 'Paling tidak sesuai dengan saya',
  forcedChoiceHint: 'Pilih pernyataan yang paling sesuai dan yang paling tidak sesuai dengan anda.',
  rankingHint: 'Urutkan pilihan, pertama = paling. Gunakan tombol Naik dan Turun.',
  moveUp: (text) => `Naikkan "${text}"`,
  moveDown: (text) => `Turunkan "${text}"`,
  moved: (text, position, total) => `"${text}" sekarang di urutan ${position} dari ${total}.`,
  keepOrder: 'Gunakan urutan ini',
  numberLabel: 'Jawaban anda (angka)',
  numberRange: (min, max) =>
    min !== null && max !== null
      ? `Antara ${min} dan ${max}.`
      : min !== null
        ? `Paling kecil ${min}.`
        : max !== null
          ? `Paling besar ${max}.`
          : '',
  textLabel: 'Jawaban anda',
  imageAlt: (n) => `Ilustrasi untuk soal ${n}`,
  trueLabel: 'Benar',
  falseLabel: 'Salah',
};

export type RunnerCopy = typeof EN;

/** The runner's strings in the participant's language. */
export function runnerCopy(language = currentLanguage()): RunnerCopy {
  return language === 'en' ? EN : ID;
}
