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
});
