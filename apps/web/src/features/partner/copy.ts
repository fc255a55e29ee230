/**
 * The partner pages' own texts (spec 2.3: the embedded area speaks Indonesian). The participant
 * pages reused inside it bring their own copy (features/test-activities/copy.ts).
 */
export const PARTNER_COPY = {
  finishSectionTitle: 'Bagian ujian selesai',
  finishSectionBody: 'Jawaban anda telah tersimpan. Lanjutkan ke ujian berikutnya dari halaman utama.',
  continue: 'Lanjutkan',
  finishTitle: 'Ujian selesai',
  finishBody: 'Terima kasih, anda telah menyelesaikan seluruh ujian. Jawaban anda telah kami terima.',
  showResult: 'Lihat hasil',
  expiredTitle: 'Kode peserta sudah tidak berlaku',
  expiredBody:
    'Masa berlaku kode peserta anda telah habis atau dicabut. Silakan hubungi penyelenggara ujian.',
} as const;
