import type { AttemptContent } from '@asesa/contracts';
import type { Deps } from '../../deps';
import { addMs } from '../../lib/clock';
import {
  decodeAnswer,
  parsedContent,
  participantItem,
  type StoredContent,
  type StoredItem,
} from '../instruments/instrument-content';
import { clockTermsOf, itemLimitSeconds, sectionExtraPercent } from './accommodation-clock';
import { type AdaptiveCourse, advanceCourse, storedCourse } from './adaptive-delivery';
import { orderedChoices, orderedItems } from './attempt-order';
import { breaksOf, remainingDuringBreak } from './break-clock';
import {
  type SubmissionClock,
  secondsUntil,
  sectionRemaining,
  sectionStartedAt,
  sectionState,
} from './clock';
import {
  attemptSettingsRow,
  grantedAccommodationRow,
  itemViews,
  submissionAnswers,
} from './test-attempts.repository';

/**
 * The course of each adaptive section that has begun: the running one brought up to date (its
 * next item decided when the last one is answered), earlier ones as stored. Decisions read the
 * published content's shared parse, whose compiled banks are kept.
 */
async function adaptiveCourses(
  deps: Deps,
  sub: SubmissionClock & { content_json: string },
  answers: ReadonlyArray<{ item_id: string; value: string }>,
): Promise<Map<string, AdaptiveCourse>> {
  const courses = new Map<string, AdaptiveCourse>();
  const shared = parsedContent(sub.content_json);
  if (!shared.sections.some((s) => s.adaptive)) return courses;
  const values = new Map(answers.map((a) => [a.item_id, a.value]));
  for (const [index, section] of shared.sections.entries()) {
    const state = sectionState(sub, index);
    if (!section.adaptive || state === 'upcoming') continue;
    const live = state === 'current' && sectionStartedAt(sub) !== null;
    courses.set(
      section.id,
      live
        ? await advanceCourse(deps, sub.id, section, values)
        : await storedCourse(deps, sub.id, section, values),
    );
  }
  return courses;
}

/** Who takes the attempt: the order seed and the project's settings hang on it. */
export interface AttemptParticipant {
  id: number;
  participant_code: string;
  project_id: number;
}

/** The project's randomise setting and the clock's terms of the participant's accommodation. */
export async function attemptSettings(deps: Deps, participantId: number) {
  const [row, granted] = await Promise.all([
    attemptSettingsRow(deps.db, participantId),
    grantedAccommodationRow(deps.db, participantId),
  ]);
  return { randomise: Number(row.randomise_items) === 1, terms: clockTermsOf(granted) };
}

type Settings = Awaited<ReturnType<typeof attemptSettings>>;

/**
 * An item as the participant gets it: its choices in this attempt's order when it is marked
 * shuffle; in screen-reader mode without a time limit of its own.
 */
function shownItem(item: StoredItem, screenReader: boolean, submissionId: number) {
  const shown = participantItem(item);
  const fixed = new Set('options' in item ? item.options.filter((o) => o.fixed).map((o) => o.id) : []);
  const options = orderedChoices(
    shown.options.map((o) => ({ ...o, fixed: fixed.has(o.id) })),
    { shuffle: 'shuffle' in item && item.shuffle === true, submissionId, itemId: item.id },
  ).map(({ fixed: _fixed, ...o }) => o);
  return { ...shown, options, ...(screenReader ? { time_limit_seconds: null } : {}) };
}

/** A section's items in the order this participant sees them. */
export function sectionItems(
  content: StoredContent,
  index: number,
  p: AttemptParticipant,
  submissionId: number,
  settings: Settings,
) {
  const section = content.sections[index];
  if (!section) return [];
  return orderedItems(section.items, {
    randomise: settings.randomise,
    participantCode: p.participant_code,
    submissionId,
    sectionId: section.id,
  });
}

/** Where to continue: the first unanswered item of the current section (its last item when all are answered). */
export function resumeItemId(
  sub: SubmissionClock,
  content: StoredContent,
  p: AttemptParticipant,
  settings: Settings,
  answered: ReadonlySet<string>,
): string | null {
  if (sub.state === 'finished') return null;
  // An adaptive section's next item is the server's decision, given with the attempt content.
  if (content.sections[sub.section_index]?.adaptive) return null;
  const items = sectionItems(content, sub.section_index, p, sub.id, settings);
  return (items.find((i) => !answered.has(i.id)) ?? items.at(-1))?.id ?? null;
}

