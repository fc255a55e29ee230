import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: relative paths (DATA_DIR) are taken from here, whatever the working directory. */
export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

import { z } from 'zod';
import { outboundPolicy } from './outbound-ranges';

/**
 * The only place that reads process.env. Everything the server can be configured with is
 * listed, validated and documented here (the README repeats this list).
 */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /**
   * Which peers may say who the client is (X-Forwarded-For), for rate limits and logs: `loopback`
   * (a reverse proxy on the same machine, deploy/nginx.conf), a comma list of addresses/CIDRs, or
   * `false`. Anyone else's X-Forwarded-For is ignored, so a client cannot pick its own IP.
   */
  TRUST_PROXY: z.string().trim().min(1).default('loopback'),
  /** postgres://… selects PostgreSQL; empty selects the embedded SQLite database under DATA_DIR. */
  DATABASE_URL: z.string().default(''),
  DATA_DIR: z.string().default('./data'),
  /** smtp://user:pass@host:port — without it e-mail is kept in the outbox table only. */
  SMTP_URL: z.string().default(''),
  MAIL_FROM: z.string().default('Asesa <no-reply@asesa.test>'),
  /** The product's name as shown to users. */
  PRODUCT_NAME: z.string().default('Asesa'),
  /** The platform's help contact, shown to participants before their project is known. */
  SUPPORT_EMAIL: z.string().default('help@asesa.test'),
  /** Its phone number; empty: none shown. */
  SUPPORT_PHONE: z.string().default(''),
  /** Public base URL used in e-mailed links. */
  PUBLIC_URL: z.string().default(''),
  /** The public web client's credentials for token/get (not a secret: it identifies the app). */
  WEB_APP_NAME: z.string().default('asesa-web'),
  WEB_APP_SECRET: z.string().default('asesa-web-public'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Serve the built web app from apps/web/dist (off for API-only processes). */
  SERVE_WEB: z.enum(['true', 'false']).default('true'),
  /** Seed the demo data into an empty database at start. */
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  LOGIN_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(20),
  LOGIN_RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  /**
   * Failed sign-ins installation-wide in the window before every sign-in waits: caps what a
   * guesser spread over many addresses and accounts gets evaluated (test/reliability/bruteforce-login).
   */
  LOGIN_RATE_LIMIT_GLOBAL: z.coerce.number().int().min(1).default(100),
  LOGIN_RATE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  /**
   * Days candidates' personal data is kept after their project ends (or after their last change,
   * without an end date) before housekeeping erases it; 0 keeps it. Admins can override it.
   */
  PERSONAL_DATA_RETENTION_DAYS: z.coerce.number().int().min(0).max(3650).default(365),
  /** A back-office session unused this long is signed out (its token answers 401). */
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(30),
  /** A back-office session ends this long after sign-in, however active (refresh does not extend it). */
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).default(12),
  /** Days an export file (personal data) is kept before it is deleted. */
  EXPORT_RETENTION_DAYS: z.coerce.number().int().min(1).default(7),
  /** Access-code guessing (submit-code): failures allowed per IP, per code and installation-wide in the window. */
  ACCESS_CODE_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(20),
  ACCESS_CODE_RATE_LIMIT_PER_CODE: z.coerce.number().int().min(1).default(5),
  ACCESS_CODE_RATE_LIMIT_GLOBAL: z.coerce.number().int().min(1).default(500),
  ACCESS_CODE_RATE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  /**
   * Participant-code guessing (every participant call carries the code): different unknown codes
   * allowed per IP, and installation-wide before addresses that tried one are refused, in the window.
   */
  PARTICIPANT_CODE_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(20),
  PARTICIPANT_CODE_RATE_LIMIT_GLOBAL: z.coerce.number().int().min(1).default(500),
  PARTICIPANT_CODE_RATE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  /**
   * Single sign-on starts allowed a minute per address and per e-mail domain (per server
   * instance); more answer 429 with Retry-After. Each start fetches the provider's metadata and
   * keeps a row, so a flood must not reach either.
   */
  SSO_START_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(10),
  SSO_START_RATE_LIMIT_PER_DOMAIN: z.coerce.number().int().min(1).default(60),
  /** Calls one ATS API key may make a minute (per server instance); more answer 429 with Retry-After. */
  ATS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /**
   * The key stored secrets (OpenID client secrets, API keys the server authenticates with) are
   * encrypted with: 32 random bytes, base64 (`openssl rand -base64 32`). Empty: a key generated
   * into DATA_DIR/secrets.key, with a warning at start (lib/secret-box.ts).
   */
  SECRETS_KEY: z
    .string()
    .trim()
    .default('')
    .refine((v) => v === '' || Buffer.from(v, 'base64').length === 32, 'must be 32 bytes in base64'),
  /** The folder of pg_dump and pg_restore (backup and restore); empty: the newest Debian install, else the PATH. */
  PG_BIN: z.string().default(''),
  /** Days the records of failed sign-ins and codes tried are kept for admins before housekeeping deletes them. */
  SECURITY_EVENT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /**
   * The Ed25519 private key (PKCS#8 PEM) that signs decision-log archives. Empty: a key is generated
   * once into DATA_DIR/decision-signing-key.pem and kept there. Its public key is published at
   * GET /api/v1/decisions/signing-key.
   */
  DECISION_SIGNING_KEY: z.string().default(''),
  /**
   * Private address ranges the server may send partner events to (comma list of CIDRs, e.g. an
   * on-premise ATS at `10.20.0.0/16`). Empty: public addresses only (lib/outbound).
   */
  OUTBOUND_ALLOWED_RANGES: z
    .string()
    .default('')
    .refine((v) => {
      try {
        outboundPolicy(v);
        return true;
      } catch {
        return false;
      }
    }, 'must be a comma list of CIDR ranges such as 10.20.0.0/16'),
});

export type Env = z.infer<typeof schema> & { dataDir: string; isPostgres: boolean };

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid configuration ${issue.path.join('.')}: ${issue.message}`);
  }
  const env = parsed.data;
  return {
    ...env,
    dataDir: isAbsolute(env.DATA_DIR) ? env.DATA_DIR : resolve(REPO_ROOT, env.DATA_DIR),
    isPostgres: /^postgres(ql)?:\/\//.test(env.DATABASE_URL),
  };
}
