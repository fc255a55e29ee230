import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LANDING_FORM } from '@asesa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileCall } from '../../../test/file-call';
import { startTestApp, type TestApp } from '../../../test/harness';
import { journeyParticipant, submitRegistration } from '../../../test/support/journey.fixtures';
import { zipOf } from '../../../test/support/zip-of';
import { demoProject, rivalTenant } from '../../../test/tenants';
import { cleanCvName, cvsDir } from './participant-cvs';

// A project that asks for a CV gets it: checked by content, stored under the participant with a
// safe name, downloaded by the project's reviewers as an attachment, erased with the participant.

let t: TestApp;
let consultant: string;
let project: { id: number; account_corporate_id: number };
beforeAll(async () => {
  t = await startTestApp();
  consultant = await t.signIn('consultant');
  project = await demoProject(t);
  const form = structuredClone(DEFAULT_LANDING_FORM);
  form.fields.cv = { show: true, required: true };
  await t.deps.db
    .updateTable('projects')
    .set({ landing_form_json: JSON.stringify(form) })
    .where('id', '=', project.id)
    .execute();
});
afterAll(() => t.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

let made = 0;
async function registerWithCv(content: Buffer, filename: string, headers: Record<string, string> = {}) {
  made += 1;
  const p = await journeyParticipant(t, project, `Cv Person ${made}`);
  const res = await submitRegistration(
    t,
    {
      participantCode: p.code,
      name: `Cv Person ${made}`,
      email: `cv${made}@example.com`,
      is_agree_tnc: 'true',
    },
    [{ field: 'cv', filename, content }],
    headers,
  );
  return { ...p, res };
}

const stored = (id: number) =>
  t.deps.db
    .selectFrom('participants')
    .select(['cv_path', 'cv_name'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('the registration CV', () => {
  it('is kept under the participant with a safe name, and reviewers download it as an attachment', async () => {
    const p = await registerWithCv(PDF, '../../etc/Résumé<1>.pdf');
    expect(p.res.status).toBe(200);
    const row = await stored(p.id);
    expect(row.cv_name).toBe('Résumé1.pdf');
    expect(row.cv_path).toMatch(new RegExp(`^${p.id}/[0-9a-f]{32}\\.pdf$`));
    expect(existsSync(join(cvsDir(t.deps.env), row.cv_path!))).toBe(true);

    const results = await t.callOk('projects/participants/results', { participant_id: p.id }, consultant);
    expect(results.participant.cv_name).toBe('Résumé1.pdf');
    const file = await fileCall(t, 'projects/participants/cv', { participant_id: p.id }, consultant);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(String(file.headers['content-disposition'])).toMatch(/^attachment;/);
    expect(Buffer.compare(file.bytes, PDF)).toBe(0);
  });

  it('takes a Word document by content, whatever its name', async () => {
    const docx = await zipOf({
      '[Content_Types].xml': Buffer.from('<Types/>'),
      'word/document.xml': Buffer.from('<w:document/>'),
    });
    const p = await registerWithCv(docx, 'cv.pdf');
    expect(p.res.status).toBe(200);
    expect((await stored(p.id)).cv_name).toBe('cv.docx');
  });

  it('refuses what is no PDF or Word document, in the reader’s language, and stores nothing', async () => {
    const html = await registerWithCv(Buffer.from('<html><script>alert(1)</script></html>'), 'cv.pdf');
    expect(html.res.status).toBe(400);
    expect(html.res.body.error).toMatchObject({
      field: 'cv',
      message: 'cv: the CV must be a PDF or Word document (.pdf, .docx or .doc)',
    });
    expect(await stored(html.id)).toEqual({ cv_path: null, cv_name: null });
    // A zip that is no Word document, and one made to unpack far beyond its size.
    const zip = await registerWithCv(await zipOf({ 'a.txt': Buffer.from('x') }), 'cv.docx', {
      'content-language': 'id',
    });
    expect(zip.res.body.error.message).toBe(
      'cv: CV harus berupa dokumen PDF atau Word (.pdf, .docx, atau .doc)',
    );
    const bomb = await registerWithCv(
      await zipOf({ 'word/document.xml': Buffer.alloc(3 * 1024 * 1024, 'a') }),
      'cv.docx',
    );
    expect(bomb.res.status).toBe(400);
  });

  it('is for the project’s reviewers only, and goes when the participant is erased', async () => {
    const p = await registerWithCv(PDF, 'cv.pdf');
    const rival = (await rivalTenant(t, { slug: 'rival-cv' })).token;
    expect((await fileCall(t, 'projects/participants/cv', { participant_id: p.id }, rival)).status).toBe(404);
    expect((await fileCall(t, 'projects/participants/cv', { participant_id: p.id })).status).toBe(401);
    const path = join(cvsDir(t.deps.env), (await stored(p.id)).cv_path!);
    await t.callOk('projects/participants/erase', { participant_id: p.id, confirm: true }, consultant);
    expect(existsSync(path)).toBe(false);
    expect(await stored(p.id)).toEqual({ cv_path: null, cv_name: null });
    expect((await fileCall(t, 'projects/participants/cv', { participant_id: p.id }, consultant)).status).toBe(
      404,
    );
  });
});

describe('cleanCvName', () => {
  it('keeps the name a person gave, without folders, reserved characters or a misleading extension', () => {
    expect(cleanCvName('C:\\Users\\rina\\CV Rina.PDF', 'pdf')).toBe('CV Rina.pdf');
    expect(cleanCvName('../../x/evil"name|.exe', 'docx')).toBe('evilname.docx');
    expect(cleanCvName('', 'doc')).toBe('CV.doc');
    expect(cleanCvName('\u0000\u0007', 'pdf')).toBe('CV.pdf');
  });
});
