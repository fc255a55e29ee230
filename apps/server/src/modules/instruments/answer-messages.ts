import { messageTable } from '../../lib/server-messages';

/**
 * Why an answer does not fit its item (the answer save's 400), in each language the server
 * speaks. `{item}` is the item's id, `{value}` the answer as sent.
 */
export const ANSWER_MESSAGES = messageTable('answers', {
  notAnOption: {
    en: "'{value}' is not an option of item '{item}'",
    id: "'{value}' bukan pilihan soal '{item}'",
  },
  notAStatement: {
    en: "'{value}' is not a statement of item '{item}'",
    id: "'{value}' bukan pernyataan soal '{item}'",
  },
  trueOrFalse: {
    en: "item '{item}' takes 'true' or 'false', not {value}",
    id: "soal '{item}' menerima 'true' atau 'false', bukan {value}",
  },
  optionList: {
    en: "item '{item}' takes a list of option ids, not {value}",
    id: "soal '{item}' menerima daftar id pilihan, bukan {value}",
  },
  optionTwice: {
    en: "item '{item}' lists an option twice",
    id: "soal '{item}' memuat satu pilihan dua kali",
  },
  atMostChoices: {
    en: "item '{item}' allows at most {choices}",
    id: "soal '{item}' membolehkan paling banyak {choices}",
  },
  atLeastChoices: {
    en: "item '{item}' needs at least {choices}",
    id: "soal '{item}' memerlukan paling sedikit {choices}",
  },
  choices: { en: '{n} choices', id: '{n} pilihan' },
  oneChoice: { en: '1 choice', id: '1 pilihan' },
  rankingOrder: {
    en: "item '{item}' takes the option ids in order, not {value}",
    id: "soal '{item}' menerima id pilihan secara berurutan, bukan {value}",
  },
  rankEveryOption: {
    en: "item '{item}' needs every option ranked once",
    id: "soal '{item}' memerlukan setiap pilihan diurutkan satu kali",
  },
  number: {
    en: "item '{item}' takes a number, not {value}",
    id: "soal '{item}' menerima angka, bukan {value}",
  },
  outside: {
    en: "{value} is outside {min}..{max} for item '{item}'",
    id: "{value} berada di luar {min}..{max} untuk soal '{item}'",
  },
  mostLeast: {
    en: "item '{item}' takes {most, least}, not {value}",
    id: "soal '{item}' menerima {most, least}, bukan {value}",
  },
  sameStatement: {
    en: "item '{item}' needs different statements for most and least",
    id: "soal '{item}' memerlukan pernyataan yang berbeda untuk paling sesuai dan paling tidak sesuai",
  },
  text: { en: "item '{item}' takes text, not {value}", id: "soal '{item}' menerima teks, bukan {value}" },
  maxCharacters: {
    en: "item '{item}' takes at most {max} characters",
    id: "soal '{item}' menerima paling banyak {max} karakter",
  },
  gapChoices: {
    en: "item '{item}' takes an option for each of its gaps, not {value}",
    id: "soal '{item}' menerima satu pilihan untuk setiap rumpangnya, bukan {value}",
  },
  notAGap: {
    en: "'{value}' is not a gap of item '{item}'",
    id: "'{value}' bukan rumpang soal '{item}'",
  },
  selectionList: {
    en: "item '{item}' takes a list of the choices selected, not {value}",
    id: "soal '{item}' menerima daftar pilihan yang dipilih, bukan {value}",
  },
  notASpan: {
    en: "'{value}' is not a selectable part of the text of item '{item}'",
    id: "'{value}' bukan bagian teks yang dapat dipilih pada soal '{item}'",
  },
  notAnArea: {
    en: "'{value}' is not an area of the image of item '{item}'",
    id: "'{value}' bukan area gambar pada soal '{item}'",
  },
  selectedTwice: {
    en: "item '{item}' lists a choice twice",
    id: "soal '{item}' memuat satu pilihan dua kali",
  },
  offStep: {
    en: "{value} is not a step of the slider of item '{item}' (steps of {step} from {min})",
    id: "{value} bukan langkah penggeser soal '{item}' (langkah {step} mulai {min})",
  },
  notAGapOption: {
    en: "'{value}' is not an option of gap '{gap}' of item '{item}'",
    id: "'{value}' bukan pilihan rumpang '{gap}' soal '{item}'",
  },
  matchPairs: {
    en: "item '{item}' takes a list of 'source target' pairs, not {value}",
    id: "soal '{item}' menerima daftar pasangan 'sumber target', bukan {value}",
  },
  notAMatchPair: {
    en: "'{value}' does not pair a source and a target of item '{item}'",
    id: "'{value}' bukan pasangan sumber dan target soal '{item}'",
  },
  tooManyPairs: {
    en: "item '{item}' takes at most {max} pairs",
    id: "soal '{item}' menerima paling banyak {max} pasangan",
  },
  usedTooOften: {
    en: "item '{item}' uses '{choice}' more than {max} time(s)",
    id: "soal '{item}' memakai '{choice}' lebih dari {max} kali",
  },
  notAGapText: {
    en: "'{value}' is not a gap text of item '{item}'",
    id: "'{value}' bukan teks isian soal '{item}'",
  },
});
