/** Spec 4 and 9: after an accepted code the page waits this long, then opens the registration form. */
export const ACCESS_CODE_REDIRECT_DELAY_MS = 1000;

/** Where an accepted code leads: the registration form of the participant code it answered. */
export const formPathFor = (participantCode: string) =>
  `/test-activity/form/${encodeURIComponent(participantCode)}`;
