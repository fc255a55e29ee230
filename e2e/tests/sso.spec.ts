import { expect, test } from '@playwright/test';
import { startTestProvider } from '../../apps/server/test/support/oidc-test-provider';
import { consultantApi } from '../fixtures/partner-setup';
import { signIn } from '../fixtures/session';

// Single sign-on as its users walk it: a consultant sets up a corporate's OpenID provider on the
// account page (a real provider, started here on its own loopback address), and a person of the
// company's domain signs in with "Continue with your company account": the provider's own login page, then
// back into the back office as a new collaborator of that corporate (who first meets the terms).

const run = Date.now().toString(36).toLowerCase();

test('a consultant sets up a corporate SSO, and a company user signs in through it', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const idp = await startTestProvider(`${baseURL}/api/v1/sso/callback`, '127.0.0.2');
  const domain = `sso-${run}.example`;
  const email = `jane@${domain}`;
  idp.people.set(email, { email, email_verified: true, name: 'Jane Company' });
  try {
    const call = await consultantApi(request);
    const corporate = await call('accounts/corporates/new', {
      name: `SSO Corp ${run}`,
      legal_name: `PT SSO ${run}`,
      slug: `sso-${run}`,
      color_theme: '#003366',
      font_theme: '',
      is_show_header: true,
    });

    await signIn(page, 'consultant');
    await page.goto(`/corporate-account/detail/${corporate.id}`);
    const card = page.locator('.ant-card', { hasText: 'Single sign-on (OpenID Connect)' });
    await expect(card.getByText(`${baseURL}/api/v1/sso/callback`)).toBeVisible();
    await card.getByLabel('Issuer URL').fill(idp.issuer);
    await card.getByRole('button', { name: 'Test the connection' }).click();
    await expect(page.getByText(`The provider answered: ${idp.issuer}`)).toBeVisible();
    await card.getByLabel('Client ID').fill(idp.clientId);
    await card.getByLabel('Client secret').fill(idp.clientSecret);
    await card.getByLabel('Allowed e-mail domains').fill(domain);
    await card.getByLabel('Allowed e-mail domains').press('Enter');
    await card.getByLabel('Create them as collaborators').check();
    // Requiring SSO is an admin's decision: a consultant sees the switch, disabled.
    await expect(card.getByLabel('Require single sign-on')).toBeDisabled();
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Single sign-on saved')).toBeVisible();
    await expect(card.getByText('A secret is set; it is never shown again.')).toBeVisible();

    // The company user, in a browser of their own.
    const context = await browser.newContext();
    const person = await context.newPage();
    await person.goto('/signin');
    await person.getByRole('button', { name: 'Continue with your company account' }).click();
    await person.getByLabel('Work e-mail').fill(email);
    await person.getByRole('button', { name: 'Continue to your company sign-in' }).click();
    // The provider's own login page (its e-mail filled from the login hint).
    await expect(person).toHaveURL(new RegExp(`^${idp.issuer}/interaction/`));
    await person.getByPlaceholder('and password').fill('any');
    await person.getByRole('button', { name: 'Sign-in' }).click();
    await expect(person.getByRole('heading', { name: 'Terms of use' })).toBeVisible();
    await expect(person).toHaveURL(new RegExp(`^${baseURL}/`));
    await context.close();
  } finally {
    await idp.close();
  }
});

test("a consultant sets up its own account's single sign-on on its profile page", async ({ page }) => {
  await signIn(page, 'consultant');
  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL('/consultant-account/edit-profile');
  const card = page.locator('.ant-card').filter({ hasText: 'Single sign-on (OpenID Connect)' });
  await expect(card).toBeVisible();
  await expect(card.getByLabel('Issuer URL')).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/sso-consultant-profile-en.png', fullPage: true });
});
