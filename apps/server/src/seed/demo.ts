import { withStartupLock } from '../db/startup-lock';
import type { Actor, Deps } from '../deps';
import { addMs, nowIso } from '../lib/clock';
import { hashPassword } from '../lib/crypto';
import { seedDemoAccessCode } from '../modules/access-codes/access-codes.service';
import { insertConsultantAccount } from '../modules/accounts/consultants.repository';
import { insertCorporate } from '../modules/accounts/corporates.repository';
import { insertSector } from '../modules/accounts/sectors.repository';
import { grantCredits, syncReservations } from '../modules/credits/ledger';
import { createInstrument, saveContent, submitInstrument } from '../modules/instruments/instruments.service';
import { createJobProfile } from '../modules/job-profiles/job-profiles.service';
import { createProject } from '../modules/projects/projects.service';
import { enrolParticipant } from '../modules/test-attempts/sittings.service';
import { insertActiveUser } from '../modules/users/users.repository';
import { seedDemoAdaptiveTest } from './demo-adaptive-test';
import { DEMO_COMPETENCES, seedDemoCompetences } from './demo-competences';
import {
  DEMO_ABILITY_SECTIONS,
  DEMO_CORPORATE_SLUG,
  DEMO_CREDITS,
  DEMO_PARTICIPANT_CODE,
  DEMO_PERSONALITY_SECTIONS,
  DEMO_SECTORS,
  DEMO_USERS,
} from './demo-content';
import { queueDemoNormingAnalyses, seedDemoNormingStudy } from './demo-norming-study';
import { seedDemoParticipants } from './demo-participants';
import { seedDemoScoring, seedDemoTraitDimensions, seedDemoTraitScoring } from './demo-scoring';
import { DEMO_ABILITY_ENGLISH, DEMO_PERSONALITY_ENGLISH, saveDemoEnglish } from './demo-translations';

/** Seeds the demo data of DOMAIN.md when the database has no users; returns whether it did. */
export async function seedDemoIfEmpty(deps: Deps): Promise<boolean> {
  // Instances starting at once on an empty database: only the first one to get the lock seeds.
  return withStartupLock(deps.db, deps.dialect, 'seed', async () => {
    const any = await deps.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
    if (any) return false;
    const demo = await seedDemo(deps);
    const study = await seedDemoNormingStudy(deps, demo.admin, demo);
    // The workbench shows the study's analyses at first start: queued behind its recalculation.
    await queueDemoNormingAnalyses(deps, demo.consultant, study);
    return true;
  });
}

/**
 * The demo data without its norming study (tests seed this; a fresh instance adds the study).
 * Answers what the norming study builds on.
 */
export async function seedDemo(deps: Deps): Promise<{
  admin: Actor;
  consultant: Actor;
  consultantId: number;
  sectorId: number;
  jobProfileId: number;
}> {
  const accounts = await seedDemoAccounts(deps.db);
  const { admin, consultant } = await seedDemoUsers(deps.db, accounts);
  const instrumentIds = await seedDemoInstruments(deps, admin);
  const competenceIds = await seedDemoCompetences(deps);
  const profile = await createJobProfile(deps, {
    name: 'Graduate Trainee (demo)',
    description: 'Entry-level role: reasoning first, then planning and teamwork.',
    competences: DEMO_COMPETENCES.map((c, i) => ({
      competence_id: competenceIds[i],
      target_level: c.target.level,
      weight: c.target.weight,
    })),
    instrument_ids: instrumentIds,
  });
  await seedDemoProject(deps, admin, { corporateId: accounts.corporateId, jobProfileId: profile.id });
  return {
    admin,
    consultant,
    consultantId: accounts.consultantId,
    sectorId: accounts.financeSectorId,
    jobProfileId: profile.id,
  };
}

/** The demo consultant account with its sector tree and its one corporate. */
async function seedDemoAccounts(db: Deps['db']) {
  const consultantId = await insertConsultantAccount(db, {
    name: 'Demo Consulting',
    legal_name: 'PT Demo Konsultan Indonesia',
  });
  const sector = async (name: string, parentId: number | null) =>
    (await insertSector(db, { account_consultant_id: consultantId, parent_id: parentId, name })).id;
  const technology = await sector(DEMO_SECTORS.technology, null);
  const software = await sector(DEMO_SECTORS.software, technology);
  const financeSectorId = await sector(DEMO_SECTORS.finance, null);
  const corporateId = await insertCorporate(db, {
    account_consultant_id: consultantId,
    name: 'Demo Corporation',
    legal_name: 'PT Demo Korporasi Tbk',
    title: 'Demo Corp',
    slug: DEMO_CORPORATE_SLUG,
    color_theme: '#003366',
    font_theme: '',
    is_show_header: 1,
    is_use_corporate_logo: 0,
    callback_url: '',
    sector_id: software,
  });
  return { consultantId, corporateId, financeSectorId };
}

