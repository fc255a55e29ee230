import { accessCodesModule } from './access-codes/access-codes.module';
import { accountsModule } from './accounts/accounts.module';
import { auditModule } from './audit/audit.module';
import { authModule } from './auth/auth.module';
import { candidatesModule } from './candidates/candidates.module';
import { competencesModule } from './competences/competences.module';
import { evidenceModule } from './evidence/evidence.module';
import { exportsModule } from './exports/exports.module';
import { generalConfigModule } from './general-config/general-config.module';
import { instrumentsModule } from './instruments/instruments.module';
import { invitationsModule } from './invitations/invitations.module';
import { jobProfilesModule } from './job-profiles/job-profiles.module';
import { languagesModule } from './languages/languages.module';
import type { ModuleManifest } from './module-manifest';
import { outboxModule } from './outbox/outbox.module';
import { participantJourneyModule } from './participant-journey/participant-journey.module';
import { participantsModule } from './participants/participants.module';
import { partnerModule } from './partner/partner.module';
import { privacyModule } from './privacy/privacy.module';
import { proctoringModule } from './proctoring/proctoring.module';
import { projectsModule } from './projects/projects.module';
import { scoringBlueprintsModule } from './scoring-blueprints/scoring-blueprints.module';
import { scoringRunsModule } from './scoring-runs/scoring-runs.module';
import { testAttemptsModule } from './test-attempts/test-attempts.module';
import { testDimensionsModule } from './test-dimensions/test-dimensions.module';
import { usersModule } from './users/users.module';

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
  proctoringModule,
  auditModule,
  privacyModule,
  evidenceModule,
  scoringRunsModule,
];
