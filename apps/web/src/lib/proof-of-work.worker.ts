// A solver of the server's proof-of-work challenges (ALTCHA v2, PBKDF2 in WebCrypto), off the
// page's thread so the page stays responsive while it works (lib/proof-of-work.ts).
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { handler } from 'altcha-lib/workers/shared';

handler({ deriveKey });
