/**
 * The test runner's strings (sections, item types, the connection banner) as bundled English
 * templates: the fallback until the master translations of page code `participant-test-runner`
 * load. Same keys and {placeholders} as the server's seed (migration 020); buildCopy turns them
 * into the copy's sentences.
 */
export const RUNNER_STRINGS = {
  offlineBanner:
    'You are offline. Your answers are kept on this device and will be sent when the connection returns.',
  offlinePending: '{n} answers waiting to be sent.',
  offlinePendingOne: '{n} answer waiting to be sent.',
  backOnline: 'You are back online. Your answers are being sent.',
  sectionOf: 'Section {n} of {total}',
  sectionReadyTitle: 'Next: {title}',
  sectionReadyBodyTimed: '{items} questions, {minutes} min. The time starts when you press Start.',
  sectionReadyBodyTimedOne: '{items} question, {minutes} min. The time starts when you press Start.',
  sectionReadyBodyUntimed: '{items} questions, no time limit. The time starts when you press Start.',
  sectionReadyBodyUntimedOne: '{items} question, no time limit. The time starts when you press Start.',
  startSection: 'Start section',
  finishSection: 'Finish section',
  finishSectionConfirmTitle: 'Finish this section?',
  finishSectionConfirmBody:
    'You answered {answered} of {total} questions in this section. You cannot come back to it afterwards.',
  previousSectionTimeUp: 'Time ran out for the previous section. Your saved answers were kept.',
  sectionClosedElsewhere:
    'The previous section was already finished in another tab or window. Your test continues from here.',
  finishPendingOffline:
    'Some answers have not reached the server yet. Reconnect to the internet and try again.',
  itemTimeLeft: 'Time for this question',
  itemTimeUp: 'The time for this question is over.',
  itemRefused: 'An answer arrived too late and was not saved.',
  sectionOneMinuteLeft: 'One minute left in this section.',
  forwardOnly: 'In this section you cannot go back to earlier questions.',
  chooseUpTo: 'Choose up to {max}.',
  chooseExactly: 'Choose {n}.',
  chooseBetween: 'Choose {min} to {max}.',
  mostLike: 'Most like me',
  leastLike: 'Least like me',
  forcedChoiceHint: 'Choose the statement most like you and the one least like you.',
  rankingHint: 'Put the options in order, first = most. Use the Up and Down buttons.',
  moveUp: 'Move "{text}" up',
  moveDown: 'Move "{text}" down',
  moved: '"{text}" is now {position} of {total}.',
  keepOrder: 'Keep this order',
  numberLabel: 'Your answer (a number)',
  numberBetween: 'Between {min} and {max}.',
  numberAtLeast: 'At least {min}.',
  numberAtMost: 'At most {max}.',
  textLabel: 'Your answer',
  imageAlt: 'Illustration for question {n}',
  gapLabel: 'Gap {n} of {total}',
  gapPlaceholder: 'Choose…',
  matchLabel: 'Match for {source}',
  hottextLabel: '{text} (part {n} of {total})',
  hotspotAreaLabel: 'Area {n} of {total}',
  hotspotHint: 'Select areas of the image.',
  sliderLabel: 'Slide to answer',
  sliderValue: 'Your answer: {value}',
  sliderUnanswered: 'Not answered yet',
  trueLabel: 'True',
  falseLabel: 'False',
  sectionReadyBodyAdaptiveTimed:
    'Up to {items} questions, {minutes} min. Each question is chosen from your previous answers, and you cannot go back. The time starts when you press Start.',
  sectionReadyBodyAdaptiveUntimed:
    'Up to {items} questions, no time limit. Each question is chosen from your previous answers, and you cannot go back. The time starts when you press Start.',
  adaptiveNoticeNext:
    'The next question is chosen from your answers. Each answer is final once you press {next}.',
  adaptiveQuestion: 'Question {n} (at most {max})',
  adaptiveWaiting:
    'Your answer is kept on this device. The next question appears as soon as the connection returns.',
  adaptiveDone: 'You have answered all the questions of this section.',
};

export type RunnerStringKey = keyof typeof RUNNER_STRINGS;
