import { config } from 'zod/v4/core';

/**
 * For browsers: zod compiles fast validators with `new Function`, which our Content-Security-Policy
 * (script-src 'self', no 'unsafe-eval') refuses, so every page logged a CSP violation before zod
 * fell back to interpreting. The web app validates few, small values: it asks for the interpreter
 * from the start. The server keeps the compiled validators.
 */
export function validateWithoutEval(): void {
  config({ jitless: true });
}
