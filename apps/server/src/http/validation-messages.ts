import { messageTable, type ServerMessage } from '../lib/server-messages';
import { CONTENT_VALIDATION_MESSAGES } from './content-validation-messages';

/**
 * The Indonesian of the request schemas' messages (packages/contracts): the contracts speak
 * English (the web client shares them), so the call layer translates a refused field's message
 * here. A contract message is matched against these English templates, where `{field}` is a field
 * name of the API (`email`, `project_id`) and any other placeholder takes what the message says
 * there (a number, a list). A message no template matches is said from zod's issue itself (its
 * code, limit, format) in Indonesian; the English is always the contract's own text, unchanged.
 */
export const VALIDATION_MESSAGES = messageTable('validation', {
  // The participant calls' own wording (test-activities/*, partner/send-event).
  accessCodePattern: {
    en: '{field} must be 6 alphanumeric characters',
    id: '{field} harus terdiri dari 6 huruf atau angka',
  },
  participantCode: { en: '{field} is not valid', id: '{field} tidak valid' },
  participantCodes: {
    en: '{field} is not a valid participant code',
    id: '{field} bukan kode peserta yang valid',
  },
  email: {
    en: '{field} must be a valid e-mail address',
    id: '{field} harus berupa alamat email yang valid',
  },
  emailAddress: { en: '{field} must be an e-mail address', id: '{field} harus berupa alamat email' },
  required: { en: '{field} is required', id: '{field} wajib diisi' },
  dateFormat: {
    en: '{field} must be a date ({format})',
    id: '{field} harus berupa tanggal ({format})',
  },
  finiteNumber: { en: '{field} must be a finite number', id: '{field} harus berupa angka terhingga' },
  tooManyAnswers: { en: 'too many answers', id: 'terlalu banyak jawaban' },
  isoDateTime: {
    en: '{field} must be an ISO date-time',
    id: '{field} harus berupa tanggal dan waktu ISO',
  },
  pageCode: {
    en: '{field} may contain only lowercase letters, digits and dashes',
    id: '{field} hanya boleh berisi huruf kecil, angka, dan tanda hubung',
  },
  oneOf: { en: '{field} must be one of {values}', id: '{field} harus salah satu dari {values}' },
  number: { en: '{field} must be a number', id: '{field} harus berupa angka' },
  positiveNumber: { en: '{field} must be a positive number', id: '{field} harus berupa angka positif' },
  // Common wording of the back office's calls.
  wholeNumber: { en: '{field} must be a whole number', id: '{field} harus berupa bilangan bulat' },
  atLeast: { en: '{field} must be at least {n}', id: '{field} paling sedikit {n}' },
  atMost: { en: '{field} must be at most {n}', id: '{field} paling banyak {n}' },
  between: {
    en: '{field} must be between {min} and {max}',
    id: '{field} harus di antara {min} dan {max}',
  },
  greaterThan: { en: '{field} must be greater than {n}', id: '{field} harus lebih besar dari {n}' },
  positive: { en: '{field} must be positive', id: '{field} harus positif' },
  maxCharacters: {
    en: '{field} has at most {n} characters',
    id: '{field} paling banyak {n} karakter',
  },
  atMostCharacters: {
    en: '{field} must be at most {n} characters',
    id: '{field} paling banyak {n} karakter',
  },
  text: { en: '{field} must be text', id: '{field} harus berupa teks' },
  date: { en: '{field} must be a date', id: '{field} harus berupa tanggal' },
  dateLike: {
    en: '{field} must be a date like {example}',
    id: '{field} harus berupa tanggal seperti {example}',
  },
  url: { en: '{field} must be a URL', id: '{field} harus berupa URL' },
  hexColour: {
    en: '{field} must be a hex colour such as {example}',
    id: '{field} harus berupa warna heksadesimal seperti {example}',
  },
  colourLike: {
    en: '{field} must be a colour like {example}',
    id: '{field} harus berupa warna seperti {example}',
  },
  lettersDigitsDashes: {
    en: '{field} may contain only letters, digits, - and _',
    id: '{field} hanya boleh berisi huruf, angka, - dan _',
  },
  lettersDigitsDots: {
    en: '{field} may contain only letters, digits, ., - and _',
    id: '{field} hanya boleh berisi huruf, angka, ., - dan _',
  },
  lowerCaseSlug: {
    en: '{field} may contain only lower-case letters, digits and hyphens',
    id: '{field} hanya boleh berisi huruf kecil, angka, dan tanda hubung',
  },
  charactersRange: {
    en: '{field} must be {min} to {max} characters',
    id: '{field} harus terdiri dari {min} sampai {max} karakter',
  },
  atLeastCharacters: {
    en: '{field} must have at least {n} characters',
    id: '{field} paling sedikit {n} karakter',
  },
  notEmpty: { en: '{field} must not be empty', id: '{field} tidak boleh kosong' },
  passwordMismatch: {
    en: 'The new password and its confirmation do not match.',
    id: 'Kata sandi baru dan konfirmasinya tidak sama.',
  },
  passwordSame: {
    en: 'The new password must be different from the old one.',
    id: 'Kata sandi baru harus berbeda dari kata sandi lama.',
  },
  passwordShort: {
    en: 'The new password must have at least {n} characters.',
    id: 'Kata sandi baru paling sedikit {n} karakter.',
  },
  passwordLong: {
    en: 'The new password must have at most {n} characters.',
    id: 'Kata sandi baru paling banyak {n} karakter.',
  },
  invitationLink: { en: 'the invitation link is not valid', id: 'tautan undangan tidak valid' },
  deviceId: {
    en: '{field} must be {n} letters or digits',
    id: '{field} harus terdiri dari {n} huruf atau angka',
  },
  accommodationNeeds: {
    en: '{field} must be among extra_time, breaks, larger_text, high_contrast, screen_reader',
    id: '{field} harus di antara extra_time, breaks, larger_text, high_contrast, screen_reader',
  },
  accommodationMessage: {
    en: '{field} is required: say what would help you',
    id: '{field} wajib diisi: sampaikan apa yang akan membantu Anda',
  },
  contestMessage: {
    en: '{field} is required: say what you contest (at least {n} characters)',
    id: '{field} wajib diisi: sampaikan keberatan Anda (paling sedikit {n} karakter)',
  },
  gapAnswers: {
    en: 'an answer names at most {n} gaps',
    id: 'sebuah jawaban menyebut paling banyak {n} celah',
  },
});

