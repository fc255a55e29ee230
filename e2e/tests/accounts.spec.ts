import { INVITATION_MESSAGES, PASSWORD_MESSAGES } from '@asesa/contracts';
import { type Browser, type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO, sidebar, signIn } from '../fixtures/session';

// Accounts and tenancy through the real UI: a consultant creates a corporate account and invites a
// collaborator, the link is read from the admin's outbox, the collaborator joins, agrees to the
// terms and sees only its own corporate and its credits, which the consultant tops up.

/** Unique per run: the server (and its database) lives for the whole run. */
const RUN = Date.now().toString(36).toUpperCase();

const CORPORATE = {
  name: `Tenancy Corp ${RUN}`,
  legalName: `PT Tenancy Corp ${RUN}`,
  slug: `tenancy-${RUN.toLowerCase()}`,
};
const COLLABORATOR = {
  invitedName: `Dewi Invited ${RUN}`,
  name: `Dewi Collaborator ${RUN}`,
  email: `dewi.${RUN.toLowerCase()}@example.com`,
  title: 'Talent lead',
  password: `Dewi-pass-${RUN}`,
};
const TOP_UP = { amount: 250, remarks: `Welcome credits ${RUN}` };

const toast = (page: Page, text: string) => page.locator('.ant-message-notice', { hasText: text });
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
/** The error shown under a form field, by its exact text. */
const fieldError = (scope: Page | Locator, text: string) =>
  scope.locator('.ant-form-item-explain-error', { hasText: exactly(text) });

/** The admin's banner while no SMTP server is configured: one, naming the server's settings. */
async function expectNoSmtpBanner(page: Page): Promise<void> {
  const banner = page.getByRole('status').filter({ hasText: 'E-mails are kept in the outbox and not sent' });
  await expect(banner).toHaveCount(1);
  await expect(banner).toContainText('set SMTP_URL (for example smtp://');
  await expect(banner).toContainText('and MAIL_FROM (the sender');
}

