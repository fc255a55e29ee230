import { nowIso } from '../src/lib/clock';
import { hashPassword } from '../src/lib/crypto';
import { grantCredits } from '../src/modules/credits/ledger';
import type { TestApp } from './harness';
import { insertActiveProject } from './support/project-rows';

// Tenants and projects that tests build beside the demo data (not a test file itself).

const RIVAL_PASSWORD = 'Rival#2026';
const DEMO_PROJECT_NAME = 'Graduate Intake 2026 (demo)';

/** A corporate_accounts row with the default theme. */
export const corporateRow = (
  names: { account_consultant_id: number; name: string; legal_name: string; title: string; slug: string },
  now: string,
) => ({
  ...names,
  color_theme: '#003366',
  font_theme: '',
  is_show_header: 1,
  is_use_corporate_logo: 0,
  callback_url: '',
  created_at: now,
  updated_at: now,
});

/**
 * Another consultant account with one corporate, its consultant and a collaborator of the
 * corporate, both signed in: the outsider of tenancy tests. The slug names the users' e-mails too,
 * so one test file can make several rivals. `withProject` adds a project running no instruments
 * (so no submissions) with one participant who shares an e-mail with a person of the demo data.
 */
export async function rivalTenant(
  t: TestApp,
  opts: { slug?: string; agreeTnc?: boolean; withProject?: boolean } = {},
) {
  const slug = opts.slug ?? 'rival';
  const now = nowIso();
  const stamps = { created_at: now, updated_at: now };
  const acc = await t.deps.db
    .insertInto('consultant_accounts')
    .values({ name: 'Rival', legal_name: 'Rival Ltd', ...stamps })
    .returning('id')
    .executeTakeFirstOrThrow();
  const corp = await t.deps.db
    .insertInto('corporate_accounts')
    .values(
      corporateRow(
        { account_consultant_id: acc.id, name: 'Rival Corp', legal_name: 'PT Rival', title: 'Rival', slug },
        now,
      ),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  const user = { password_hash: await hashPassword(RIVAL_PASSWORD), title: null, ...stamps };
  const consultantEmail = `${slug}.consultant@corp.test`;
  const collaboratorEmail = `${slug}@corp.test`;
  await t.deps.db
    .insertInto('users')
    .values([
      {
        ...user,
        email: consultantEmail,
        name: 'Rival consultant',
        role: 'consultant',
        account_consultant_id: acc.id,
        account_corporate_id: null,
        is_agree_tnc: 1,
      },
      {
        ...user,
        email: collaboratorEmail,
        name: 'Rival',
        role: 'collaborator',
        account_consultant_id: null,
        account_corporate_id: corp.id,
        is_agree_tnc: opts.agreeTnc === false ? 0 : 1,
      },
    ])
    .execute();
  const tenant = {
    consultantId: acc.id,
    corporateId: corp.id,
    consultantToken: await t.signIn({ email: consultantEmail, password: RIVAL_PASSWORD }),
    /** The collaborator's token. */
    token: await t.signIn({ email: collaboratorEmail, password: RIVAL_PASSWORD }),
  };
  if (!opts.withProject) return { ...tenant, projectId: 0, participantId: 0 };

  const project = await insertActiveProject(t.deps.db, corp.id, 'Rival Project');
  const participant = await t.deps.db
    .insertInto('participants')
    .values({
      project_id: project.id,
      account_corporate_id: corp.id,
      participant_code: `RIVAL-${acc.id}-0001`,
      name: 'Rival Person',
      email: 'same.person@example.com',
      phone: '',
      status: 'invited',
      is_agree_tnc: 0,
      ...stamps,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ...tenant, projectId: project.id, participantId: participant.id };
}

/** The seeded demo project (corporate `demo`). */
export function demoProject(t: TestApp) {
  return t.deps.db
    .selectFrom('projects')
    .select(['id', 'account_corporate_id', 'name'])
    .where('name', '=', DEMO_PROJECT_NAME)
    .executeTakeFirstOrThrow();
}

/** The demo project's scored participants (the demo seeds their answers and scores), by id. */
export async function scoredDemoParticipants(t: TestApp, projectId: number) {
  return t.deps.db
    .selectFrom('participants')
    .select(['id', 'participant_code as code', 'name'])
    .where('project_id', '=', projectId)
    .where('status', '=', 'scored')
    .orderBy('id')
    .execute();
}

/** A fresh project of the demo corporate running the demo project's instruments. */
export async function demoCorporateProject(t: TestApp, name: string) {
  const demo = await demoProject(t);
  const project = await insertActiveProject(t.deps.db, demo.account_corporate_id, name);
  const instruments = await t.deps.db
    .selectFrom('project_instruments')
    .select(['instrument_id', 'instrument_version_id', 'position'])
    .where('project_id', '=', demo.id)
    .execute();
  await t.deps.db
    .insertInto('project_instruments')
    .values(instruments.map((i) => ({ ...i, project_id: project.id })))
    .execute();
  return project;
}

/**
 * A corporate of the demo consultant with `credits` credits and a project on the demo ability
 * test, whose credit cost is set to `cost` (each test file has its own database).
 */
export async function tightCorporate(
  t: TestApp,
  consultantToken: string,
  opts: { slug: string; cost: number; credits: number },
) {
  const now = nowIso();
  const demo = await t.deps.db
    .selectFrom('corporate_accounts')
    .select('account_consultant_id')
    .where('slug', '=', 'demo')
    .executeTakeFirstOrThrow();
  const corp = await t.deps.db
    .insertInto('corporate_accounts')
    .values(
      corporateRow(
        {
          account_consultant_id: demo.account_consultant_id,
          name: `Corp ${opts.slug}`,
          legal_name: `PT ${opts.slug}`,
          title: opts.slug,
          slug: opts.slug,
        },
        now,
      ),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  await grantCredits(t.deps.db, {
    corporateId: corp.id,
    amount: opts.credits,
    reason: 'top_up',
    remarks: 'test credits',
    createdBy: null,
    at: now,
  });
  const instrument = await t.deps.db
    .updateTable('instruments')
    .set({ credit_cost: opts.cost })
    .where('code', '=', 'DEMO-ABILITY')
    .returning('id')
    .executeTakeFirstOrThrow();
  const project = await t.callOk(
    'projects/new',
    { account_corporate_id: corp.id, name: `Project ${opts.slug}`, instrument_ids: [instrument.id] },
    consultantToken,
  );
  return { corporateId: corp.id, projectId: project.id as number };
}
