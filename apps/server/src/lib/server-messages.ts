import { fillTemplate, numberFormatter } from '@asesa/contracts';

/**
 * A message the server answers, in each language it speaks: English, the API's own wording (the
 * specification's fixed texts word for word, and what an API client without Content-Language
 * reads), and Indonesian, the product's default language. `{name}` placeholders are filled by
 * `fillMessage`; both texts carry the same placeholders.
 */
export interface ServerMessage {
  readonly en: string;
  readonly id: string;
}

export type MessageLanguage = keyof ServerMessage;

/** A placeholder's value: a number, a text the reader typed (names, codes), or a message itself. */
export type MessageParam = string | number | ServerMessage;

const tables = new Map<string, Readonly<Record<string, ServerMessage>>>();

/**
 * Declares a feature's messages. Every table is kept by name, so one test reads them all and
 * checks that each has its Indonesian text with the English one's placeholders.
 */
export function messageTable<T extends Record<string, ServerMessage>>(name: string, table: T): T {
  tables.set(name, table);
  return table;
}

/** Every message table declared so far (the modules that declare them must have been loaded). */
export function messageTables(): ReadonlyMap<string, Readonly<Record<string, ServerMessage>>> {
  return tables;
}

export const isServerMessage = (value: unknown): value is ServerMessage =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ServerMessage).en === 'string' &&
  typeof (value as ServerMessage).id === 'string';

/** The message with its placeholders filled; a message given as a value is taken in the same language. */
export function fillMessage(message: ServerMessage, params: Record<string, MessageParam>): ServerMessage {
  const valuesIn = (language: MessageLanguage) =>
    Object.fromEntries(
      Object.entries(params).map(([name, value]) => [name, isServerMessage(value) ? value[language] : value]),
    );
  return { en: fillTemplate(message.en, valuesIn('en')), id: fillTemplate(message.id, valuesIn('id')) };
}

/** A number with `digits` decimals as each language writes it ("0.30", "0,30"): the shared formatter. */
export const fixedNumber = (n: number, digits: number): ServerMessage => ({
  en: numberFormatter('en').fixed(n, digits),
  id: numberFormatter('id').fixed(n, digits),
});

/** `field: message` in both languages: a field's path is a name of the API, the same in each. */
export const fieldMessage = (field: string, message: ServerMessage): ServerMessage => ({
  en: `${field}: ${message.en}`,
  id: `${field}: ${message.id}`,
});

/** Messages one after another: each language's texts joined with `separator`. */
export const joinMessages = (messages: readonly ServerMessage[], separator: string): ServerMessage => ({
  en: messages.map((m) => m.en).join(separator),
  id: messages.map((m) => m.id).join(separator),
});

/** A text the same in every language (a name, a code): for places that take a message. */
export const sameInEveryLanguage = (text: string): ServerMessage => ({ en: text, id: text });

/**
 * The language a request asked for with Content-Language: Indonesian when it names Indonesian
 * (`id`, `id-ID`), English otherwise. English is the API's language: a client that sends no
 * Content-Language (an integration, a script) keeps reading the documented English wording; the
 * web app always sends the reader's language.
 */
export function messageLanguage(contentLanguage: string | string[] | undefined): MessageLanguage {
  const first = Array.isArray(contentLanguage) ? contentLanguage[0] : contentLanguage;
  return /^\s*id(-|_|\s*$|\s*,)/i.test(first ?? '') ? 'id' : 'en';
}
