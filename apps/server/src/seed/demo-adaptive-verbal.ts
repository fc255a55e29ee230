import type { Rng } from '@asesa/scoring';
import type { DemoAdaptiveDraft } from './demo-adaptive-item';

type Word = { id: string; en: string };
const w = (id: string, en: string): Word => ({ id, en });

/**
 * Words with one synonym and one antonym each, from everyday (level 0) to formal vocabulary
 * (level 3). The entries are far apart in meaning, so another entry's word never answers a
 * question about this one: that is where the distractors come from.
 */
const WORDS: ReadonlyArray<{ word: Word; synonym: Word; antonym: Word; level: number }> = [
  { word: w('cepat', 'fast'), synonym: w('lekas', 'quick'), antonym: w('lambat', 'slow'), level: 0 },
  { word: w('senang', 'happy'), synonym: w('gembira', 'glad'), antonym: w('sedih', 'sad'), level: 0 },
  {
    word: w('pintar', 'clever'),
    synonym: w('cerdas', 'intelligent'),
    antonym: w('bodoh', 'foolish'),
    level: 0,
  },
  { word: w('mudah', 'easy'), synonym: w('gampang', 'simple'), antonym: w('sulit', 'difficult'), level: 0 },
  { word: w('rajin', 'diligent'), synonym: w('tekun', 'industrious'), antonym: w('malas', 'lazy'), level: 0 },
  { word: w('kaya', 'rich'), synonym: w('makmur', 'wealthy'), antonym: w('miskin', 'poor'), level: 0 },
  { word: w('indah', 'beautiful'), synonym: w('elok', 'lovely'), antonym: w('buruk', 'ugly'), level: 1 },
  {
    word: w('teliti', 'careful'),
    synonym: w('cermat', 'meticulous'),
    antonym: w('ceroboh', 'careless'),
    level: 1,
  },
  { word: w('hemat', 'thrifty'), synonym: w('irit', 'frugal'), antonym: w('boros', 'wasteful'), level: 1 },
  { word: w('ramai', 'busy'), synonym: w('riuh', 'bustling'), antonym: w('sepi', 'quiet'), level: 1 },
  {
    word: w('kuno', 'old-fashioned'),
    synonym: w('usang', 'outdated'),
    antonym: w('modern', 'modern'),
    level: 1,
  },
  { word: w('jujur', 'honest'), synonym: w('tulus', 'sincere'), antonym: w('curang', 'deceitful'), level: 1 },
  {
    word: w('mahir', 'skilled'),
    synonym: w('terampil', 'proficient'),
    antonym: w('canggung', 'clumsy'),
    level: 2,
  },
  {
    word: w('ringkas', 'concise'),
    synonym: w('singkat', 'brief'),
    antonym: w('bertele-tele', 'long-winded'),
    level: 2,
  },
  { word: w('luwes', 'flexible'), synonym: w('lentur', 'supple'), antonym: w('kaku', 'rigid'), level: 2 },
  { word: w('lazim', 'common'), synonym: w('biasa', 'usual'), antonym: w('ganjil', 'odd'), level: 2 },
  {
    word: w('gigih', 'persistent'),
    synonym: w('ulet', 'tenacious'),
    antonym: w('mudah menyerah', 'quick to give up'),
    level: 2,
  },
  {
    word: w('sementara', 'temporary'),
    synonym: w('sesaat', 'momentary'),
    antonym: w('permanen', 'permanent'),
    level: 2,
  },
  {
    word: w('nisbi', 'relative'),
    synonym: w('relatif', 'comparative'),
    antonym: w('mutlak', 'absolute'),
    level: 3,
  },
  { word: w('semu', 'illusory'), synonym: w('maya', 'imaginary'), antonym: w('nyata', 'real'), level: 3 },
  {
    word: w('skeptis', 'sceptical'),
    synonym: w('ragu-ragu', 'doubtful'),
    antonym: w('yakin', 'convinced'),
    level: 3,
  },
  { word: w('absah', 'valid'), synonym: w('sah', 'legitimate'), antonym: w('batal', 'void'), level: 3 },
];

/**
 * Analogies (a is to b as c is to …), easiest first: the key, then distractors that are related
 * to c in some other way than b is to a.
 */