/** Signs in as the admin in a context of its own and opens the Outbox from the consultant accounts page. */
async function openOutboxAsAdmin(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'admin');
  await sidebar(page).getByRole('link', { name: 'Consultant Accounts', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Consultant Accounts' })).toBeVisible();
  // The journeys run without SMTP: one banner says so, and which settings send e-mail.
  await expectNoSmtpBanner(page);
  await page.getByRole('button', { name: 'Outbox' }).click();
  await expect(page).toHaveURL(/\/consultant-account\/outbox$/);
  await expect(page.getByRole('heading', { name: 'Outbox' })).toBeVisible();
  await expectNoSmtpBanner(page);
  return page;
}

/** Reads the newest invitation link sent to `email` from the outbox (the first row: newest first). */
async function latestInvitationPath(outbox: Page, email: string): Promise<string> {
  await outbox.goto(`/consultant-account/outbox?q=${encodeURIComponent(email)}`);
  const view = outbox.getByRole('button', { name: `View the e-mail to ${email}` }).first();
  await expect(view).toBeVisible();
  await view.click();
  const drawer = outbox.getByRole('dialog');
  await expect(drawer.getByText(email, { exact: true })).toBeVisible();
  const link = drawer.getByRole('link', { name: /\/invitation\// });
  await expect(link).toBeVisible();
  const path = new URL((await link.getAttribute('href')) ?? '').pathname;
  await outbox.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  return path;
}

/** The user card's dropdown item with the Corporate Credits balance. */
async function expectCardCredits(page: Page, name: string, balance: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(name) }).click();
  await expect(page.getByRole('menuitem', { name: `Corporate Credits: ${balance}` })).toBeVisible();
  await page.keyboard.press('Escape');
}

test.describe('a collaborator joins a new corporate account', () => {
  test.describe.configure({ mode: 'serial' });

  let consultant: BrowserContext;
  let consultantPage: Page;
  let collaborator: BrowserContext;
  let collaboratorPage: Page;
  let invitationPath = '';

  test.afterAll(async () => {
    await consultant?.close();
    await collaborator?.close();
  });

  test('a consultant creates a corporate account and invites a collaborator', async ({ browser }) => {
    consultant = await browser.newContext();
    consultantPage = await consultant.newPage();
    const page = consultantPage;
    await signIn(page, 'consultant');

    await test.step('create the corporate account', async () => {
      await sidebar(page).getByRole('link', { name: 'All Accounts', exact: true }).click();
      await page.getByRole('button', { name: 'New corporate account' }).click();
      const dialog = page.getByRole('dialog', { name: 'New corporate account' });
      await dialog.getByRole('button', { name: 'Create' }).click();
      // The form checks with the server's own messages.
      await expect(fieldError(dialog, 'name is required')).toBeVisible();
      await expect(fieldError(dialog, 'legal_name is required')).toBeVisible();
      await dialog.getByLabel('Name', { exact: true }).fill(CORPORATE.name);
      await dialog.getByLabel('Legal name').fill(CORPORATE.legalName);
      await dialog.getByLabel('Slug').fill(CORPORATE.slug);
      await dialog.getByLabel('Sector').click();
      await page.locator('.ant-select-dropdown:visible').getByTitle('Software', { exact: true }).click();
      await dialog.getByRole('button', { name: 'Create' }).click();
      await expect(toast(page, 'Corporate account created')).toBeVisible();
      await expect(dialog).toBeHidden();
      const row = page.getByRole('row', { name: new RegExp(CORPORATE.slug) });
      await expect(row.getByRole('cell', { name: 'Software', exact: true })).toBeVisible();
      await expect(row.getByRole('cell', { name: '0', exact: true })).toBeVisible();
      await row.getByRole('link', { name: CORPORATE.name }).click();
      await expect(page).toHaveURL(/\/corporate-account\/detail\/\d+$/);
      await expect(page.getByRole('heading', { name: CORPORATE.name })).toBeVisible();
    });

    await test.step('edit its profile: title and callback URL', async () => {
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit corporate account' });
      await expect(dialog.getByLabel('Slug')).toHaveValue(CORPORATE.slug);
      await dialog.getByLabel('Title').fill('Tenancy HR');
      await dialog.getByLabel('Callback URL').fill('not a url');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(fieldError(dialog, 'callback_url must be a URL')).toBeVisible();
      await dialog.getByLabel('Callback URL').fill('https://tenancy.example.com/hook');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, 'Corporate account saved')).toBeVisible();
      const title = page
        .locator('.ant-descriptions-item-label', { hasText: /^Title$/ })
        .locator('xpath=following-sibling::td[1]');
      await expect(title).toHaveText('Tenancy HR');
      await expect(page.getByText('https://tenancy.example.com/hook')).toBeVisible();
    });

    await test.step('invite a collaborator from the Collaborators tab', async () => {
      await page.getByRole('tab', { name: 'Collaborators' }).click();
      await page.getByRole('button', { name: 'Invite collaborator' }).click();
      const dialog = page.getByRole('dialog', { name: 'Invite a collaborator' });
      await dialog.getByLabel('Name').fill(COLLABORATOR.invitedName);
      await dialog.getByLabel('Email').fill('not-an-email');
      await dialog.getByRole('button', { name: 'Send invitation' }).click();
      await expect(fieldError(dialog, 'email must be a valid e-mail address')).toBeVisible();
      await dialog.getByLabel('Email').fill(COLLABORATOR.email);
      await dialog.getByLabel('Job title').fill(COLLABORATOR.title);
      await dialog.getByRole('button', { name: 'Send invitation' }).click();
      await expect(toast(page, `Invitation sent to ${COLLABORATOR.email}`)).toBeVisible();
      const row = page.getByRole('row', { name: new RegExp(COLLABORATOR.email) });
      await expect(row.getByText('Invited', { exact: true })).toBeVisible();
    });
  });

  test("the admin's outbox holds the invitation e-mail with its link", async ({ browser }) => {
    const outbox = await openOutboxAsAdmin(browser);
    try {
      const row = outbox.getByRole('row', { name: new RegExp(COLLABORATOR.email) });
      await expect(
        row.getByRole('cell', { name: `You are invited to ${CORPORATE.name} on Asesa` }),
      ).toBeVisible();
      invitationPath = await latestInvitationPath(outbox, COLLABORATOR.email);
      expect(invitationPath).toMatch(/^\/invitation\/[\w-]{20,}$/);
    } finally {
      await outbox.context().close();
    }
  });

  test('the collaborator accepts, signs in and agrees to the terms', async ({ browser }) => {
    collaborator = await browser.newContext();
    collaboratorPage = await collaborator.newPage();
    const page = collaboratorPage;

    await test.step('the invitation page shows who joins what', async () => {
      await page.goto(invitationPath);
      await expect(page.getByRole('heading', { name: 'Accept your invitation' })).toBeVisible();
      await expect(
        page.getByText(`You are invited to join ${CORPORATE.name} as a collaborator.`),
      ).toBeVisible();
      await expect(page.getByLabel('Email')).toHaveValue(COLLABORATOR.email);
      await expect(page.getByLabel('Your name')).toHaveValue(COLLABORATOR.invitedName);
    });

    await test.step('the password rules are checked before sending', async () => {
      await page.getByLabel('Password', { exact: true }).fill('short');
      await page.getByLabel('Confirm password').fill('different');
      await page.getByRole('button', { name: 'Create my account' }).click();
      await expect(fieldError(page, PASSWORD_MESSAGES.tooShort)).toBeVisible();
      await expect(fieldError(page, PASSWORD_MESSAGES.mismatch)).toBeVisible();
    });

    await test.step('accept with a name and a password', async () => {
      await page.getByLabel('Your name').fill(COLLABORATOR.name);
      await page.getByLabel('Password', { exact: true }).fill(COLLABORATOR.password);
      await page.getByLabel('Confirm password').fill(COLLABORATOR.password);
      await page.getByRole('button', { name: 'Create my account' }).click();
      await expect(page.getByText('Your account is ready')).toBeVisible();
      await page.getByRole('button', { name: 'Go to sign in' }).click();
      await expect(page).toHaveURL(/\/signin\?email=/);
      await expect(page.getByLabel('Email')).toHaveValue(COLLABORATOR.email);
    });

    await test.step('sign in and agree to the terms first', async () => {
      await page.getByLabel('Password').fill(COLLABORATOR.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByRole('heading', { name: 'Terms of use' })).toBeVisible();
      await expect(sidebar(page)).toHaveCount(0);
      await page.getByRole('button', { name: 'I agree' }).click();
      await expect(page).toHaveURL(/\/project\/corporate-projects$/);
      await expect(sidebar(page)).toBeVisible();
      await expect(page.getByText(COLLABORATOR.name).first()).toBeVisible();
    });

    await test.step('the terms are not asked again', async () => {
      await page.reload();
      await expect(sidebar(page)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Terms of use' })).toHaveCount(0);
    });
  });

  test('the collaborator sees only its own corporate account, with no credits yet', async () => {
    const page = collaboratorPage;

    await test.step('the corporate picker offers its corporate alone', async () => {
      await page.getByRole('button', { name: 'New project' }).click();
      const dialog = page.getByRole('dialog', { name: 'New project' });
      const picker = dialog.getByLabel('Corporate account');
      await picker.click();
      const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
      await expect(options).toHaveCount(1);
      await expect(options).toHaveText(CORPORATE.name);
      await page.keyboard.press('Escape');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    });

    await test.step('the credit history shows a zero balance', async () => {
      await sidebar(page).getByRole('link', { name: 'Credit History', exact: true }).click();
      await expect(page).toHaveURL(/\/corporate-account\/credit-history\/1$/);
      await expect(page.getByRole('heading', { name: 'Credit History' })).toBeVisible();
      await expect(page.getByText(CORPORATE.name, { exact: true })).toBeVisible();
      await expect(page.getByTestId('credit-balance')).toHaveText('0 credits');
      await expect(page.getByTestId('credit-reserved')).toHaveText('0 credits');
      await expect(page.getByTestId('credit-available')).toHaveText('0 credits');
      await expect(page.getByTestId('credit-reservations')).toHaveText(
        'Nothing reserved: no invited participant is waiting to start.',
      );
      await expect(page.getByText('No credit movements yet')).toBeVisible();
      await expectCardCredits(page, COLLABORATOR.name, '0');
    });

    await test.step("other tenants' and other roles' pages are out of reach", async () => {
      // Paths of other roles do not exist for a collaborator: they go to /404 (spec 2.6).
      await page.goto('/corporate-account/all-account');
      await expect(page).toHaveURL(/\/404$/);
      await expect(page.getByText('Sorry, the page you visited does not exist.')).toBeVisible();
      await page.goto('/corporate-account/detail/1');
      await expect(page).toHaveURL(/\/404$/);
      await expect(page.getByText('Sorry, the page you visited does not exist.')).toBeVisible();
    });
  });

  test('the consultant tops up 250 credits and the collaborator sees them', async () => {
    const page = consultantPage;
    await test.step('top up from the Credits tab', async () => {
      await page.getByRole('tab', { name: 'Credits' }).click();
      await expect(page.getByTestId('credit-balance')).toHaveText('0 credits');
      await page.getByRole('button', { name: 'Top up' }).click();
      const dialog = page.getByRole('dialog', { name: 'Top up credits' });
      await dialog.getByLabel('Amount').fill('0');
      await dialog.getByRole('button', { name: 'Top up' }).click();
      await expect(fieldError(dialog, 'amount must be greater than 0')).toBeVisible();
      await dialog.getByLabel('Amount').fill(String(TOP_UP.amount));
      await dialog.getByLabel('Remarks').fill(TOP_UP.remarks);
      await dialog.getByRole('button', { name: 'Top up' }).click();
      await expect(toast(page, '250 credits added')).toBeVisible();
      await expect(page.getByTestId('credit-balance')).toHaveText('250 credits');
      await expect(page.getByTestId('credit-available')).toHaveText('250 credits');
      const row = page.getByRole('row', { name: new RegExp(TOP_UP.remarks) });
      await expect(row.getByRole('cell', { name: '+250' })).toBeVisible();
      await expect(row.getByRole('cell', { name: DEMO.consultant.name })).toBeVisible();
    });

    const collab = collaboratorPage;
    await test.step("the collaborator's credit history and user card show the top-up", async () => {
      await collab.goto('/corporate-account/credit-history/1');
      await expect(collab.getByTestId('credit-balance')).toHaveText('250 credits');
      const row = collab.getByRole('row', { name: new RegExp(TOP_UP.remarks) });
      await expect(row.getByRole('cell', { name: '+250' })).toBeVisible();
      await expectCardCredits(collab, COLLABORATOR.name, '250');
    });
  });

  test("the collaborator's credit history pages through its URL", async () => {
    // Ten more small top-ups by the consultant (through the API, with its session) make two pages.
    const token = (await consultant.cookies()).find((c) => c.name === 'token')?.value;
    expect(token, 'the consultant has a session token').toBeTruthy();
    const detail = consultantPage.url().match(/\/corporate-account\/detail\/(\d+)/);
    const corporateId = Number(detail?.[1]);
    for (let i = 1; i <= 10; i++) {
      const res = await consultantPage.request.post('/api/v1/accounts/credits/top-up', {
        headers: { Authorization: `Bearer ${token}` },
        data: { account_corporate_id: corporateId, amount: 1, remarks: `Paging ${i}` },
      });
      expect(res.ok()).toBe(true);
    }

    const page = collaboratorPage;
    await page.goto('/corporate-account/credit-history/1');
    await expect(page.getByTestId('credit-balance')).toHaveText('260 credits');
    await expect(page.getByRole('row', { name: /Paging 10/ })).toBeVisible();
    await page.getByRole('listitem', { name: 'Next Page' }).click();
    await expect(page).toHaveURL(/\/corporate-account\/credit-history\/2$/);
    await expect(page.getByRole('row', { name: new RegExp(TOP_UP.remarks) })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/corporate-account\/credit-history\/1$/);
    await expect(page.getByRole('row', { name: /Paging 10/ })).toBeVisible();
  });

  test('a used invitation link shows why it cannot be used, without a form', async () => {
    const page = collaboratorPage;
    await page.goto(invitationPath);
    await expect(page.getByText('This invitation cannot be used')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: INVITATION_MESSAGES.used })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create my account' })).toHaveCount(0);
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  });
});

