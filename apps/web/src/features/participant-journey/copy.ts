import { fillTemplate } from '@asesa/contracts/fill-template';
import { createContext, useContext } from 'react';
import { RUNNER_STRINGS, type RunnerStringKey } from './runner-copy';

/** Fills `{name}` placeholders of a translated template: the same filler as the server's texts. */
export const fill = fillTemplate;

/**
 * The test runner's copy from its templates (page code participant-test-runner); keys the
 * strings lack keep the bundled English template.
 */
function runnerCopy(strings: Record<string, string>) {
  const t = (key: RunnerStringKey) => strings[key] ?? RUNNER_STRINGS[key];
  return {
    offlineBanner: t('offlineBanner'),
    offlinePending: (n: number) => fill(t(n === 1 ? 'offlinePendingOne' : 'offlinePending'), { n }),
    backOnline: t('backOnline'),
    sectionOf: (n: number, total: number) => fill(t('sectionOf'), { n, total }),
    sectionReadyTitle: (title: string) => fill(t('sectionReadyTitle'), { title }),
    sectionReadyBody: (items: number, minutes: number | null) =>
      fill(
        t(
          minutes === null
            ? items === 1
              ? 'sectionReadyBodyUntimedOne'
              : 'sectionReadyBodyUntimed'
            : items === 1
              ? 'sectionReadyBodyTimedOne'
              : 'sectionReadyBodyTimed',
        ),
        { items, minutes: minutes ?? '' },
      ),
    sectionReadyBodyAdaptive: (items: number, minutes: number | null) =>
      fill(t(minutes === null ? 'sectionReadyBodyAdaptiveUntimed' : 'sectionReadyBodyAdaptiveTimed'), {
        items,
        minutes: minutes ?? '',
      }),
    /** Names the button by its own label (the copy's `next`), so the two never disagree. */
    adaptiveNotice: (next: string) => fill(t('adaptiveNoticeNext'), { next }),
    adaptiveQuestion: (n: number, max: number) => fill(t('adaptiveQuestion'), { n, max }),
    adaptiveWaiting: t('adaptiveWaiting'),
    adaptiveDone: t('adaptiveDone'),
    startSection: t('startSection'),
    finishSection: t('finishSection'),
    finishSectionConfirmTitle: t('finishSectionConfirmTitle'),
    finishSectionConfirmBody: (answered: number, total: number) =>
      fill(t('finishSectionConfirmBody'), { answered, total }),
    previousSectionTimeUp: t('previousSectionTimeUp'),
    sectionClosedElsewhere: t('sectionClosedElsewhere'),
    finishPendingOffline: t('finishPendingOffline'),
    itemTimeLeft: t('itemTimeLeft'),
    itemTimeUp: t('itemTimeUp'),
    itemRefused: t('itemRefused'),
    sectionOneMinuteLeft: t('sectionOneMinuteLeft'),
    forwardOnly: t('forwardOnly'),
    chooseUpTo: (max: number) => fill(t('chooseUpTo'), { max }),
    chooseBetween: (min: number, max: number) =>
      min === max ? fill(t('chooseExactly'), { n: min }) : fill(t('chooseBetween'), { min, max }),
    mostLike: t('mostLike'),
    leastLike: t('leastLike'),
    forcedChoiceHint: t('forcedChoiceHint'),
    rankingHint: t('rankingHint'),
    moveUp: (text: string) => fill(t('moveUp'), { text }),
    moveDown: (text: string) => fill(t('moveDown'), { text }),
    moved: (text: string, position: number, total: number) => fill(t('moved'), { text, position, total }),
    keepOrder: t('keepOrder'),
    numberLabel: t('numberLabel'),
    numberRange: (min: number | null, max: number | null) =>
      min !== null && max !== null
        ? fill(t('numberBetween'), { min, max })
        : min !== null
          ? fill(t('numberAtLeast'), { min })
          : max !== null
            ? fill(t('numberAtMost'), { max })
            : '',
    textLabel: t('textLabel'),
    imageAlt: (n: number) => fill(t('imageAlt'), { n }),
    gapLabel: (n: number, total: number) => fill(t('gapLabel'), { n, total }),
    gapPlaceholder: t('gapPlaceholder'),
    matchLabel: (source: string) => fill(t('matchLabel'), { source }),
    hottextLabel: (text: string, n: number, total: number) => fill(t('hottextLabel'), { text, n, total }),
    hotspotAreaLabel: (n: number, total: number) => fill(t('hotspotAreaLabel'), { n, total }),
    hotspotHint: t('hotspotHint'),
    sliderLabel: t('sliderLabel'),
    sliderValue: (value: number) => fill(t('sliderValue'), { value }),
    sliderUnanswered: t('sliderUnanswered'),
    trueLabel: t('trueLabel'),
    falseLabel: t('falseLabel'),
  };
}

