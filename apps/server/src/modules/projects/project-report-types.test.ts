import { DEFAULT_PROJECT_SETTINGS, REPORT_TYPES } from '@asesa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { startAppAs } from '../../../test/support/module-setup';
import { expectRefusal } from '../../../test/support/refusals';
import { demoCorporateProject } from '../../../test/tenants';

let t: TestApp;
let consultant: string;
let project: Awaited<ReturnType<typeof demoCorporateProject>>;

beforeAll(async () => {
  [t, consultant] = await startAppAs('consultant');
  project = await demoCorporateProject(t, 'Report types');
});
afterAll(() => t.close());

describe('the report types a project offers', () => {
  it('are all three by default', async () => {
    expect(DEFAULT_PROJECT_SETTINGS.report_types).toEqual([...REPORT_TYPES]);
    const detail = await t.callOk('projects/detail', { id: project.id }, consultant);
    expect(detail.settings.report_types).toEqual([...REPORT_TYPES]);
  });

  it('are saved in a fixed order, each once, and kept by other setting changes', async () => {
    const saved = await t.callOk(
      'projects/update-setting',
      { id: project.id, report_types: ['technical-appendix', 'hiring-manager', 'technical-appendix'] },
      consultant,
    );
    expect(saved.settings.report_types).toEqual(['hiring-manager', 'technical-appendix']);
    const other = await t.callOk(
      'projects/update-setting',
      { id: project.id, show_results: true },
      consultant,
    );
    expect(other.settings.report_types).toEqual(['hiring-manager', 'technical-appendix']);
    const copy = await t.callOk('projects/duplicate', { id: project.id }, consultant);
    expect(copy.settings.report_types).toEqual(['hiring-manager', 'technical-appendix']);
  });

  it('need at least one known type', async () => {
    await expectRefusal(t.call('projects/update-setting', { id: project.id, report_types: [] }, consultant), {
      status: 400,
      message: expect.stringContaining('report_types'),
    });
    await expectRefusal(
      t.call('projects/update-setting', { id: project.id, report_types: ['summary'] }, consultant),
      { status: 400, message: expect.stringContaining('type must be one of') },
    );
  });
});