test('a re-invitation replaces the old link; a collaborator is removed after confirmation', async ({
  page,
  browser,
}) => {
  test.slow(); // two signed-in browsers and four e-mail reads
  const person = { name: `Raka Reinvited ${RUN}`, email: `raka.${RUN.toLowerCase()}@example.com` };
  await signIn(page, 'consultant');
  await sidebar(page).getByRole('link', { name: 'Collaborators', exact: true }).click();
  await expect(page).toHaveURL(/\/consultant-account\/collaborators$/);
  await expect(page.getByRole('heading', { name: 'Collaborators' })).toBeVisible();

  await page.getByRole('button', { name: 'Invite collaborator' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a collaborator' });
  await dialog.getByLabel('Name').fill(person.name);
  await dialog.getByLabel('Email').fill(person.email);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toast(page, `Invitation sent to ${person.email}`)).toBeVisible();
  const outbox = await openOutboxAsAdmin(browser);
  const oldPath = await latestInvitationPath(outbox, person.email);

  await page.getByRole('button', { name: `Re-invite ${person.name}`, exact: true }).click();
  await expect(toast(page, `A new invitation was sent to ${person.email}`)).toBeVisible();
  expect(await latestInvitationPath(outbox, person.email)).not.toBe(oldPath);
  await outbox.context().close();

  const stranger = await browser.newContext();
  try {
    const old = await stranger.newPage();
    await old.goto(oldPath);
    await expect(old.getByRole('alert').filter({ hasText: INVITATION_MESSAGES.used })).toBeVisible();
    await expect(old.getByRole('button', { name: 'Create my account' })).toHaveCount(0);
  } finally {
    await stranger.close();
  }

  await page.getByRole('button', { name: `Remove ${person.name}`, exact: true }).click();
  await expect(page.getByText(`Remove ${person.name}?`)).toBeVisible();
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(toast(page, 'Collaborator removed')).toBeVisible();
  await expect(page.getByRole('button', { name: `Remove ${person.name}`, exact: true })).toHaveCount(0);
});

test('an unknown invitation link shows the server message and no form', async ({ page }) => {
  await page.goto(`/invitation/${'x'.repeat(43)}`);
  await expect(page.getByText('This invitation cannot be used')).toBeVisible();
  await expect(page.getByRole('alert')).not.toBeEmpty();
  await expect(page.getByRole('button', { name: 'Create my account' })).toHaveCount(0);
});

test('the password change form checks the rules and shows the server refusal under the field', async ({
  page,
}) => {
  await signIn(page, 'consultant');
  await sidebar(page).getByRole('link', { name: 'Edit Profile', exact: true }).click();
  await expect(page).toHaveURL(/\/consultant-account\/edit-profile$/);
  await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Change password' });

  await submit.click();
  await expect(fieldError(page, 'old_password is required')).toBeVisible();
  await expect(fieldError(page, PASSWORD_MESSAGES.tooShort)).toBeVisible();
  await expect(toast(page, 'old_password is required')).toBeVisible();

  await page.getByLabel('Old password').fill(DEMO.consultant.password);
  await page.getByLabel('New password', { exact: true }).fill(DEMO.consultant.password);
  await page.getByLabel('Confirm new password').fill('something-else');
  await submit.click();
  await expect(fieldError(page, PASSWORD_MESSAGES.sameAsOld)).toBeVisible();
  await expect(fieldError(page, PASSWORD_MESSAGES.mismatch)).toBeVisible();

  await page.getByLabel('Old password').fill('not-the-old-password');
  await page.getByLabel('New password', { exact: true }).fill('a-brand-new-password');
  await page.getByLabel('Confirm new password').fill('a-brand-new-password');
  await submit.click();
  await expect(fieldError(page, PASSWORD_MESSAGES.wrongOld)).toBeVisible();
  await expect(toast(page, `400: ${PASSWORD_MESSAGES.wrongOld}`)).toBeVisible();
});

test('a profile change shows at once in the sidebar user card', async ({ page }) => {
  await signIn(page, 'collaborator');
  await sidebar(page).getByRole('link', { name: 'Edit Profile', exact: true }).click();
  await expect(page).toHaveURL(/\/corporate-account\/edit-profile$/);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(DEMO.collaborator.name);
  const renamed = `Bima Renamed ${RUN}`;
  await page.getByLabel('Name', { exact: true }).fill(renamed);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(toast(page, 'Profile saved')).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(renamed) })).toBeVisible();
  // Put the demo name back for the other journeys.
  await page.getByLabel('Name', { exact: true }).fill(DEMO.collaborator.name);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('button', { name: new RegExp(DEMO.collaborator.name) })).toBeVisible();
});

