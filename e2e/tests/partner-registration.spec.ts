import { expect, type Page, type Request, test } from '@playwright/test';
import { accessCodes, consultantApi, participantCall, partnerProject } from '../fixtures/partner-setup';

// The embedded partner area (spec 2.3) for a candidate who has not registered yet: the
// registration form opens inside the partner layout (header, theme, frame), and registering
// leads to the partner dashboard. The partner's page hands the corporate's partner token in the
// iframe URL; every participant call then carries it in the partner-token header (spec 6 and 7).

const run = Date.now().toString(36).toUpperCase();
const COLOUR = '#1d5c3a';
const HOST_PATH = '/partner-host.html';
const SHOTS = process.env.PARTNER_SHOTS_DIR ?? '/tmp/pw-partner';

let pcode = '';
let spareCode = '';
let token = '';
let rivalToken = '';

test.beforeAll(async ({ request }) => {
  const call = await consultantApi(request);
  const project = await partnerProject(call, `PR${run}`, {
    colour: COLOUR,
    font: 'Georgia, serif',
    proctoring: 'off',
  });
  const [code, spare] = await accessCodes(call, project.projectId, 2);
  pcode = (await participantCall(request, 'test-activities/submit-code', { code })).code;
  spareCode = (await participantCall(request, 'test-activities/submit-code', { code: spare })).code;
  token = (await call('partner/token', { account_corporate_id: project.corporateId })).token;
  const rival = await call('accounts/corporates/new', {
    name: `Other Corp ${run}`,
    legal_name: `PT Other ${run}`,
    slug: `other-${run.toLowerCase()}`,
    color_theme: '#333333',
    font_theme: '',
    is_show_header: true,
  });
  rivalToken = (await call('partner/token', { account_corporate_id: rival.id })).token;
});

/** A partner's page on the app's own origin (frame-ancestors allows 'self') framing a partner URL. */
async function openHost(page: Page, framed: string) {
  await page.route(`**${HOST_PATH}`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Partner portal</title></head><body>
<iframe id="embed" title="Asesa" src="${framed}" style="width: 1000px; height: 900px; border: 0"></iframe>
</body></html>`,
    }),
  );
  await page.goto(HOST_PATH);
  return page.frameLocator('#embed');
}

const frameUrl = (page: Page) =>
  page
    .frames()
    .find((f) => f !== page.mainFrame())
    ?.url() ?? '';

test('an unregistered candidate registers inside the partner layout and reaches the partner dashboard', async ({
  page,
}) => {
  const participantCalls: Request[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/test-activities/')) participantCalls.push(r);
  });
  const frame = await openHost(page, `/aktivitas-ujian/partner/dashboard/${pcode}?partner_token=${token}`);

  // The dashboard sends the unregistered candidate to the form, in the partner area.
  await expect(frame.getByRole('heading', { name: 'Pendaftaran' })).toBeVisible();
  await expect.poll(() => frameUrl(page)).toMatch(new RegExp(`/aktivitas-ujian/partner/form/${pcode}$`));
  const header = frame.getByTestId('partner-header');
  await expect(header).toBeVisible();
  await expect(header).toHaveCSS('background-color', 'rgb(29, 92, 58)');
  await expect(frame.locator('.ant-layout').first()).toHaveCSS('font-family', /Georgia/);
  await expect(frame.getByRole('main', { name: 'Aktivitas Ujian' })).toBeVisible();
  // The token left the address (history, Referer) but is still sent.
  expect(frameUrl(page)).not.toContain('partner_token');
  await page.screenshot({ path: `${SHOTS}/partner-registration-form.png`, fullPage: true });

  await frame.getByLabel('Nama lengkap').fill(`Rina Partner ${run}`);
  await frame.getByLabel('E-mail').fill(`rina.${run.toLowerCase()}@example.com`);
  await frame.getByLabel('Nomor telepon').fill('+62 812 1111 2222');
  await frame
    .getByRole('checkbox', { name: 'Saya telah membaca dan menyetujui syarat dan ketentuan asesmen ini.' })
    .check();
  await frame.getByRole('button', { name: 'Lanjutkan' }).click();

  await expect(frame.getByRole('heading', { name: `Selamat datang, Rina Partner ${run}` })).toBeVisible();
  await expect.poll(() => frameUrl(page)).toMatch(new RegExp(`/aktivitas-ujian/partner/dashboard/${pcode}$`));
  await expect(header).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/partner-registration-dashboard.png`, fullPage: true });

  // Every participant call carried the partner token, the registration form's too.
  const submit = participantCalls.find((r) => r.url().endsWith('/test-activities/submit'));
  expect(submit, 'the registration form was sent').toBeTruthy();
  expect(participantCalls.length).toBeGreaterThan(3);
  for (const r of participantCalls) expect(r.headers()['partner-token'], r.url()).toBe(token);
});

