import { WEB_APP_NAME, WEB_APP_SECRET } from '@asesa/contracts';
import { DEMO_USERS } from '../../src/seed/demo-content';
import { deviceIdFor, type TestApp } from '../harness';

/** A session's token pair and the device it was issued to (what token/refresh is sent). */
export type TokenPair = { token: string; refresh_token: string; device_id: string };

/** The anonymous token pair the web app gets on a new device. */
export async function anonymousPair(t: TestApp): Promise<TokenPair> {
  const device_id = deviceIdFor();
  const pair = await t.callOk('token/get', {
    app_name: WEB_APP_NAME,
    secret: WEB_APP_SECRET,
    device_type: 'web',
    device_id,
  });
  return { ...pair, device_id };
}

/** The demo consultant signed in on the device of `anon` (a new device when not given): the pair. */
export async function signedInPair(t: TestApp, anon?: TokenPair): Promise<TokenPair> {
  const from = anon ?? (await anonymousPair(t));
  const { email, password } = DEMO_USERS.consultant;
  const pair = await t.callOk('auth/login', { username: email, password }, from.token);
  return { ...pair, device_id: from.device_id };
}
