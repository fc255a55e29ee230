import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createWriteGate } from '../src/hot-path/write-gate';
import { startTestApp } from '../test/harness';
import { demoProject } from '../test/tenants';
import { startHeavyClient } from './heavy-client-thread';
import { heavySheetsInThread } from './heavy-sheets';
import { listeningBase } from './meanwhile';

const t = await startTestApp({ seed: true, autoCheckpoint: false, writeGate: createWriteGate() });
const consultant = await t.signIn('consultant');
const admin = await t.signIn('admin');
const project = await demoProject(t);
const client = startHeavyClient(await listeningBase(t));
import ExcelJS from 'exceljs';
async function inviteeSheet(count: number, lang: string): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Participants');
  ws.addRow(['Name', 'Email', 'Phone', 'Language']);
  for (let i = 0; i < count; i++) ws.addRow([`Person ${i}`, `person${i}@bench.example`, '', lang]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
import { ITEM_IMPORT_MAX_ITEMS, ITEM_SHEET_COLUMNS, ITEM_SHEET_NAME } from '@asesa/contracts';
async function itemSheet(count: number): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(ITEM_SHEET_NAME);
  ws.addRow([...ITEM_SHEET_COLUMNS]);
  for (let i = 0; i < count; i++) {
    const cells: Record<string, string> = { Section: `Part ${Math.floor(i / 500) + 1}`, Type: 'single', Stem: `Which number follows ${i}?`, 'Option A': String(i + 1), 'Option B': String(i + 2), 'Option C': String(i - 1), 'Option D': String(i * 2), Key: 'A' };
    ws.addRow(ITEM_SHEET_COLUMNS.map((c) => cells[c] ?? null));
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}
const sheets = {
  mostItems: await itemSheet(ITEM_IMPORT_MAX_ITEMS), invitees: await inviteeSheet(10_000, ''), wrong: await inviteeSheet(10_000, 'en'), twoInvitees: await inviteeSheet(2, '') };
for (const [name, content] of Object.entries(sheets)) await client.keep(name, content);
const read = (name: string) => client.send({ path: 'projects/invitations/bulk-read', token: consultant, fields: { project_id: String(project.id) }, file: { name, field: 'file', filename: 'x.xlsx' } });
let instruments = 0;
const importItems = async (name: string) => client.send({ path: 'instruments/items/import-xlsx', token: admin, fields: { id: String((await t.callOk('instruments/new', { code: `H-${++instruments}`, name: `H ${instruments}`, kind: 'ability' }, admin)).id), mode: 'append' }, file: { name, field: 'file', filename: 'x.xlsx' } });
await read('twoInvitees');
const which = process.env.WHICH ?? 'invitees';
for (let k = 0; k < 3; k++) {
  const h = monitorEventLoopDelay({ resolution: 5 }); h.enable();
  const t0 = performance.now();
  const status = which === 'items' ? await importItems('mostItems') : await read(which);
  h.disable();
  console.log(`run ${k}: status ${status} window ${(t0/1000).toFixed(2)}-${(performance.now()/1000).toFixed(2)} s, loop max ${(h.max/1e6).toFixed(1)} ms p99 ${(h.percentile(99)/1e6).toFixed(1)}`);
}
await client.close();
await t.close();