/**
 * The participant calls' fields as an Indonesian sentence names them ("kode harus terdiri dari…");
 * a field not listed keeps its API name.
 */
export const VALIDATION_FIELDS = messageTable('validation-fields', {
  code: { en: 'code', id: 'kode' },
  participant_code: { en: 'participant_code', id: 'kode peserta' },
  participant_codes: { en: 'participant_codes', id: 'kode peserta' },
  name: { en: 'name', id: 'nama' },
  birth_date: { en: 'birth_date', id: 'tanggal lahir' },
  answer: { en: 'answer', id: 'jawaban' },
  at: { en: 'at', id: 'waktu' },
  slug: { en: 'slug', id: 'alamat halaman' },
  page_code: { en: 'page_code', id: 'kode halaman' },
  lang: { en: 'lang', id: 'bahasa' },
});

const fieldInIndonesian = (field: string) =>
  (VALIDATION_FIELDS as Record<string, { id: string } | undefined>)[field]?.id ?? field;

/** Which characters a placeholder takes: a field name of the API, or any text. */
const FIELD = '([A-Za-z_][A-Za-z0-9_.]*)';
const ANY = '(.+?)';

interface Template {
  message: ServerMessage;
  pattern: RegExp;
  names: string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A template's English as a pattern (anchored, placeholders captured), and the names in order. */
function compile(message: ServerMessage, english: string): Template {
  const names: string[] = [];
  const source = english
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return escapeRegExp(part);
      names.push(name);
      return name === 'field' ? FIELD : ANY;
    })
    .join('');
  return { message, pattern: new RegExp(`^${source}$`), names };
}

