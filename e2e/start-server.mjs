// Starts the real server for the browser journeys: a fresh SQLite database in a temporary
// DATA_DIR, seeded with the demo data, serving the built web app.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'asesa-e2e-'));
// node --import tsx (not npx) so the server is our direct child and dies with us.
const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: new URL('../apps/server/', import.meta.url).pathname,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '3100',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    // Links the server makes (the single sign-on callback) lead back to this address, not localhost.
    PUBLIC_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? '3100'}`,
    // The single sign-on journey's OpenID provider listens on its own loopback address.
    OUTBOUND_ALLOWED_RANGES: '127.0.0.2/32',
    // Journeys sign in many times from one address; keep the brute-force limits but widen them.
    LOGIN_RATE_LIMIT_PER_IP: '500',
  },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
process.on('exit', () => child.kill('SIGTERM'));
child.on('exit', (code) => process.exit(code ?? 0));