test('another corporate’s partner token is refused, naming the header', async ({ page }) => {
  const frame = await openHost(
    page,
    `/aktivitas-ujian/partner/dashboard/${spareCode}?partner_token=${rivalToken}`,
  );
  await expect(frame.getByRole('heading', { name: 'Akses partner ditolak' })).toBeVisible();
  // In the partner page's language (Indonesian), still naming the header.
  await expect(frame.getByText(/Header partner-token milik korporat lain/)).toBeVisible();
});

test('reloading a partner page offline shows the product’s connection-lost page, not the browser’s', async ({
  page,
  context,
}) => {
  const url = `/aktivitas-ujian/partner/dashboard/${pcode}`;
  const frame = await openHost(page, `${url}?partner_token=${token}`);
  await expect(frame.getByRole('heading', { name: `Selamat datang, Rina Partner ${run}` })).toBeVisible();
  const inner = page.frames().find((f) => f !== page.mainFrame())!;
  // The partner area's service worker has installed the shell and controls the framed page.
  await inner.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 20_000 });
  expect(
    await inner.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope ?? ''),
  ).toMatch(/\/aktivitas-ujian\/partner\/$/);

  await context.setOffline(true);
  await inner.goto(url);
  await expect(frame.getByRole('heading', { name: 'Koneksi Internet terputus' })).toBeVisible();
  await expect(frame.getByText('Periksa koneksi internet Anda, lalu muat ulang halaman.')).toBeVisible();
  await expect.poll(() => frameUrl(page)).toMatch(/\/aktivitas-ujian\/partner\/offline$/);
  // Still the partner's frame: the partner layout's main region around the page.
  await expect(frame.getByRole('main', { name: 'Aktivitas Ujian' })).toBeVisible();
  await context.setOffline(false);
});

test('without the server, a link stored as expired shows the expired page (spec 3 params)', async ({
  page,
}) => {
  // The partner area stores the link's expiry the server gave (params.expiry_date).
  const frame = await openHost(page, `/aktivitas-ujian/partner/dashboard/${pcode}?partner_token=${token}`);
  await expect(frame.getByRole('heading', { name: `Selamat datang, Rina Partner ${run}` })).toBeVisible();
  const inner = page.frames().find((f) => f !== page.mainFrame())!;
  const stored = await inner.evaluate(() => JSON.parse(localStorage.getItem('params') ?? 'null'));
  expect(stored).toEqual({ participant_code: pcode, expiry_date: null });

  // Say the link expired a minute ago, then lose the server: the expired page shows without it.
  await inner.evaluate(
    ([code]) =>
      localStorage.setItem(
        'params',
        JSON.stringify({ participant_code: code, expiry_date: new Date(Date.now() - 60_000).toISOString() }),
      ),
    [pcode],
  );
  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await inner.goto(`/aktivitas-ujian/partner/dashboard/${pcode}`);
  await expect(frame.getByRole('heading', { name: 'Kode peserta sudah tidak berlaku' })).toBeVisible();
  await expect.poll(() => frameUrl(page)).toMatch(/\/aktivitas-ujian\/partner\/expired\?pcode=/);
});
