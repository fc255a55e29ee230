/**
 * The partner pages' own texts (spec 2.3: the embedded area speaks Indonesian). The participant
 * pages reused inside it bring their own copy (features/test-activities/copy.ts).
 */
export const PARTNER_COPY = {
  finishSectionTitle: 'Bagian ujian selesai',
  finishSectionBody: 'Jawaban Anda telah tersimpan. Lanjutkan ke ujian berikutnya dari halaman utama.',
  continue: 'Lanjutkan',
  finishTitle: 'Ujian selesai',
  finishBody: 'Terima kasih, Anda telah menyelesaikan seluruh ujian. Jawaban Anda telah kami terima.',
  showResult: 'Lihat hasil',
  expiredTitle: 'Kode peserta sudah tidak berlaku',
  expiredBody:
    'Masa berlaku kode peserta Anda telah habis atau dicabut. Silakan hubungi penyelenggara ujian.',
  tokenRefusedTitle: 'Akses partner ditolak',
  tokenRefusedBody:
    'Halaman ini dibuka dengan token partner yang tidak berlaku untuk kode peserta ini. Silakan hubungi penyelenggara ujian.',
} as const;
