import type { InstrumentSection } from '@asesa/contracts';
import { parseContent } from '../modules/instruments/instrument-content';

/** The demo users of DOMAIN.md ("Demo data"). */
export const DEMO_USERS = {
  admin: { email: 'admin@asesa.test', password: 'Admin#2026', name: 'Ayu Admin' },
  consultant: { email: 'consultant@asesa.test', password: 'Consultant#2026', name: 'Citra Consultant' },
  collaborator: {
    email: 'collaborator@asesa.test',
    password: 'Collaborator#2026',
    name: 'Bima Collaborator',
  },
} as const;

export const DEMO_PARTICIPANT_CODE = 'DEMO-PCODE-01';
export const DEMO_CORPORATE_SLUG = 'demo';
export const DEMO_CREDITS = 500;
/** The demo consultant's sector tree: Technology > Software (the demo corporate's), and Finance. */
export const DEMO_SECTORS = { technology: 'Technology', software: 'Software', finance: 'Finance' } as const;

const options = (...texts: string[]) => texts.map((text, i) => ({ id: String.fromCharCode(65 + i), text }));

/**
 * A short numerical and verbal reasoning test with keyed single-choice items. Its texts are in the
 * base language of instrument texts (Indonesian); the English ones are its translation
 * (demo-translations.ts).
 */
export const DEMO_ABILITY_SECTIONS: InstrumentSection[] = [
  {
    title: 'Penalaran numerik',
    time_limit_seconds: 600,
    items: [
      { type: 'single', stem: 'Berapakah 15% dari 240?', options: options('24', '36', '32', '40'), key: 'B' },
      {
        type: 'single',
        stem: 'Bilangan berapakah yang muncul berikutnya: 3, 6, 12, 24, …?',
        options: options('36', '42', '48', '30'),
        key: 'C',
      },
      {
        type: 'single',
        stem: 'Sebuah harga naik dari 80 menjadi 100. Berapa persen kenaikannya?',
        options: options('20%', '25%', '30%', '80%'),
        key: 'B',
      },
      {
        type: 'single',
        stem: 'Jika 4 pekerja menyelesaikan suatu pekerjaan dalam 6 hari, berapa hari yang dibutuhkan oleh 3 pekerja?',
        options: options('7', '8', '9', '4,5'),
        key: 'B',
      },
      { type: 'single', stem: 'Berapakah 7 × 8 − 6?', options: options('48', '50', '56', '62'), key: 'B' },
    ],
  },
  {
    title: 'Penalaran verbal',
    time_limit_seconds: 300,
    items: [
      {
        type: 'single',
        stem: 'Pilih kata yang maknanya paling dekat dengan "lugas".',
        options: options('Terus terang', 'Tertutup', 'Berhati-hati', 'Cepat'),
        key: 'A',
      },
      {
        type: 'single',
        stem: 'Pilih kata yang maknanya berlawanan dengan "langka".',
        options: options('Jarang', 'Berlimpah', 'Kecil', 'Tersembunyi'),
        key: 'B',
      },
      {
        type: 'single',
        stem: 'Buku untuk membaca, seperti garpu untuk …',
        options: options('Menggambar', 'Menulis', 'Makan', 'Mengaduk'),
        key: 'C',
      },
    ],
  },
];

const agreement = () =>
  options('Sangat tidak setuju', 'Tidak setuju', 'Netral', 'Setuju', 'Sangat setuju').map((o, i) => ({
    ...o,
    value: i + 1,
  }));

/** The Work Style Inventory's traits: the indicator its items feed and the dimension it is scored on. */
export const DEMO_TRAITS = [
  { indicator: 'WS-ORG', dimension: 'ORGANISATION', name: 'Organisation' },
  { indicator: 'WS-DRV', dimension: 'DRIVE', name: 'Drive' },
  { indicator: 'WS-SOC', dimension: 'SOCIABILITY', name: 'Sociability' },
  { indicator: 'WS-COOP', dimension: 'COOPERATION', name: 'Cooperation' },
  { indicator: 'WS-CALM', dimension: 'COMPOSURE', name: 'Composure' },
] as const;

type TraitCode = (typeof DEMO_TRAITS)[number]['indicator'];
const statement = (indicator: TraitCode, stem: string, reverse = false) => ({
  type: 'likert' as const,
  points: 5,
  stem,
  options: agreement(),
  indicator,
  ...(reverse ? { reverse: true } : {}),
});

/**
 * A Likert work-style inventory: five traits of four statements each, two of every four keyed in
 * reverse (agreeing lowers the trait) so acquiescence does not inflate the scores. In Indonesian like
 * the reasoning test, with its English translation in demo-translations.ts.
 */
export const DEMO_PERSONALITY_SECTIONS: InstrumentSection[] = [
  {
    title: 'Gaya kerja',
    time_limit_seconds: null,
    items: [
      statement(
        'WS-ORG',
        'Saya menyelesaikan tugas yang saya mulai, meskipun tugas itu menjadi membosankan.',
      ),
      statement('WS-ORG', 'Saya sering menunda pekerjaan sampai menit terakhir.', true),
      statement('WS-ORG', 'Saya merencanakan kegiatan mingguan saya sebelum minggu itu dimulai.'),
      statement('WS-ORG', 'Meja dan berkas saya biasanya berantakan.', true),
      statement('WS-SOC', 'Saya senang bertemu orang baru di tempat kerja.'),
      statement('WS-SOC', 'Saya lebih suka bekerja sendiri daripada dalam tim.', true),
      statement('WS-SOC', 'Saya angkat bicara dalam rapat ketika saya memiliki ide.'),
      statement('WS-SOC', 'Berbicara dengan orang yang tidak saya kenal terasa melelahkan bagi saya.', true),
      statement('WS-DRV', 'Saya menetapkan target yang sulit dicapai bagi diri saya sendiri.'),
      statement('WS-DRV', 'Saya sudah merasa puas asalkan hasil pekerjaan saya cukup baik.', true),
      statement('WS-DRV', 'Saya terus berusaha ketika sebuah tugas ternyata lebih sulit daripada perkiraan.'),
      statement('WS-DRV', 'Saya cepat menyerah jika tidak melihat kemajuan.', true),
      statement('WS-COOP', 'Saya membantu rekan kerja meskipun itu bukan tugas saya.'),
      statement('WS-COOP', 'Saya sulit menerima gagasan yang bukan berasal dari saya.', true),
      statement('WS-COOP', 'Saya mencari solusi yang baik bagi semua pihak yang terlibat.'),
      statement(
        'WS-COOP',
        'Saya mudah kesal jika orang lain bekerja dengan cara yang berbeda dari saya.',
        true,
      ),
      statement('WS-CALM', 'Saya tetap tenang ketika keadaan tidak berjalan sesuai rencana.'),
      statement('WS-CALM', 'Saya sangat khawatir akan membuat kesalahan.', true),
      statement('WS-CALM', 'Saya dapat bekerja dengan baik meskipun tenggat waktunya ketat.'),
      statement('WS-CALM', 'Kritik terhadap pekerjaan saya lama membekas di hati saya.', true),
    ],
  },
];

/** An item of a stored demo form, as the seed's simulated answers read it. */
export type StoredItem = {
  id: string;
  type?: string;
  key?: string | null;
  indicator?: string | null;
  reverse?: boolean;
  options?: Array<{ id: string; value?: number }>;
};

/** Every item of a stored form, section after section. */
export const storedItemsOf = (contentJson: string) =>
  parseContent(contentJson).sections.flatMap((s) => s.items) as StoredItem[];