/**
 * The attempt as the participant sees it: sections that are over and the current one with their
 * items (shuffled per participant when the project says so), upcoming sections without theirs,
 * the server's remaining time, where to continue and the answers saved so far.
 */
export async function buildAttemptContent(
  deps: Deps,
  p: AttemptParticipant,
  sub: SubmissionClock & { instrument_name: string; content_json: string; project_instrument_id: number },
  content: StoredContent,
  instructions: string,
): Promise<AttemptContent> {
  const settings = await attemptSettings(deps, p.id);
  const items = new Map(content.sections.flatMap((s) => s.items.map((i) => [i.id, i] as const)));
  const answers = await submissionAnswers(deps.db, sub.id);
  const courses = await adaptiveCourses(deps, sub, answers);
  const running = sub.state === 'in_progress';
  const current = running ? content.sections[sub.section_index] : undefined;
  const itemRemaining: Record<string, number> = {};
  const timedItems = current?.items.filter((i) => i.time_limit_seconds) ?? [];
  if (timedItems.length && sectionStartedAt(sub)) {
    const views = await itemViews(
      deps.db,
      sub.id,
      timedItems.map((i) => i.id),
    );
    for (const v of views) {
      const limit = itemLimitSeconds(
        items.get(v.item_id)?.time_limit_seconds,
        settings.terms,
        sub.project_instrument_id,
        current?.id,
      );
      if (limit != null) itemRemaining[v.item_id] = secondsUntil(addMs(v.shown_at, limit * 1000)) ?? 0;
    }
  }
  return {
    attempt_id: sub.id,
    submission_id: sub.id,
    instrument_name: sub.instrument_name,
    instructions,
    state: sub.state,
    remaining_seconds: remainingDuringBreak(sub) ?? sectionRemaining(sub),
    current_section_id: current?.id ?? null,
    current_section_index: sub.section_index,
    section_started: sectionStartedAt(sub) !== null,
    extra_time_percent: sectionExtraPercent(settings.terms, sub.project_instrument_id, current?.id),
    break_minutes: settings.terms.breakMinutes,
    breaks: current?.time_limit_seconds ? breaksOf(sub, settings.terms.breakMinutes) : null,
    resume_item_id: current?.adaptive
      ? (courses.get(current.id)?.pending ?? null)
      : resumeItemId(sub, content, p, settings, new Set(answers.map((a) => a.item_id))),
    last_seq: answers.reduce((m, a) => Math.max(m, a.seq ?? 0), 0),
    item_remaining: itemRemaining,
    sections: content.sections.map((s, index) => {
      const state = sectionState(sub, index);
      const course = courses.get(s.id);
      if (s.adaptive) {
        const texts = new Map(s.items.map((i) => [i.id, i]));
        return {
          id: s.id,
          title: s.title,
          time_limit_seconds: s.time_limit_seconds,
          navigation: 'forward_only' as const,
          state,
          item_count: course?.maxItems ?? 0,
          adaptive: { max_items: course?.maxItems ?? 0, stopped: course?.stopReason != null },
          // Only the items the server chose for this participant: the bank stays on the server.
          items: (course?.served ?? []).map((id) =>
            shownItem(texts.get(id) as StoredItem, settings.terms.screenReader, sub.id),
          ),
        };
      }
      return {
        id: s.id,
        title: s.title,
        time_limit_seconds: s.time_limit_seconds,
        navigation: s.navigation ?? 'free',
        state,
        item_count: s.items.length,
        // An upcoming section's items stay on the server until its clock can start. The key never leaves it.
        items:
          state === 'upcoming'
            ? []
            : sectionItems(content, index, p, sub.id, settings).map((i) =>
                shownItem(i, settings.terms.screenReader, sub.id),
              ),
      };
    }),
    answers: Object.fromEntries(answers.map((a) => [a.item_id, decodeAnswer(items.get(a.item_id), a.value)])),
  };
}
