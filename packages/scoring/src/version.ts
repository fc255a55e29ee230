/**
 * Version of the scoring engine, recorded in every result so a stored result can be traced to (and
 * recomputed with) the code that produced it. Bump on any change that can alter a number.
 */
export const ENGINE_VERSION = '0.3.0';
