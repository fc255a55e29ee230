import { z } from 'zod';

/** The web app is a public client; its name and secret are configurable on the server. */
export const WEB_APP_NAME = 'asesa-web';
export const WEB_APP_SECRET = 'asesa-web-public';

/** Spec 9: token cookie ~5 h, device id cookie ~1 year, device id of 36 random alphanumerics. */
export const TOKEN_LIFETIME_MS = 18_000_000;
export const DEVICE_ID_LIFETIME_MS = 365 * 24 * 3600 * 1000;
export const DEVICE_ID_LENGTH = 36;
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9]{36}$/;
/** Cookie names used by the web client. `_iau` marks a signed-in session (spec 4). */
export const COOKIE_NAMES = {
  token: 'token',
  refreshToken: 'refresh_token',
  deviceId: 'device_id',
  sessionMarker: '_iau',
} as const;

export const tokenGetRequest = z.object({
  app_name: z.string().min(1).max(100),
  secret: z.string().min(1).max(200),
  device_type: z.string().min(1).max(50).default('web'),
  device_id: z.string().regex(DEVICE_ID_PATTERN, 'device_id must be 36 letters or digits'),
  token: z.string().max(200).optional(),
  refresh_token: z.string().max(200).optional(),
});
export type TokenGetRequest = z.input<typeof tokenGetRequest>;

export const tokenRefreshRequest = z.object({
  refresh_token: z.string().min(1).max(200),
  device_id: z.string().regex(DEVICE_ID_PATTERN, 'device_id must be 36 letters or digits'),
});

export const tokenResponse = z.object({
  token: z.string(),
  refresh_token: z.string(),
  /** Seconds until the token expires. */
  expires_in: z.number().int(),
});
export type TokenResponse = z.infer<typeof tokenResponse>;
