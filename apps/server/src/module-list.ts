import { accessCodesModule } from './modules/access-codes/access-codes.module';
import { accommodationsModule } from './modules/accommodations/accommodations.module';
import { accountsModule } from './modules/accounts/accounts.module';
import { atsModule } from './modules/ats/ats.module';
import { atsGreenhouseModule } from './modules/ats-greenhouse/ats-greenhouse.module';
import { auditModule } from './modules/audit/audit.module';
import { authModule } from './modules/auth/auth.module';
import { candidatesModule } from './modules/candidates/candidates.module';
import { competencesModule } from './modules/competences/competences.module';
import { decisionsModule } from './modules/decisions/decisions.module';
import { evidenceModule } from './modules/evidence/evidence.module';
import { exportsModule } from './modules/exports/exports.module';
import { generalConfigModule } from './modules/general-config/general-config.module';
import { instrumentsModule } from './modules/instruments/instruments.module';
import { invitationsModule } from './modules/invitations/invitations.module';
import { jobProfilesModule } from './modules/job-profiles/job-profiles.module';
import { languagesModule } from './modules/languages/languages.module';
import type { ModuleManifest } from './modules/module-manifest';
import { outboxModule } from './modules/outbox/outbox.module';
import { participantJourneyModule } from './modules/participant-journey/participant-journey.module';
import { participantsModule } from './modules/participants/participants.module';
import { partnerModule } from './modules/partner/partner.module';
import { privacyModule } from './modules/privacy/privacy.module';
import { proctoringModule } from './modules/proctoring/proctoring.module';
import { projectsModule } from './modules/projects/projects.module';
import { scoringBlueprintsModule } from './modules/scoring-blueprints/scoring-blueprints.module';
import { scoringRunsModule } from './modules/scoring-runs/scoring-runs.module';
import { ssoModule } from './modules/sso/sso.module';
import { testAttemptsModule } from './modules/test-attempts/test-attempts.module';
import { testDimensionsModule } from './modules/test-dimensions/test-dimensions.module';
import { usersModule } from './modules/users/users.module';

/**
 * Every feature of the server, the one place a feature is added: buildApp registers their routes
 * and jobs, checks and installs their audit rules, and the job processes run their housekeeping,
 * all from this list. Routes are registered in this order (it is the API document's order).
 */
export const MODULES: readonly ModuleManifest[] = [
  authModule,
  generalConfigModule,
  instrumentsModule,
  testDimensionsModule,
  accountsModule,
  usersModule,
  outboxModule,
  invitationsModule,
  accessCodesModule,
  projectsModule,
  exportsModule,
  candidatesModule,
  participantsModule,
  scoringBlueprintsModule,
  competencesModule,
  jobProfilesModule,
  participantJourneyModule,
  testAttemptsModule,
  languagesModule,
  partnerModule,
  atsModule,
  atsGreenhouseModule,
  proctoringModule,
  auditModule,
  privacyModule,
  evidenceModule,
  scoringRunsModule,
  ssoModule,
  accommodationsModule,
  decisionsModule,
];