test('the sector tree: add, add under, rename, a refused removal, move and remove', async ({ page }) => {
  const parent = `E2E Sector ${RUN}`;
  const child = `E2E Child ${RUN}`;
  const renamed = `E2E Renamed ${RUN}`;
  await signIn(page, 'consultant');
  await sidebar(page).getByRole('link', { name: 'Sectors', exact: true }).click();
  await expect(page).toHaveURL(/\/corporate-account\/sector$/);
  const tree = page.getByRole('tree', { name: 'Sector tree' });
  await expect(tree.getByText('Technology', { exact: true })).toBeVisible();

  await test.step('add a top-level sector and one under it', async () => {
    await page.getByRole('button', { name: 'Add sector', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'New sector' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(fieldError(dialog, 'name is required')).toBeVisible();
    await dialog.getByLabel('Name').fill(parent);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(toast(page, 'Sector added')).toBeVisible();
    await expect(tree.getByText(parent, { exact: true })).toBeVisible();

    await page.getByRole('button', { name: `Add a sector under ${parent}`, exact: true }).click();
    const under = page.getByRole('dialog', { name: `New sector under ${parent}` });
    await under.getByLabel('Name').fill(child);
    await under.getByRole('button', { name: 'Create' }).click();
    await expect(tree.getByText(child, { exact: true })).toBeVisible();
  });

  await test.step('rename the child', async () => {
    await page.getByRole('button', { name: `Rename ${child}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Rename sector' });
    await dialog.getByLabel('Name').fill(renamed);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Sector renamed')).toBeVisible();
    await expect(tree.getByText(renamed, { exact: true })).toBeVisible();
    await expect(tree.getByText(child, { exact: true })).toHaveCount(0);
  });

  await test.step('a sector with a sub-sector cannot be removed; the server says why', async () => {
    await page.getByRole('button', { name: `Remove ${parent}`, exact: true }).click();
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(page.locator('.ant-alert-error', { hasText: 'still used by 1 sub-sector' })).toBeVisible();
    await expect(tree.getByText(parent, { exact: true })).toBeVisible();
  });

  await test.step('move the child under another sector, then remove both', async () => {
    await page.getByRole('button', { name: `Move ${renamed}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Move ${renamed}` });
    await dialog.getByLabel('Parent sector').click();
    const options = page.locator('.ant-select-dropdown:visible');
    // A sector cannot move under itself.
    await expect(options.locator('.ant-select-tree-treenode-disabled', { hasText: renamed })).toBeVisible();
    await options.getByTitle('Finance', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Sector moved')).toBeVisible();

    for (const name of [parent, renamed]) {
      await page.getByRole('button', { name: `Remove ${name}`, exact: true }).click();
      await page.getByRole('button', { name: 'Remove', exact: true }).click();
      await expect(tree.getByText(name, { exact: true })).toHaveCount(0);
    }
  });
});

/** A 2×2 PNG, a real image for the logo and photo uploads (the server checks the content). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==',
  'base64',
);

test('an admin creates a consultant account, uploads its logo and removes it', async ({ page }) => {
  const account = {
    name: `E2E Consulting ${RUN}`,
    legalName: `PT E2E Consulting ${RUN}`,
    user: `Sari Consultant ${RUN}`,
    email: `sari.${RUN.toLowerCase()}@example.com`,
  };
  await signIn(page, 'admin');
  await sidebar(page).getByRole('link', { name: 'Consultant Accounts', exact: true }).click();
  await page.getByRole('button', { name: 'New consultant account' }).click();
  const dialog = page.getByRole('dialog', { name: 'New consultant account' });
  await dialog.getByLabel('Name', { exact: true }).fill(account.name);
  await dialog.getByLabel('Legal name').fill(account.legalName);
  await dialog.getByLabel("First user's name").fill(account.user);
  await dialog.getByLabel("First user's email").fill('nope');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(fieldError(dialog, 'user_email must be a valid e-mail address')).toBeVisible();
  await dialog.getByLabel("First user's email").fill(account.email);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'Consultant account created')).toBeVisible();

  await expect(page).toHaveURL(/\/consultant-account\/detail\/\d+$/);
  await expect(page.getByRole('heading', { name: account.name })).toBeVisible();
  const users = page.getByRole('table', { name: 'Users' });
  const userRow = users.getByRole('row', { name: new RegExp(account.email) });
  await expect(userRow.getByText('Invited', { exact: true })).toBeVisible();
  await expect(userRow.getByText('Consultant', { exact: true })).toBeVisible();

  await expect(page.getByText('No logo yet')).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload logo' }).click();
  await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(toast(page, 'Logo uploaded')).toBeVisible();
  const logo = page.getByRole('img', { name: `Logo of ${account.name}` });
  await expect(logo).toBeVisible();
  await expect(logo).toHaveAttribute('src', /\S+/);
  await expect(page.getByRole('button', { name: 'Change logo' })).toBeVisible();
  const thumbnail = await logo.getAttribute('src');
  expect((await page.request.get(thumbnail ?? '')).ok(), 'the thumbnail is served').toBe(true);

  await page.getByRole('button', { name: 'Remove consultant account' }).click();
  const confirm = page.getByRole('dialog', { name: `Remove the consultant account ${account.name}?` });
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(toast(page, 'Consultant account removed')).toBeVisible();
  await expect(page).toHaveURL(/\/consultant-account\/all-account$/);
  await expect(page.getByRole('link', { name: account.name })).toHaveCount(0);
});

test('a new profile photo shows in the sidebar user card', async ({ page }) => {
  await signIn(page, 'consultant');
  await sidebar(page).getByRole('link', { name: 'Edit Profile', exact: true }).click();
  await expect(page.getByLabel('Account name')).toHaveValue('Demo Consulting');
  const card = page.getByRole('button', { name: new RegExp(DEMO.consultant.name) });
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /^(Upload|Change) photo$/ }).click();
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(toast(page, 'Photo updated')).toBeVisible();
  await expect(page.getByRole('img', { name: `Photo of ${DEMO.consultant.name}` }).first()).toBeVisible();
  await expect(card.getByRole('img', { name: `Photo of ${DEMO.consultant.name}` })).toHaveAttribute(
    'src',
    /\/uploads\//,
  );
});
