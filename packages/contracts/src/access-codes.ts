/** Spec 5 and 9: an access code is exactly 6 letters or digits. */
export const ACCESS_CODE_LENGTH = 6;
export const ACCESS_CODE_PATTERN = /^[A-Za-z0-9]{6}$/;