/** The runner's part of the copy (what the item inputs receive). */
export type RunnerCopy = ReturnType<typeof runnerCopy>;

/**
 * Every visible string of the participant and partner pages, once: the bundled English the
 * participant pages show while their master translations load (or when offline). The pages read
 * them through `useCopy()`, which answers the translations of the chosen language once loaded.
 * The partner area and the connection-lost page keep the spec's Indonesian wording.
 */
export const COPY = {
  loading: 'Loading…',
  retry: 'Try again',
  close: 'Close',
  loadFailed: 'We could not load this page.',
  invalidCode: 'This participant code is not valid',
  invalidCodeHint: 'Please check the link you received, or contact the person who invited you.',
  // The participant area's page-not-found; its button leads to the access-code page.
  notFoundText: 'Sorry, the page you visited does not exist.',
  notFoundHome: 'Enter an access code',
  codeExpiredTitle: 'This participant code has expired',
  codeExpiredBody: 'The link to your assessment is no longer valid. Please contact the organiser.',
  backToDashboard: 'Back to dashboard',
  language: 'Language',
  logoAlt: 'Logo',
  skipToContent: 'Skip to content',
  poweredBy: 'Powered by',
  // The help on every participant page (migration 156).
  helpButton: 'Help',
  helpTitle: 'Help with your test',
  helpHowTo:
    'Enter the participant code from your invitation, fill in the registration form and accept the terms, then start each test from your dashboard. Your answers are saved as you go; if the connection drops, carry on: they are sent when it is back.',
  helpContactIntro: 'For anything else, contact {name}:',
  helpEmail: 'E-mail',
  helpPhone: 'Phone',

  formTitle: 'Registration',
  formIntro: 'Please fill in your details before starting the assessment.',
  projectLabel: 'Project',
  nameLabel: 'Full name',
  nameRequired: 'Please enter your full name.',
  nameTooLong: 'Your name must be at most 200 characters.',
  emailLabel: 'E-mail',
  emailRequired: 'Please enter your e-mail address.',
  emailInvalid: 'Please enter a valid e-mail address, for example name@example.com.',
  phoneLabel: 'Phone number',
  phoneInvalid: 'Please enter a valid phone number (digits, spaces, +, - and parentheses; 6 to 20 digits).',
  tncLabel: 'I have read and agree to the terms and conditions of this assessment.',
  tncRequired: 'You must agree to the terms and conditions to continue.',
  tncLink: 'Read the terms and conditions',
  submit: 'Continue',
  submitFailed: 'Your registration could not be saved.',
  // The fields a project may add to the registration form (projects/configs/landing-form).
  birthDateLabel: 'Date of birth',
  genderLabel: 'Gender',
  genderFemale: 'Female',
  genderMale: 'Male',
  genderOther: 'Prefer to describe otherwise',
  educationLevelLabel: 'Highest education',
  educationHighSchool: 'High school',
  educationDiploma: 'Diploma',
  educationBachelor: "Bachelor's degree",
  educationMaster: "Master's degree",
  educationDoctorate: 'Doctorate',
  cityLabel: 'City or regency of residence',
  photoLabel: 'Photo',
  cvLabel: 'CV',
  chooseFile: 'Choose a file',
  fieldRequired: 'Please fill in this field.',
  citySearchPlaceholder: 'Type to search for your city or regency',
  cityNoMatch: 'No city or regency matches',
  selectPlaceholder: 'Select',
  photoHint: 'JPEG, PNG or WebP, at most 5 MB.',
  photoWrongType: 'The photo must be a JPEG, PNG or WebP image.',
  fileTooBig: 'The file is larger than 5 MB.',
  submitCodeWelcome: 'Your access code was accepted. Please fill in your details to begin.',

  dashboardTitle: 'Your assessment',
  greeting: (name: string) => (name ? `Welcome, ${name}` : 'Welcome'),
  dashboardIntro: 'Complete the tests below in order. Each test unlocks when the previous one is finished.',
  instrumentsHeading: 'Tests',
  noInstruments: 'There are no tests assigned to you yet.',
  stateNotStarted: 'Not started',
  stateInProgress: 'In progress',
  stateFinished: 'Finished',
  stateLocked: 'Locked',
  answeredOf: (answered: number, total: number) => `${answered} of ${total} answered`,
  itemsCount: (n: number) => `${n} ${n === 1 ? 'question' : 'questions'}`,
  /** An adaptive test: the most it asks. */
  itemsCountUpTo: (n: number) => `Up to ${n} questions`,
  answeredOfUpTo: (answered: number, total: number) => `${answered} answered (at most ${total} questions)`,
  timeLimit: (minutes: number) => `${minutes} min`,
  untimed: 'No time limit',
  start: 'Start',
  continue: 'Continue',
  readInstructions: 'Terms and instructions',
  finishAll: 'Finish',
  finishAllHint: 'You have completed every test. Press Finish to submit your assessment.',
  finishAllFailed: 'Your assessment could not be finished.',
  timeUp: 'Time is up. Your saved answers were submitted.',
  finishedElsewhere: 'This test was already finished in another tab or window.',
  remainingTime: (time: string) => `${time} left`,
  viewResults: 'See your results',

  statementTitle: 'Terms and instructions',
  consensusHeading: 'Terms and conditions',
  instructionsHeading: 'Work instructions',
  agreeLabel: 'I have read and agree to the terms and the instructions.',
  agreeButton: 'I agree, continue',

  testLoading: 'Preparing your test…',
  testMissing: 'This test could not be found. Please start it from your dashboard.',
  instructions: 'Instructions',
  noItems: 'This test has no questions.',
  itemOf: (n: number, total: number) => `Question ${n} of ${total}`,
  sectionLabel: 'Section',
  previous: 'Previous',
  next: 'Next',
  navigator: 'Questions',
  navigatorItem: (n: number, answered: boolean, current: boolean) =>
    `Question ${n}, ${answered ? 'answered' : 'not answered'}${current ? ', current' : ''}`,
  answeredCount: (answered: number, total: number) => `${answered} of ${total} answered`,
  finishTest: 'Finish test',
  finishConfirmTitle: 'Finish this test?',
  finishConfirmBody: (answered: number, total: number) =>
    answered < total
      ? `You answered ${answered} of ${total} questions. Unanswered questions will count as not answered. You cannot change your answers afterwards.`
      : 'You answered every question. You cannot change your answers afterwards.',
  finishConfirmOk: 'Finish',
  finishConfirmCancel: 'Keep working',
  finishFailed: 'The test could not be finished. Your answers are kept on this device; please try again.',
  timeRemaining: 'Time remaining',
  oneMinuteLeft: 'One minute left. Your answers are saved as you go.',
  saveSaved: 'All answers saved',
  saveSaving: 'Saving…',
  saveOffline: 'Offline: answers kept on this device, will be sent when you are back online',
  saveError: 'Not saved yet: retrying…',
  saveIdle: 'Answers are saved as you go',

  congratTitle: 'Congratulations!',
  congratName: (name: string) =>
    name ? `Well done, ${name}. You have completed the assessment.` : 'You have completed the assessment.',
  calculating: 'Your results are being calculated. You may now close this page.',
  calculatingWait: 'Your results are being calculated. Please wait a moment…',
  calculatingSlow:
    'This is taking longer than usual. You may close this page and open it again later with the same link.',
  verifying: 'Verifying your results…',
  thankYouBody:
    'We have received your answers. The organiser will contact you about the next steps. You may now close this page.',
  notFinishedYet: 'You have not finished every test yet.',
  resultsTitle: 'Your results',
  resultsIntro:
    'Here is a summary of your assessment. It describes how you did in these tests today compared with a reference group; it is not a judgement of you as a person.',
  resultsByTest: 'Results by test',
  competencesHeading: 'Competences',
  abilityHeading: 'Ability summary',
  stenScale: (sten: number) => `Score ${sten} out of 10`,
  downloadReport: 'Download the report (PDF)',
  downloadFailed: 'The report could not be downloaded.',

  // The access-code pages, /access-codes/ and /access-code/{slug} (the specification's English).
  accessCodeTitle: 'Access Code',
  accessCodeSubtitle: 'Enter the access code you received to start your assessment.',
  accessCodeLabel: 'Access code',
  accessCodeRequired: 'Please input a access code!',
  accessCodePattern: 'Code must be 6 alphanumeric characters!',
  accessCodeEmail: 'Email',
  accessCodeEmailRequired: 'Please input an valid email!',
  accessCodeEmailFormat: 'Please input a valid email format!',
  accessCodeSubmit: 'Submit',
  accessCodeUsedHint:
    'This access code was already used. Enter the e-mail address it was used with to continue.',
  accessCodeRedirecting: 'Code accepted. Opening your assessment…',
  accessCodeLogoAlt: (name: string) => `${name} logo`,
  accessCodeInvalidUrl: 'We can not procced your request, please contact an administrator.',

  offlineTitle: 'Koneksi Internet terputus',
  offlineBody: 'Periksa koneksi internet Anda, lalu muat ulang halaman.',
  offlineReload: 'Muat ulang',

  partnerTitle: 'Aktivitas Ujian',
  partnerBack: 'Kembali',
  partnerErrorTitle: 'Terjadi Kesalahan',
  partnerErrorBody: 'Halaman yang Anda maksud tidak ditemukan, pastikan untuk cek kembali link Anda.',

  // Accommodations: the display toggles and the dashboard's request (migration 091).
  displayOptions: 'Display',
  largerTextToggle: 'Larger text',
  highContrastToggle: 'High contrast',
  accommodationHeading: 'Need an adjustment?',
  accommodationIntro:
    'If a disability or health condition makes the tests harder for you, you can ask the project team for an adjustment, such as extra time, breaks or larger text. Asking does not affect how you are assessed.',
  accommodationNeeds: 'What would help',
  accommodationNeedExtraTime: 'Extra time',
  accommodationNeedBreaks: 'Breaks',
  accommodationNeedLargerText: 'Larger text',
  accommodationNeedHighContrast: 'High contrast',
  accommodationNeedScreenReader: 'Screen-reader mode (no time limit on single questions)',
  accommodationMessage: 'Your message to the project team',
  accommodationMessageRequired: 'Please write what would help you.',
  accommodationSend: 'Send request',
  accommodationSendFailed: 'Your request could not be sent.',
  accommodationPending: 'Your request was sent and is waiting for an answer from the project team.',
  accommodationGranted: 'Your adjustment is in place:',
  accommodationDeclined: 'Your request was not granted. The reason:',
  accommodationExtraTime: 'extra time',

  // An accommodation's breaks in the test runner (migration 126).
  breakTake: 'Take a break',
  breakLeft: 'Break time left for this section: {time}',
  breakTitle: 'You are on a break',
  breakBody:
    'The time for this section stands still during your break. Your answers are saved. The break ends when you press Resume the test.',
  breakRemaining: 'Break time left',
  breakSectionTime: 'Time left in the section: {time}',
  breakOver: 'Your break time is used up: the section time runs again from now.',
  breakResume: 'Resume the test',
  breakFailed: 'The break could not be started or ended.',

  // The test runner's own strings (sections, item types, the connection banner).
  ...runnerCopy({}),
} as const;