const ANALOGIES: ReadonlyArray<{ terms: [Word, Word, Word]; options: [Word, Word, Word, Word] }> = [
  {
    terms: [w('Dokter', 'Doctor'), w('rumah sakit', 'hospital'), w('guru', 'teacher')],
    options: [w('Sekolah', 'School'), w('Buku', 'Book'), w('Murid', 'Pupil'), w('Pasar', 'Market')],
  },
  {
    terms: [w('Burung', 'Bird'), w('sayap', 'wing'), w('ikan', 'fish')],
    options: [w('Sirip', 'Fin'), w('Air', 'Water'), w('Sisik', 'Scale'), w('Kail', 'Hook')],
  },
  {
    terms: [w('Panas', 'Hot'), w('dingin', 'cold'), w('terang', 'bright')],
    options: [w('Gelap', 'Dark'), w('Lampu', 'Lamp'), w('Siang', 'Day'), w('Hangat', 'Warm')],
  },
  {
    terms: [w('Pena', 'Pen'), w('menulis', 'writing'), w('gunting', 'scissors')],
    options: [w('Memotong', 'Cutting'), w('Kertas', 'Paper'), w('Tajam', 'Sharp'), w('Menjahit', 'Sewing')],
  },
  {
    terms: [w('Petani', 'Farmer'), w('sawah', 'rice field'), w('nelayan', 'fisherman')],
    options: [w('Laut', 'Sea'), w('Jaring', 'Net'), w('Ikan', 'Fish'), w('Pantai', 'Beach')],
  },
  {
    terms: [w('Detik', 'Second'), w('menit', 'minute'), w('hari', 'day')],
    options: [w('Minggu', 'Week'), w('Jam', 'Hour'), w('Malam', 'Night'), w('Kalender', 'Calendar')],
  },
  {
    terms: [w('Benih', 'Seed'), w('pohon', 'tree'), w('telur', 'egg')],
    options: [w('Ayam', 'Chicken'), w('Sarang', 'Nest'), w('Cangkang', 'Shell'), w('Kuning telur', 'Yolk')],
  },
  {
    terms: [w('Haus', 'Thirst'), w('minum', 'drinking'), w('lelah', 'tiredness')],
    options: [
      w('Istirahat', 'Resting'),
      w('Bekerja', 'Working'),
      w('Tidur larut', 'Staying up'),
      w('Lapar', 'Hunger'),
    ],
  },
  {
    terms: [w('Kompas', 'Compass'), w('arah', 'direction'), w('termometer', 'thermometer')],
    options: [w('Suhu', 'Temperature'), w('Demam', 'Fever'), w('Raksa', 'Mercury'), w('Cuaca', 'Weather')],
  },
  {
    terms: [w('Bab', 'Chapter'), w('buku', 'book'), w('bait', 'stanza')],
    options: [w('Puisi', 'Poem'), w('Penyair', 'Poet'), w('Rima', 'Rhyme'), w('Kalimat', 'Sentence')],
  },
  {
    terms: [w('Arsitek', 'Architect'), w('cetak biru', 'blueprint'), w('komponis', 'composer')],
    options: [w('Partitur', 'Score'), w('Orkestra', 'Orchestra'), w('Nada', 'Note'), w('Konser', 'Concert')],
  },
  {
    terms: [w('Vaksin', 'Vaccine'), w('penyakit', 'disease'), w('asuransi', 'insurance')],
    options: [w('Kerugian', 'Loss'), w('Premi', 'Premium'), w('Polis', 'Policy'), w('Nasabah', 'Client')],
  },
  {
    terms: [
      w('Hipotesis', 'Hypothesis'),
      w('eksperimen', 'experiment'),
      w('rancangan undang-undang', 'bill'),
    ],
    options: [
      w('Pemungutan suara', 'Vote'),
      w('Pasal', 'Article'),
      w('Menteri', 'Minister'),
      w('Hakim', 'Judge'),
    ],
  },
  {
    terms: [w('Erosi', 'Erosion'), w('tanah', 'soil'), w('inflasi', 'inflation')],
    options: [
      w('Daya beli', 'Purchasing power'),
      w('Harga', 'Prices'),
      w('Bank sentral', 'Central bank'),
      w('Upah', 'Wages'),
    ],
  },
];

/** Distinct other entries of the list, in a random order. */
function others<T>(rng: Rng, list: readonly T[], not: T, n: number): T[] {
  const pool = list.filter((x) => x !== not);
  for (let i = pool.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, n);
}

const draft = (stem: string, stemEn: string, options: Word[], difficulty: number): DemoAdaptiveDraft => ({
  area: 'verbal',
  stem,
  stemEn,
  options: options.map((o) => o.id) as DemoAdaptiveDraft['options'],
  optionsEn: options.map((o) => o.en) as DemoAdaptiveDraft['optionsEn'],
  difficulty,
  solution: null,
});

const capital = (word: Word): Word => ({
  id: word.id[0].toUpperCase() + word.id.slice(1),
  en: word.en[0].toUpperCase() + word.en.slice(1),
});

/**
 * Fifty-eight verbal items: for every word one synonym and one antonym question (the opposite
 * relation is the tempting distractor, two words of other entries the rest), and the analogies.
 */
export function verbalDrafts(rng: Rng): DemoAdaptiveDraft[] {
  const drafts: DemoAdaptiveDraft[] = [];
  for (const entry of WORDS) {
    const level = (entry.level + rng.next()) / 4;
    const synonymPool = others(rng, WORDS, entry, 2).map((e) => e.synonym);
    drafts.push(
      draft(
        `Pilih kata yang maknanya paling dekat dengan "${entry.word.id}".`,
        `Choose the word closest in meaning to "${entry.word.en}".`,
        [entry.synonym, entry.antonym, ...synonymPool].map(capital),
        level,
      ),
    );
    const antonymPool = others(rng, WORDS, entry, 2).map((e) => e.antonym);
    drafts.push(
      draft(
        `Pilih kata yang maknanya berlawanan dengan "${entry.word.id}".`,
        `Choose the word opposite in meaning to "${entry.word.en}".`,
        [entry.antonym, entry.synonym, ...antonymPool].map(capital),
        // Opposites are found a little faster than near-synonyms.
        Math.max(0, level - 0.05),
      ),
    );
  }
  ANALOGIES.forEach(({ terms: [a, b, c], options }, i) => {
    drafts.push(
      draft(
        `${a.id} berhubungan dengan ${b.id} seperti ${c.id} berhubungan dengan …`,
        `${a.en} is to ${b.en} as ${c.en} is to …`,
        options,
        (i + rng.next()) / ANALOGIES.length,
      ),
    );
  });
  return drafts;
}
