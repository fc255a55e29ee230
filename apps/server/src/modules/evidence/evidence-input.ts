import { ACCOMMODATION_VARIABLE, DIF_VARIABLES } from '@asesa/contracts';
import type { PackedSample } from './analysis-thread';
import { type EvidenceInput, scoreOf } from './evidence-items';

/** The grouping values a person of the sample keeps: the DIF variables, and whether they were accommodated. */
export const SAMPLE_GROUPS = [...DIF_VARIABLES, ACCOMMODATION_VARIABLE] as const;

/**
 * From stored answers to the engine's evidence input: each person's scores, choices and seconds and
 * the grouping values for DIF (which items are scored and how: evidence-items.ts; the sample's
 * make-up: evidence-make-up.ts). Nothing here keeps who a person is: a person is their answers and
 * three group values.
 */

/** An item shown longer than this was left open (a pause, a closed laptop): its time is unknown. */
const MAX_ITEM_SECONDS = 30 * 60;

export interface StoredAnswer {
  item_id: string;
  value: string;
  answered_at: string;
}

/**
 * Separators of a submission's answers as the repository joins them into one string (see
 * listJoinedAnswersOf): ASCII unit separator between an answer's fields, record separator between
 * answers. Stored answers do not hold control characters; one that does is read on its own.
 */
export const ANSWER_FIELD = '\x1f';
export const ANSWER_RECORD = '\x1e';

/**
 * Date.parse of the instants the server writes (2026-06-15T08:00:40.123Z, always 24 characters in
 * UTC), from `start` to `end` of `s` without cutting them out and without parsing the day again for
 * every answer: a sample of 100,000 × 60 answers has 6 million of them, and Date.parse was the
 * costly part of reading them. The day's start is parsed once by Date.parse itself (so a day it
 * refuses is still NaN), the time of day is added from its digits. NaN for any other form too:
 * `instantOf` gives Date.parse's reading of those.
 */
function canonicalInstants() {
  const dayStart = new Map<number, number>();
  const digits = (s: string, at: number, count: number) => {
    let value = 0;
    for (let i = 0; i < count; i++) {
      const d = s.charCodeAt(at + i) - 48;
      if (d < 0 || d > 9) return -1;
      value = value * 10 + d;
    }
    return value;
  };
  return (s: string, start: number, end: number): number => {
    if (
      end - start !== 24 ||
      s.charCodeAt(start + 4) !== 45 || // -
      s.charCodeAt(start + 7) !== 45 ||
      s.charCodeAt(start + 10) !== 84 || // T
      s.charCodeAt(start + 13) !== 58 || // :
      s.charCodeAt(start + 16) !== 58 ||
      s.charCodeAt(start + 19) !== 46 || // .
      s.charCodeAt(start + 23) !== 90 // Z
    )
      return Number.NaN;
    const year = digits(s, start, 4);
    const month = digits(s, start + 5, 2);
    const day = digits(s, start + 8, 2);
    const hours = digits(s, start + 11, 2);
    const minutes = digits(s, start + 14, 2);
    const seconds = digits(s, start + 17, 2);
    const ms = digits(s, start + 20, 3);
    if (year < 0 || month < 0 || day < 0 || hours < 0 || hours > 23 || minutes < 0 || minutes > 59)
      return Number.NaN;
    if (seconds < 0 || seconds > 59 || ms < 0) return Number.NaN;
    const key = year * 10_000 + month * 100 + day;
    let midnight = dayStart.get(key);
    if (midnight === undefined) {
      midnight = Date.parse(`${s.slice(start, start + 10)}T00:00:00.000Z`);
      dayStart.set(key, midnight);
    }
    return midnight + ((hours * 60 + minutes) * 60 + seconds) * 1000 + ms;
  };
}

/**
 * Builds the packed sample person by person, straight from the stored answers: no object per
 * answer or per person is kept. A person's answers go in the order they were given (answered_at,
 * then item id for answers of the same instant); each gives its item a score (and a choice).
 * Seconds on an item: from when it was first shown (items with a time limit of their own record
 * that) to its answer; otherwise from the answer before it (or the start) to its answer, which is
 * the time spent on it when items are answered in turn.
 */
export class SampleBuilder {
  private readonly k: number;
  private readonly g = SAMPLE_GROUPS.length;
  private readonly indexOf: Map<string, number>;
  /** Keyed single-choice items: their key (null: the compiled item scores the answer). */
  private readonly keyOf: Array<string | null>;
  private readonly choiceIndex: Array<Map<string, number>>;
  private readonly choiceValues: string[][];
  private readonly groupIndex = SAMPLE_GROUPS.map(() => new Map<string, number>());
  private readonly groupValues = SAMPLE_GROUPS.map((): string[] => []);
  private readonly canonical = canonicalInstants();
  /** The current person's answers in the joined string: time, where the item id ends and the value ends, and their order. */
  private answerTimes = new Float64Array(64);
  private idStarts = new Int32Array(64);
  private idEnds = new Int32Array(64);
  private valueEnds = new Int32Array(64);
  private order = new Int32Array(64);
  /** The current person's answer time per item (NaN: no scored answer) and the time of the answer before it. */
  private readonly answeredAt: Float64Array;
  private readonly before: Float64Array;
  private n = 0;
  private capacity: number;
  private scores: Int16Array<ArrayBuffer>;
  private choices: Int16Array<ArrayBuffer>;
  private seconds: Float64Array<ArrayBuffer>;
  private groups: Int32Array<ArrayBuffer>;

