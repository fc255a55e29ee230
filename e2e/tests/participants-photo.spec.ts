import { expect, test } from '@playwright/test';
import { accessCodes, consultantApi, participantCall, partnerProject } from '../fixtures/partner-setup';
import { signIn } from '../fixtures/session';

// A candidate's registration photo is personal data: the reviewer sees it in the results drawer,
// fetched through an authorised call (a blob URL), never from a public /uploads/ address.

const run = Date.now().toString(36).toUpperCase();

test('the results drawer shows the registration photo to the consultant, from no public URL', async ({
  page,
  request,
}) => {
  const call = await consultantApi(request);
  const project = await partnerProject(call, `PH${run}`, { colour: '#003366', font: '', proctoring: 'off' });
  await call('projects/configs/landing-form/update', {
    project_id: project.projectId,
    fields: { photo: { show: true, required: false } },
  });
  const [code] = await accessCodes(call, project.projectId, 1);
  const claimed = await participantCall(request, 'test-activities/submit-code', { code });
  const name = `Putri Photo ${run}`;
  await page.setViewportSize({ width: 320, height: 240 });
  await page.setContent('<body style="background:#3a7">photo</body>');
  const photo = await page.screenshot({ type: 'jpeg' });
  const registered = await request.post('/api/v1/test-activities/submit', {
    multipart: {
      participantCode: claimed.code,
      name,
      email: `photo.${run.toLowerCase()}@example.com`,
      phone: '0812',
      is_agree_tnc: 'true',
      photo: { name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo },
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);

  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'consultant');
  const publicPhotos: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/uploads/participant-photos/')) publicPhotos.push(r.url());
  });
  await page.goto(`/project/detail/${project.projectId}`);
  const table = page.getByRole('table', { name: 'Participants of the project' });
  await table
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: 'Results' })
    .click();
  const drawer = page.getByRole('dialog', { name: `Results for ${name}` });
  const img = drawer.getByRole('img', { name: `Registration photo of ${name}` });
  await expect(img).toBeVisible();
  await expect(img).toHaveAttribute('src', /^blob:/);
  expect(publicPhotos).toEqual([]);
});