/** The demo's three users (admin, consultant, collaborator) and the corporate's opening credits. */
async function seedDemoUsers(
  db: Deps['db'],
  accounts: { consultantId: number; corporateId: number },
): Promise<{ admin: Actor; consultant: Actor }> {
  const user = async (
    kind: keyof typeof DEMO_USERS,
    extra: { account_consultant_id?: number; account_corporate_id?: number; title?: string },
  ) => {
    const u = DEMO_USERS[kind];
    return insertActiveUser(db, {
      email: u.email,
      password_hash: await hashPassword(u.password),
      name: u.name,
      title: extra.title ?? null,
      role: kind,
      account_consultant_id: extra.account_consultant_id ?? null,
      account_corporate_id: extra.account_corporate_id ?? null,
    });
  };
  const adminId = await user('admin', { title: 'Platform administrator' });
  const consultantUserId = await user('consultant', {
    account_consultant_id: accounts.consultantId,
    title: 'Senior consultant',
  });
  await user('collaborator', { account_corporate_id: accounts.corporateId, title: 'HR business partner' });

  // The opening credits, a fortnight before today: the candidates below were invited since.
  await grantCredits(db, {
    corporateId: accounts.corporateId,
    amount: DEMO_CREDITS,
    reason: 'opening',
    createdBy: consultantUserId,
    at: addMs(nowIso(), -14 * 86_400_000),
  });
  const actor = (userId: number, kind: 'admin' | 'consultant', consultantId: number | null): Actor => ({
    userId,
    role: kind,
    name: DEMO_USERS[kind].name,
    email: DEMO_USERS[kind].email,
    consultantId,
    corporateId: null,
    isAgreeTnc: true,
  });
  return {
    admin: actor(adminId, 'admin', null),
    consultant: actor(consultantUserId, 'consultant', accounts.consultantId),
  };
}

/** A fixed-form demo instrument: created, its content and English texts saved, submitted. */
async function seedFixedInstrument(
  deps: Deps,
  admin: Actor,
  instrument: Parameters<typeof createInstrument>[2],
  content: { sections: typeof DEMO_ABILITY_SECTIONS; english: typeof DEMO_ABILITY_ENGLISH },
): Promise<number> {
  const { id } = await createInstrument(deps, admin, instrument);
  await saveContent(deps, { id, sections: content.sections });
  await saveDemoEnglish(deps, id, content.english);
  await submitInstrument(deps, id);
  return id;
}

/** The demo instruments with their scoring: reasoning, the work-style inventory, the adaptive test. */
async function seedDemoInstruments(deps: Deps, admin: Actor): Promise<number[]> {
  const ability = await seedFixedInstrument(
    deps,
    admin,
    {
      code: 'DEMO-ABILITY',
      name: 'Penalaran Umum (demo)',
      kind: 'ability',
      instructions:
        'Pilih satu jawaban yang paling tepat untuk setiap soal. Kerjakan dengan cepat, tetapi tetap teliti.',
    },
    { sections: DEMO_ABILITY_SECTIONS, english: DEMO_ABILITY_ENGLISH },
  );
  await seedDemoScoring(deps, ability);

  await seedDemoTraitDimensions(deps);
  const personality = await seedFixedInstrument(
    deps,
    admin,
    {
      code: 'DEMO-PERSONALITY',
      name: 'Inventori Gaya Kerja (demo)',
      kind: 'personality',
      instructions:
        'Tidak ada jawaban yang benar atau salah. Pilih seberapa sesuai setiap pernyataan dengan diri Anda.',
    },
    { sections: DEMO_PERSONALITY_SECTIONS, english: DEMO_PERSONALITY_ENGLISH },
  );
  await seedDemoTraitScoring(deps, personality);
  // The adaptive test goes last: a newcomer meets the fixed forms first.
  const adaptive = await seedDemoAdaptiveTest(deps, admin);
  return [ability, personality, adaptive];
}

/** The demo project (the job profile's instruments and targets), its invited, finished and coded candidates. */
async function seedDemoProject(
  deps: Deps,
  admin: Actor,
  demo: { corporateId: number; jobProfileId: number },
): Promise<void> {
  const { db } = deps;
  const corporateId = demo.corporateId;
  // The project takes the job profile's instruments and competence targets.
  const project = await createProject(deps, admin, {
    account_corporate_id: corporateId,
    name: 'Graduate Intake 2026 (demo)',
    job_profile_id: demo.jobProfileId,
  });
  // DEMO-PCODE-01 stays invited, holding its reservation (written through the ledger's code).
  const dewi = await enrolParticipant(db, {
    projectId: project.id,
    corporateId,
    code: DEMO_PARTICIPANT_CODE,
    name: 'Dewi Demo',
    email: 'dewi.demo@example.com',
  });
  await syncReservations(db, deps.dialect, { corporateId, participantIds: [dewi.id] });
  await seedDemoParticipants(deps, { id: project.id, corporateId });
  await seedDemoAccessCode(deps, { id: project.id, corporateId });
}