  constructor(
    private readonly input: EvidenceInput,
    expected: number,
  ) {
    this.k = input.items.length;
    this.indexOf = new Map(input.items.map((item, i) => [item.id, i]));
    // A keyed single-choice item scores an answer 1 when it is the key and 0 when it is another
    // option, and leaves out anything else ('' or an option no longer offered): comparing gives
    // what its compiled item does, without building its answer and indicator values.
    this.keyOf = input.scorers.map((s) =>
      s.definition.type === 'single' && s.item.key !== undefined && s.item.options ? s.item.key : null,
    );
    this.choiceValues = input.items.map((item) => [...(item.options ?? [])]);
    this.choiceIndex = this.choiceValues.map((values) => new Map(values.map((v, x) => [v, x])));
    this.answeredAt = new Float64Array(this.k);
    this.before = new Float64Array(this.k);
    this.capacity = Math.max(1, expected);
    this.scores = new Int16Array(this.capacity * this.k);
    this.choices = new Int16Array(this.capacity * this.k);
    this.seconds = new Float64Array(this.capacity * this.k);
    this.groups = new Int32Array(this.capacity * this.g);
  }

  /** Persons added. */
  get size(): number {
    return this.n;
  }

  /**
   * Adds a person from their answers as the repository joins them (ANSWER_FIELD): `count` answers
   * in any order. False, adding nothing, when the string does not split into them (a stored value
   * holding a record separator): the caller then adds the person from their answer rows.
   */
  addJoined(
    joined: string,
    count: number,
    shownAt: ReadonlyMap<string, string> | null,
    startedAt: string | null,
    groups: Record<string, string | null>,
  ): boolean {
    if (count > this.order.length) this.makeRoom(count);
    const { answerTimes: times, idStarts, idEnds, valueEnds, order } = this;
    let canonical = true;
    for (let a = 0, at = 0; a < count; a++) {
      const next = joined.indexOf(ANSWER_RECORD, at);
      // Exactly `count` answers of three fields: a value holding a record separator makes one more.
      if ((a === count - 1) !== next < 0) return false;
      const end = next < 0 ? joined.length : next;
      const timeEnd = joined.indexOf(ANSWER_FIELD, at);
      const idEnd = timeEnd < 0 ? -1 : joined.indexOf(ANSWER_FIELD, timeEnd + 1);
      if (idEnd < 0 || idEnd >= end) return false;
      times[a] = this.canonical(joined, at, timeEnd);
      if (Number.isNaN(times[a])) canonical = false;
      idStarts[a] = timeEnd + 1;
      idEnds[a] = idEnd;
      valueEnds[a] = end;
      order[a] = a;
      at = end + 1;
    }
    const idOf = (a: number) => joined.slice(idStarts[a], idEnds[a]);
    const storedValue = (a: number) => joined.slice(idEnds[a] + 1, valueEnds[a]);
    // An instant of another form orders as its text does, and Date.parse reads it: as rows, then.
    if (!canonical) {
      const rows = Array.from({ length: count }, (_, a) => ({
        item_id: idOf(a),
        value: storedValue(a),
        answered_at: joined.slice(a === 0 ? 0 : valueEnds[a - 1] + 1, idStarts[a] - 1),
      }));
      this.addAnswers(rows, shownAt, startedAt, groups);
      return true;
    }
    // In the order given: by time (as the canonical text orders), then item id. The database
    // does not order them (that cost it more than this does): insertion sort of a few dozen.
    for (let x = 1; x < count; x++) {
      const a = order[x];
      let y = x - 1;
      while (
        y >= 0 &&
        (times[order[y]] > times[a] || (times[order[y]] === times[a] && idOf(order[y]) > idOf(a)))
      ) {
        order[y + 1] = order[y];
        y--;
      }
      order[y + 1] = a;
    }
    const row = this.begin();
    let last = startedAt ? this.instantOf(startedAt) : Number.NaN;
    for (let x = 0; x < count; x++) {
      const a = order[x];
      const i = this.indexOf.get(idOf(a));
      if (i !== undefined) this.answer(row, i, storedValue(a), times[a], last);
      last = times[a];
    }
    this.end(row, shownAt, groups);
    return true;
  }

