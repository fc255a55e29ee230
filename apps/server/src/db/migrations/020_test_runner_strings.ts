import { addingStrings, forwardOnly, type MasterStrings } from './helpers';

// The test runner's own strings (sections, item types, the connection banner) become master
// translations under their own page code, so an admin can edit them like the other participant
// pages. Sentences with numbers are whole templates per case (one/many, timed/untimed) so a
// translator never assembles fragments. Strings an admin already added stay untouched.

/** page code → key → [Indonesian, English]; the web bundle (runner-copy.ts) is this English. */
export const TEST_RUNNER_STRINGS: MasterStrings = {
  'participant-test-runner': {
    offlineBanner: [
      'Anda sedang offline. Jawaban disimpan di perangkat ini dan akan dikirim saat koneksi kembali.',
      'You are offline. Your answers are kept on this device and will be sent when the connection returns.',
    ],
    offlinePending: ['{n} jawaban menunggu dikirim.', '{n} answers waiting to be sent.'],
    offlinePendingOne: ['{n} jawaban menunggu dikirim.', '{n} answer waiting to be sent.'],
    backOnline: [
      'Koneksi kembali. Jawaban Anda sedang dikirim.',
      'You are back online. Your answers are being sent.',
    ],
    sectionOf: ['Bagian {n} dari {total}', 'Section {n} of {total}'],
    sectionReadyTitle: ['Berikutnya: {title}', 'Next: {title}'],
    sectionReadyBodyTimed: [
      '{items} soal, {minutes} menit. Waktu mulai berjalan saat Anda menekan Mulai.',
      '{items} questions, {minutes} min. The time starts when you press Start.',
    ],
    sectionReadyBodyTimedOne: [
      '{items} soal, {minutes} menit. Waktu mulai berjalan saat Anda menekan Mulai.',
      '{items} question, {minutes} min. The time starts when you press Start.',
    ],
    sectionReadyBodyUntimed: [
      '{items} soal, tanpa batas waktu. Waktu mulai berjalan saat Anda menekan Mulai.',
      '{items} questions, no time limit. The time starts when you press Start.',
    ],
    sectionReadyBodyUntimedOne: [
      '{items} soal, tanpa batas waktu. Waktu mulai berjalan saat Anda menekan Mulai.',
      '{items} question, no time limit. The time starts when you press Start.',
    ],
    startSection: ['Mulai bagian', 'Start section'],
    finishSection: ['Selesaikan bagian', 'Finish section'],
    finishSectionConfirmTitle: ['Selesaikan bagian ini?', 'Finish this section?'],
    finishSectionConfirmBody: [
      'Anda menjawab {answered} dari {total} soal di bagian ini. Anda tidak dapat kembali ke bagian ini setelahnya.',
      'You answered {answered} of {total} questions in this section. You cannot come back to it afterwards.',
    ],
    sectionTimeUp: [
      'Waktu bagian ini habis. Jawaban yang tersimpan tetap dihitung.',
      'Time is up for this section. Your saved answers were kept.',
    ],
    finishPendingOffline: [
      'Beberapa jawaban belum sampai ke server. Sambungkan kembali internet lalu coba lagi.',
      'Some answers have not reached the server yet. Reconnect to the internet and try again.',
    ],
    itemTimeLeft: ['Waktu untuk soal ini', 'Time for this question'],
    itemTimeUp: ['Waktu untuk soal ini sudah habis.', 'The time for this question is over.'],
    itemRefused: [
      'Sebuah jawaban terlambat sampai dan tidak disimpan.',
      'An answer arrived too late and was not saved.',
    ],
    // Not `oneMinuteLeft`: participant-test has that key for the whole test's timer.
    sectionOneMinuteLeft: ['Sisa waktu satu menit di bagian ini.', 'One minute left in this section.'],
    forwardOnly: [
      'Di bagian ini Anda tidak dapat kembali ke soal sebelumnya.',
      'In this section you cannot go back to earlier questions.',
    ],
    chooseUpTo: ['Pilih paling banyak {max}.', 'Choose up to {max}.'],
    chooseExactly: ['Pilih {n}.', 'Choose {n}.'],
    chooseBetween: ['Pilih {min} sampai {max}.', 'Choose {min} to {max}.'],
    mostLike: ['Paling sesuai dengan saya', 'Most like me'],
    leastLike: ['Paling tidak sesuai dengan saya', 'Least like me'],
    forcedChoiceHint: [
      'Pilih pernyataan yang paling sesuai dan yang paling tidak sesuai dengan Anda.',
      'Choose the statement most like you and the one least like you.',
    ],
    rankingHint: [
      'Urutkan pilihan, pertama = paling. Gunakan tombol Naik dan Turun.',
      'Put the options in order, first = most. Use the Up and Down buttons.',
    ],
    moveUp: ['Naikkan "{text}"', 'Move "{text}" up'],
    moveDown: ['Turunkan "{text}"', 'Move "{text}" down'],
    moved: ['"{text}" sekarang di urutan {position} dari {total}.', '"{text}" is now {position} of {total}.'],
    keepOrder: ['Gunakan urutan ini', 'Keep this order'],
    numberLabel: ['Jawaban Anda (angka)', 'Your answer (a number)'],
    numberBetween: ['Antara {min} dan {max}.', 'Between {min} and {max}.'],
    numberAtLeast: ['Paling kecil {min}.', 'At least {min}.'],
    numberAtMost: ['Paling besar {max}.', 'At most {max}.'],
    textLabel: ['Jawaban Anda', 'Your answer'],
    imageAlt: ['Ilustrasi untuk soal {n}', 'Illustration for question {n}'],
    trueLabel: ['Benar', 'True'],
    falseLabel: ['Salah', 'False'],
  },
};

export const up = addingStrings(TEST_RUNNER_STRINGS);

export const down = forwardOnly;
