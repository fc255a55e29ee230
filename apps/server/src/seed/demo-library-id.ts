import type {
  BandTranslations,
  BlueprintTranslations,
  CompetenceTranslations,
  DimensionTranslations,
} from '@asesa/contracts';

// The demo library's texts in Indonesian (the demo candidates take their tests in Indonesian, so
// their feedback report speaks it throughout).

const LEVELS_ID = { '1': 'Berkembang', '2': 'Cakap', '3': 'Teladan' };

/** Competence code → its Indonesian name, description and level labels. */
export const DEMO_COMPETENCE_TEXTS_ID: Record<string, CompetenceTranslations[string]> = {
  ANALYTICAL: {
    name: 'Berpikir analitis',
    description: 'Mengolah angka dan kata untuk sampai pada kesimpulan yang tepat.',
    levels: LEVELS_ID,
    interview_questions: [
      'Ceritakan sebuah masalah ketika angka-angkanya tidak cocok. Bagaimana Anda menemukan penyebabnya?',
      'Jelaskan sebuah keputusan yang Anda ambil dari data yang tidak lengkap. Apa yang Anda periksa lebih dulu?',
    ],
  },
  PLANNING: {
    name: 'Perencanaan dan pengorganisasian',
    description: 'Merencanakan pekerjaan sejak awal, menjaganya tetap teratur, dan menuntaskannya.',
    levels: LEVELS_ID,
    interview_questions: [
      'Ceritakan bagaimana Anda merencanakan minggu tersibuk Anda yang terakhir. Apa yang meleset, dan mengapa?',
      'Ceritakan sebuah tugas panjang yang tetap Anda selesaikan walaupun sudah terasa membosankan.',
    ],
  },
  TEAMWORK: {
    name: 'Kerja sama tim',
    description: 'Bekerja bersama orang lain, berbagi gagasan, dan mencari solusi yang cocok bagi semua.',
    levels: LEVELS_ID,
    interview_questions: [
      'Ceritakan saat seorang rekan tidak setuju dengan gagasan Anda. Apa yang Anda lakukan?',
      'Jelaskan hasil kerja tim yang Anda banggakan. Apa peran Anda di dalamnya?',
    ],
  },
};

/** Test dimension code → its Indonesian name and description. */
export const DEMO_DIMENSION_TEXTS_ID: Record<string, DimensionTranslations[string]> = {
  'GENERAL-REASONING': {
    name: 'Penalaran umum',
    description: 'Jumlah jawaban benar pada soal numerik dan verbal.',
  },
  ORGANISATION: {
    name: 'Keteraturan',
    description: 'Merencanakan pekerjaan sejak awal dan menjaganya tetap teratur.',
  },
  DRIVE: {
    name: 'Dorongan berprestasi',
    description: 'Menetapkan target yang menantang dan tekun mengejarnya.',
  },
  SOCIABILITY: {
    name: 'Keramahan sosial',
    description: 'Mencari kontak dengan orang lain dan berani bersuara.',
  },
  COOPERATION: { name: 'Kerja sama', description: 'Membantu orang lain dan mencari solusi bersama.' },
  COMPOSURE: { name: 'Ketenangan', description: 'Tetap tenang di bawah tekanan dan kritik.' },
};

/** The ability test's bands (below, meets, exceeds expectations) in Indonesian. */
export const DEMO_REASONING_BANDS_ID: BandTranslations[string][] = [
  { level: 'Di bawah harapan', description: 'Di bawah harapan untuk peran lulusan baru.' },
  { level: 'Sesuai harapan', description: 'Sesuai harapan untuk peran lulusan baru.' },
  { level: 'Melampaui harapan', description: 'Melampaui harapan untuk peran lulusan baru.' },
];

const TRAIT_LEVELS_ID = ['Rendah', 'Sedang', 'Tinggi'];

/** Per trait what a low, moderate and high score means, in Indonesian. */
const TRAIT_BAND_TEXT_ID: Record<string, [string, string, string]> = {
  ORGANISATION: [
    'Lebih suka bekerja secara fleksibel dan mungkin memerlukan pengingat serta struktur untuk memenuhi tenggat.',
    'Membuat rencana bila diperlukan dan menyeimbangkan keteraturan dengan fleksibilitas.',
    'Merencanakan sejak awal, menjaga pekerjaan tetap teratur, dan menuntaskan apa yang sudah dimulai.',
  ],
  DRIVE: [
    'Puas bila memenuhi standar; mungkin mengendur ketika tugas menjadi sulit.',
    'Menetapkan target yang realistis dan tetap berusaha saat menghadapi hambatan biasa.',
    'Menetapkan target yang menantang dan tetap tekun ketika kemajuan lambat.',
  ],
  SOCIABILITY: [
    'Lebih suka bekerja sendiri atau dengan sedikit orang yang dikenal; mungkin menahan gagasan dalam kelompok.',
    'Nyaman bekerja bersama orang lain maupun sendiri.',
    'Mencari kontak, senang bertemu orang, dan mudah menyampaikan pendapat.',
  ],
  COOPERATION: [
    'Lugas dan mandiri; mungkin sulit menerima gagasan orang lain.',
    'Mudah bekerja sama sambil tetap mempertahankan pandangan sendiri.',
    'Membantu orang lain dan mencari solusi yang cocok bagi semua.',
  ],
  COMPOSURE: [
    'Merasakan tekanan dan kritik dengan kuat; mungkin memerlukan dukungan pada masa yang menegangkan.',
    'Biasanya tenang; mungkin merasa terbebani di bawah tekanan yang berkepanjangan.',
    'Tetap tenang dan efektif di bawah tekanan dan kritik.',
  ],
};

/** A trait's bands (low, moderate, high) in Indonesian. */
export function demoTraitBandsId(trait: string): BandTranslations[string][] {
  const texts = TRAIT_BAND_TEXT_ID[trait];
  return TRAIT_LEVELS_ID.map((level, i) => ({ level, description: texts?.[i] }));
}

/** The demo's norm group, as its Indonesian readers call it. */
const GENERAL_ID = { general: 'umum' };

/** Scoring blueprint name → its Indonesian name and norm group names. */
export const DEMO_BLUEPRINT_TEXTS_ID: Record<string, BlueprintTranslations[string]> = {
  'General reasoning norms (demo)': { name: 'Norma penalaran umum (demo)', norm_groups: GENERAL_ID },
  'Work style norms (demo)': { name: 'Norma gaya kerja (demo)', norm_groups: GENERAL_ID },
  'Adaptive reasoning norms (demo)': { name: 'Norma penalaran adaptif (demo)', norm_groups: GENERAL_ID },
};