  /** Adds a person from their answer rows, in any order. */
  addAnswers(
    answers: readonly StoredAnswer[],
    shownAt: ReadonlyMap<string, string> | null,
    startedAt: string | null,
    groups: Record<string, string | null>,
  ): void {
    const row = this.begin();
    const ordered = [...answers].sort((x, y) => {
      if (x.answered_at !== y.answered_at) return x.answered_at < y.answered_at ? -1 : 1;
      return x.item_id < y.item_id ? -1 : x.item_id > y.item_id ? 1 : 0;
    });
    let last = startedAt ? this.instantOf(startedAt) : Number.NaN;
    for (const a of ordered) {
      const time = this.instantOf(a.answered_at);
      const i = this.indexOf.get(a.item_id);
      if (i !== undefined) this.answer(row, i, a.value, time, last);
      last = time;
    }
    this.end(row, shownAt, groups);
  }

  /** The packed sample of the persons added so far (its arrays are the builder's when it is full). */
  sample(): PackedSample {
    const { n, k, g } = this;
    const full = n === this.capacity;
    return {
      n,
      k,
      scores: full ? this.scores : this.scores.slice(0, n * k),
      choices: full ? this.choices : this.choices.slice(0, n * k),
      choiceValues: this.choiceValues,
      seconds: full ? this.seconds : this.seconds.slice(0, n * k),
      groupNames: [...SAMPLE_GROUPS],
      groupValues: this.groupValues,
      groups: full ? this.groups : this.groups.slice(0, n * g),
    };
  }

  /** Date.parse of an instant, the server's own form read faster. */
  private instantOf(text: string): number {
    const time = this.canonical(text, 0, text.length);
    return Number.isNaN(time) ? Date.parse(text) : time;
  }

  /** Room for a person of `count` answers. */
  private makeRoom(count: number): void {
    this.answerTimes = new Float64Array(count);
    this.idStarts = new Int32Array(count);
    this.idEnds = new Int32Array(count);
    this.valueEnds = new Int32Array(count);
    this.order = new Int32Array(count);
  }

  /** Starts the next person's row, nothing answered yet (a row not ended is overwritten). */
  private begin(): number {
    if (this.n === this.capacity) this.grow();
    const row = this.n * this.k;
    // A loop: fill() of a few dozen elements costs more in its call than in its work.
    for (let at = row; at < row + this.k; at++) {
      this.scores[at] = -1;
      this.choices[at] = -1;
      this.seconds[at] = Number.NaN;
    }
    return row;
  }

  /** Item i answered `value` at `time`, the answer before it given at `before`. */
  private answer(row: number, i: number, value: string, time: number, before: number): void {
    const key = this.keyOf[i];
    if (key !== null) {
      const option = this.choiceIndex[i].get(value);
      if (option === undefined) return; // '' or no longer an option: omitted
      this.scores[row + i] = value === key ? 1 : 0;
      this.choices[row + i] = option;
    } else {
      const { score, choice } = scoreOf(this.input.scorers[i], value);
      if (score === null) return;
      this.scores[row + i] = score;
      if (choice !== null) this.choices[row + i] = codeOf(this.choiceIndex[i], this.choiceValues[i], choice);
    }
    this.answeredAt[i] = time;
    this.before[i] = before;
  }

  /** The seconds of the items scored and the person's groups; the row is kept. */
  private end(
    row: number,
    shownAt: ReadonlyMap<string, string> | null,
    groups: Record<string, string | null>,
  ) {
    for (let i = 0; i < this.k; i++) {
      if (this.scores[row + i] < 0) continue;
      const shown = shownAt?.get(this.input.items[i].id);
      const from = shown ? this.instantOf(shown) : this.before[i];
      const spent = (this.answeredAt[i] - from) / 1000;
      if (Number.isFinite(spent) && spent > 0 && spent <= MAX_ITEM_SECONDS) this.seconds[row + i] = spent;
    }
    SAMPLE_GROUPS.forEach((variable, v) => {
      const value = groups[variable];
      this.groups[this.n * this.g + v] =
        value === null || value === undefined ? -1 : codeOf(this.groupIndex[v], this.groupValues[v], value);
    });
    this.n++;
  }

  /** Room for twice as many persons (more completed since the sample was counted). */
  private grow(): void {
    this.capacity *= 2;
    const scores = new Int16Array(this.capacity * this.k);
    scores.set(this.scores);
    this.scores = scores;
    const choices = new Int16Array(this.capacity * this.k);
    choices.set(this.choices);
    this.choices = choices;
    const seconds = new Float64Array(this.capacity * this.k);
    seconds.set(this.seconds);
    this.seconds = seconds;
    const groups = new Int32Array(this.capacity * this.g);
    groups.set(this.groups);
    this.groups = groups;
  }
}

/** The index of `value` among `values`, added when it is new. */
function codeOf(index: Map<string, number>, values: string[], value: string): number {
  let code = index.get(value);
  if (code === undefined) {
    code = values.length;
    values.push(value);
    index.set(value, code);
  }
  return code;
}
