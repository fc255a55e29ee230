import { expect, test } from '@playwright/test';
import { consultantApi } from '../fixtures/partner-setup';
import { signIn } from '../fixtures/session';

// The corporate account's "Partner integration" card (consultant): callback URL, the origins that
// may frame the partner pages, and the signing secret. A corporate made for this run.

const run = Date.now().toString(36).toUpperCase();

test('a consultant sets the framing origins and reveals and rotates the signing secret', async ({
  page,
  request,
}) => {
  const call = await consultantApi(request);
  const corporate = await call('accounts/corporates/new', {
    name: `Settings Corp ${run}`,
    legal_name: `PT Settings ${run}`,
    slug: `settings-${run.toLowerCase()}`,
    color_theme: '#003366',
    font_theme: '',
    is_show_header: true,
    callback_url: 'https://hr.settings.example/asesa/callback',
  });

  await signIn(page, 'consultant');
  await page.goto(`/corporate-account/detail/${corporate.id}`);
  const card = page.locator('.ant-card', { hasText: 'Partner integration' });
  await expect(card).toBeVisible();
  await expect(card.getByText('https://hr.settings.example/asesa/callback')).toBeVisible();

  // A bad entry is refused, named under the field; nothing is saved.
  const origins = card.getByLabel('Extra allowed framing origins');
  await origins.fill('https://portal.settings.example\nftp://files.settings.example');
  await card.getByRole('button', { name: 'Save origins' }).click();
  await expect(
    card.getByText(
      'partner_origins: "ftp://files.settings.example" is not an http(s) origin such as https://partner.example',
    ),
  ).toBeVisible();
  expect((await call('partner/settings', { account_corporate_id: corporate.id })).partner_origins).toEqual(
    [],
  );

  await origins.fill('https://portal.settings.example/\nhttp://localhost:8080');
  await card.getByRole('button', { name: 'Save origins' }).click();
  await expect(page.locator('.ant-message-notice', { hasText: 'Framing origins saved' })).toBeVisible();
  await expect(origins).toHaveValue('https://portal.settings.example\nhttp://localhost:8080');
  await expect(
    card.getByText('https://hr.settings.example, https://portal.settings.example, http://localhost:8080'),
  ).toBeVisible();
  expect((await call('partner/settings', { account_corporate_id: corporate.id })).partner_origins).toEqual([
    'https://portal.settings.example',
    'http://localhost:8080',
  ]);

  // The secret shows only on demand; rotating asks first, then shows the new one.
  const secret = card.getByTestId('partner-secret');
  await expect(secret).toHaveCount(0);
  await card.getByRole('button', { name: 'Reveal secret' }).click();
  await expect(secret).toHaveText(/^[\w-]{40,}$/);
  const first = await secret.textContent();
  await card.getByRole('button', { name: 'Rotate secret' }).click();
  const confirm = page.locator('.ant-popconfirm', { hasText: 'Rotate the signing secret?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Rotate' }).click();
  await expect(
    page.locator('.ant-message-notice', { hasText: 'A new signing secret is in use' }),
  ).toBeVisible();
  await expect(secret).not.toHaveText(first ?? '');
  const current = await call('partner/secret', { account_corporate_id: corporate.id });
  await expect(secret).toHaveText(current.secret);

  // The partner token: created on demand and shown once (only its hash is kept), then rotated.
  const tokenStatus = card.getByTestId('partner-token-status');
  const token = card.getByTestId('partner-token');
  await expect(tokenStatus).toHaveText('No partner token yet');
  await expect(token).toHaveCount(0);
  await card.getByRole('button', { name: 'Create token' }).click();
  await expect(page.locator('.ant-message-notice', { hasText: 'Partner token created' })).toBeVisible();
  await expect(token).toHaveText(/^[\w-]{43}$/);
  await expect(card.getByText('Copy the token now: it is not shown again.')).toBeVisible();
  await expect(tokenStatus).toHaveText(/^Created /);
  const firstToken = await token.textContent();
  expect(
    (await call('partner/settings', { account_corporate_id: corporate.id })).partner_token_created_at,
  ).not.toBeNull();
  await page.screenshot({
    path: `${process.env.PARTNER_SHOTS_DIR ?? '/tmp/pw-partner'}/partner-settings.png`,
    fullPage: true,
  });

  await card.getByRole('button', { name: 'Rotate token' }).click();
  const confirmToken = page.locator('.ant-popconfirm', { hasText: 'Rotate the partner token?' });
  await expect(confirmToken).toBeVisible();
  await confirmToken.getByRole('button', { name: 'Rotate' }).click();
  await expect(
    page.locator('.ant-message-notice', { hasText: 'A new partner token is in use' }),
  ).toBeVisible();
  await expect(token).toHaveText(/^[\w-]{43}$/);
  await expect(token).not.toHaveText(firstToken ?? '');

  // Shown once: after a reload only when it was created shows.
  await page.reload();
  await expect(card.getByTestId('partner-token-status')).toHaveText(/^Created /);
  await expect(card.getByTestId('partner-token')).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Rotate token' })).toBeVisible();
});
