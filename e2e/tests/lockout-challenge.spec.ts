import { WEB_APP_NAME, WEB_APP_SECRET } from '@asesa/contracts';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { call, signInApi } from '../fixtures/api';
import { DEMO } from '../fixtures/session';

// "Anyone can lock everyone out" no more: wrong passwords lock the admin's account, yet the admin
// signs in through the real sign-in page (the browser solves the proof-of-work challenge), sees
// the throttle on the security page and lifts it.

const SHOTS = process.env.E2E_SHOTS_DIR;

async function deviceToken(request: APIRequestContext): Promise<string> {
  const device_id = `lock${Date.now()}${Math.random().toString(36).slice(2)}`.slice(0, 36).padEnd(36, 'x');
  const { token } = await call<{ token: string }>(request, 'token/get', {
    app_name: WEB_APP_NAME,
    secret: WEB_APP_SECRET,
    device_type: 'web',
    device_id,
  });
  return token;
}

async function failSignIns(request: APIRequestContext, email: string, times: number) {
  for (let i = 0; i < times; i++) {
    const token = await deviceToken(request);
    const res = await request.post('/api/v1/auth/login', {
      data: { username: email, password: `wrong-${i}` },
      headers: { authorization: `Bearer ${token}` },
    });
    expect([401, 429]).toContain(res.status());
  }
}

test('a locked admin signs in after the browser check, sees the throttle and lifts it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await failSignIns(request, 'nobody@example.com', 5);
  await failSignIns(request, DEMO.admin.email, 5);
  const refused = await request.post('/api/v1/auth/login', {
    data: { username: DEMO.admin.email, password: DEMO.admin.password },
    headers: { authorization: `Bearer ${await deviceToken(request)}` },
  });
  expect(refused.status()).toBe(429);
  expect((await refused.json()).error.reason).toBe('challenge_required');

  await page.goto('/signin');
  await page.getByLabel('Email').fill(DEMO.admin.email);
  await page.getByLabel('Password').fill(DEMO.admin.password);
  const checking = page.getByText('Checking this browser…');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await checking.waitFor({ state: 'visible', timeout: 5_000 }).then(
    async () => SHOTS && (await page.screenshot({ path: `${SHOTS}/signin-checking-en.png` })),
    () => undefined,
  );
  await expect(page).toHaveURL(new RegExp(`${DEMO.admin.home}$`), { timeout: 60_000 });

  await page.goto('/consultant-account/security');
  const throttles = page.getByRole('table', { name: 'Throttles in force' });
  const adminRow = throttles.getByRole('row').filter({ hasText: DEMO.admin.email });
  await expect(adminRow).toContainText('Sign-in');
  await expect(adminRow).toContainText('Per account or code');
  await expect(adminRow).toContainText(/\d+ of 5/);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/security-throttles-en.png`, fullPage: true });

  await adminRow.getByRole('button', { name: 'Lift' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Lift' }).click();
  await expect(page.getByText('The throttle was lifted.')).toBeVisible();
  await expect(adminRow).toHaveCount(0);
  await expect(throttles.getByRole('row').filter({ hasText: 'nobody@example.com' })).toHaveCount(1);

  // Lifted: a sign-in through the API is checked at once, without a challenge.
  const token = await signInApi(request, 'admin');
  await call(request, 'auth/save-user-data', { locale: 'id' }, token);
  try {
    await page.reload();
    const inIndonesian = page.getByRole('table', { name: 'Pembatasan yang berlaku' });
    await expect(inIndonesian.getByRole('row').filter({ hasText: 'nobody@example.com' })).toContainText(
      'Per akun atau kode',
    );
    await expect(inIndonesian.getByRole('button', { name: 'Cabut' })).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/security-throttles-id.png`, fullPage: true });
  } finally {
    await call(request, 'auth/save-user-data', { locale: 'en' }, token);
  }
});
