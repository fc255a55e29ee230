import { currentLanguage } from '../participant-journey/api';

// What the candidate is told about proctoring, in the participant's language (Indonesian by
// default, English complete).

const ID = {
  title: 'Ujian ini diawasi',
  intro: 'Demi keadilan bagi semua peserta, selama ujian kami mencatat:',
  tab: 'saat Anda berpindah tab atau menyembunyikan halaman ujian',
  focus: 'saat jendela ujian tidak aktif (misalnya membuka aplikasi lain)',
  fullscreen: 'saat Anda keluar dari layar penuh',
  clipboard: 'saat Anda menyalin, memotong, atau menempel teks',
  screens: 'saat lebih dari satu layar terhubung',
  webcam: 'foto dari kamera Anda setiap {seconds} detik',
  evidence:
    'Catatan ini hanya menjadi bahan pertimbangan peninjau, bukan keputusan otomatis. Tidak ada yang direkam di luar halaman ujian.',
  consentLabel: 'Saya setuju kamera saya digunakan untuk mengambil foto selama ujian.',
  consentButton: 'Setuju dan nyalakan kamera',
  consentGiven: 'Kamera aktif. Terima kasih.',
  consentRequired: 'Ujian ini memerlukan kamera. Berikan izin kamera untuk melanjutkan.',
  cameraDenied: 'Kamera tidak dapat digunakan. Izinkan akses kamera pada browser Anda, lalu coba lagi.',
  retry: 'Coba lagi',
} as const;

const EN: Record<keyof typeof ID, string> = {
  title: 'This test is proctored',
  intro: 'To keep the test fair for everyone, while you take it we record:',
  tab: 'when you switch tabs or hide the test page',
  focus: 'when the test window loses focus (for example another application is opened)',
  fullscreen: 'when you leave full screen',
  clipboard: 'when you copy, cut or paste text',
  screens: 'when more than one screen is connected',
  webcam: 'a photo from your camera every {seconds} seconds',
  evidence:
    'These records are only evidence for a reviewer to weigh, never an automatic decision. Nothing is recorded outside the test page.',
  consentLabel: 'I agree that my camera is used to take photos during the test.',
  consentButton: 'Agree and turn on the camera',
  consentGiven: 'Camera on. Thank you.',
  consentRequired: 'This test needs your camera. Allow the camera to continue.',
  cameraDenied: 'The camera cannot be used. Allow camera access in your browser, then try again.',
  retry: 'Try again',
};

export type ProctoringCopy = Record<keyof typeof ID, string>;

export function proctoringCopy(): ProctoringCopy {
  return currentLanguage() === 'en' ? EN : ID;
}