// A template that starts with its field also matches the message without it (a check whose
// message leaves the field to the path in front of it: "must be a number").
const TEMPLATES: Template[] = [
  ...Object.values(VALIDATION_MESSAGES),
  ...Object.values(CONTENT_VALIDATION_MESSAGES),
].flatMap((message) =>
  message.en.startsWith('{field} ')
    ? [
        compile(message, message.en),
        compile(
          { en: message.en.slice('{field} '.length), id: message.id.replace('{field} ', '') },
          message.en.slice('{field} '.length),
        ),
      ]
    : [compile(message, message.en)],
);

/** The contract message in Indonesian by the table, or undefined when no template matches it. */
export function fromTable(english: string): string | undefined {
  for (const t of TEMPLATES) {
    const match = t.pattern.exec(english);
    if (!match) continue;
    const values = Object.fromEntries(
      t.names.map((name, i) => [name, name === 'field' ? fieldInIndonesian(match[i + 1]) : match[i + 1]]),
    );
    return t.message.id.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  }
  return undefined;
}

/** A refused value as zod describes it: its code, its message, and what the check said. */
export interface ValidationIssue {
  code: string;
  message: string;
  [detail: string]: unknown;
}

const TYPES: Record<string, string> = {
  string: 'teks',
  number: 'angka',
  int: 'bilangan bulat',
  boolean: 'benar atau salah (boolean)',
  array: 'daftar',
  object: 'objek',
  date: 'tanggal',
  bigint: 'bilangan bulat',
};

const FORMATS: Record<string, string> = {
  email: 'alamat email yang valid',
  url: 'URL yang valid',
  datetime: 'tanggal dan waktu ISO',
  date: 'tanggal (YYYY-MM-DD)',
  time: 'waktu ISO',
  uuid: 'UUID',
};

const UNITS: Record<string, string> = { string: 'karakter', array: 'butir', set: 'butir', file: 'byte' };

/** zod's own check, said in Indonesian from the issue (what the limit or format is). */
function fromIssue(issue: ValidationIssue): string {
  const n = (value: unknown) => String(value);
  switch (issue.code) {
    case 'invalid_type':
      // zod's English ends with what it received: nothing means the field is missing.
      if (/received undefined$/.test(issue.message)) return 'wajib diisi';
      return `harus berupa ${TYPES[String(issue.expected)] ?? String(issue.expected)}`;
    case 'too_small': {
      const unit = UNITS[String(issue.origin)];
      if (unit === 'karakter' && Number(issue.minimum) === 1) return 'wajib diisi';
      if (unit) return `paling sedikit ${n(issue.minimum)} ${unit}`;
      return issue.inclusive === false
        ? `harus lebih besar dari ${n(issue.minimum)}`
        : `paling kecil ${n(issue.minimum)}`;
    }
    case 'too_big': {
      const unit = UNITS[String(issue.origin)];
      if (unit) return `paling banyak ${n(issue.maximum)} ${unit}`;
      return issue.inclusive === false
        ? `harus lebih kecil dari ${n(issue.maximum)}`
        : `paling besar ${n(issue.maximum)}`;
    }
    case 'invalid_format': {
      const format = FORMATS[String(issue.format)];
      return format ? `harus berupa ${format}` : 'formatnya tidak valid';
    }
    case 'invalid_value': {
      const values = Array.isArray(issue.values) ? issue.values.map(String).join(', ') : '';
      return values ? `harus salah satu dari ${values}` : 'nilainya tidak valid';
    }
    case 'not_multiple_of':
      return `harus kelipatan ${n(issue.divisor)}`;
    case 'unrecognized_keys': {
      const keys = Array.isArray(issue.keys) ? issue.keys.map(String).join(', ') : '';
      return `kolom tidak dikenal: ${keys}`;
    }
    default:
      return 'tidak valid';
  }
}

/**
 * A refused field's message in each language, without the field in front: the English is the
 * contract's (or zod's) own text, the Indonesian the table's or, failing that, the issue's.
 */
export function validationMessage(issue: ValidationIssue): ServerMessage {
  return { en: issue.message, id: fromTable(issue.message) ?? fromIssue(issue) };
}

/** The issue of a body refused by the route's schema (fastify-type-provider-zod's shape). */
export function issueOfValidationError(error: {
  keyword: string;
  message?: string;
  params?: Record<string, unknown>;
}): ValidationIssue {
  return { ...error.params, code: error.keyword, message: error.message ?? 'is not valid' };
}