export type Copy = typeof COPY;

/**
 * The copy from master translation strings (keys of the participant page codes merged, the test
 * runner's included). Keys the strings lack keep the bundled text; sentences with numbers are
 * built from their templates.
 */
export function buildCopy(strings: Record<string, string>): Copy {
  const text = (key: string, fallback: string) => strings[key] ?? fallback;
  const texts = Object.fromEntries(
    Object.entries(COPY).map(([key, value]) => [key, typeof value === 'string' ? text(key, value) : value]),
  ) as Record<keyof Copy, unknown>;
  const t = (key: string) => strings[key];
  return {
    ...(texts as Copy),
    greeting: (name) =>
      t('greeting') && t('greetingAnonymous')
        ? name
          ? fill(t('greeting'), { name })
          : t('greetingAnonymous')
        : COPY.greeting(name),
    answeredOf: (answered, total) =>
      t('answeredOf') ? fill(t('answeredOf'), { answered, total }) : COPY.answeredOf(answered, total),
    itemsCount: (n) =>
      t('itemsCount') && t('itemsCountOne')
        ? fill(n === 1 ? t('itemsCountOne') : t('itemsCount'), { n })
        : COPY.itemsCount(n),
    itemsCountUpTo: (n) => (t('itemsCountUpTo') ? fill(t('itemsCountUpTo'), { n }) : COPY.itemsCountUpTo(n)),
    answeredOfUpTo: (answered, total) =>
      t('answeredOfUpTo')
        ? fill(t('answeredOfUpTo'), { answered, total })
        : COPY.answeredOfUpTo(answered, total),
    timeLimit: (minutes) => (t('timeLimit') ? fill(t('timeLimit'), { minutes }) : COPY.timeLimit(minutes)),
    itemOf: (n, total) => (t('itemOf') ? fill(t('itemOf'), { n, total }) : COPY.itemOf(n, total)),
    navigatorItem: (n, answered, current) =>
      t('navigatorItem') && t('navigatorAnswered') && t('navigatorUnanswered') && t('navigatorCurrent')
        ? `${fill(t('navigatorItem'), { n })}, ${answered ? t('navigatorAnswered') : t('navigatorUnanswered')}${
            current ? `, ${t('navigatorCurrent')}` : ''
          }`
        : COPY.navigatorItem(n, answered, current),
    answeredCount: (answered, total) =>
      t('answeredCount')
        ? fill(t('answeredCount'), { answered, total })
        : COPY.answeredCount(answered, total),
    finishConfirmBody: (answered, total) =>
      t('finishConfirmBodyPartial') && t('finishConfirmBodyAll')
        ? answered < total
          ? fill(t('finishConfirmBodyPartial'), { answered, total })
          : t('finishConfirmBodyAll')
        : COPY.finishConfirmBody(answered, total),
    remainingTime: (time) =>
      t('remainingTime') ? fill(t('remainingTime'), { time }) : COPY.remainingTime(time),
    stenScale: (sten) => (t('stenScale') ? fill(t('stenScale'), { sten }) : COPY.stenScale(sten)),
    accessCodeLogoAlt: (name) =>
      t('accessCodeLogoAlt') ? fill(t('accessCodeLogoAlt'), { name }) : COPY.accessCodeLogoAlt(name),
    congratName: (name) =>
      t('congratName') && t('congratAnonymous')
        ? name
          ? fill(t('congratName'), { name })
          : t('congratAnonymous')
        : COPY.congratName(name),
    ...runnerCopy(strings),
  };
}

/** The copy the participant pages show (the bundled English outside a provider). */
export const CopyContext = createContext<Copy>(COPY);
export const useCopy = (): Copy => useContext(CopyContext);
