import type { Deps } from '../deps';
import { DELIVER_MAIL_JOB } from '../lib/mail';
import { EXPORT_CANDIDATES_JOB, exportCandidatesJob } from '../modules/candidates/candidates-export.service';
import { EVIDENCE_ANALYSIS_JOB, evidenceAnalysisJob } from '../modules/evidence/evidence.service';
import {
  EXPORT_PARTICIPANTS_JOB,
  exportParticipantsJob,
} from '../modules/exports/participants-export.service';
import { REPORTS_ZIP_JOB, reportsZipJob } from '../modules/exports/reports-zip.service';
import {
  ADAPTIVE_SIMULATION_JOB,
  adaptiveSimulationJob,
} from '../modules/instruments/adaptive-simulation.service';
import { BULK_INVITE_JOB, bulkInviteJob } from '../modules/invitations/bulk.service';
import { deliverPartnerEvent, PARTNER_EVENT_JOB } from '../modules/partner/partner-delivery';
import { RECALCULATE_PROJECT_JOB, recalculateProjectJob } from '../modules/scoring-runs/recalculate-project';
import { SCORE_PARTICIPANT_JOB, scoreParticipantJob } from '../modules/scoring-runs/scoring-runs.service';

// Jobs that take seconds: when the process running one dies, it runs again after two minutes.
const SHORT = { lostAfterSeconds: 120 };

/** Every background job type and its handler. */
export function registerJobs(deps: Deps): void {
  deps.jobs.register(
    SCORE_PARTICIPANT_JOB,
    (payload) => scoreParticipantJob(deps, payload as { participantId: number }),
    SHORT,
  );
  deps.jobs.register(RECALCULATE_PROJECT_JOB, (payload, report) =>
    recalculateProjectJob(deps, payload as { projectId: number }, report),
  );
  deps.jobs.register(EXPORT_CANDIDATES_JOB, (payload, report) =>
    exportCandidatesJob(deps, payload as { downloadId: number }, report),
  );
  deps.jobs.register(EXPORT_PARTICIPANTS_JOB, (payload, report) =>
    exportParticipantsJob(deps, payload as { downloadId: number }, report),
  );
  deps.jobs.register(REPORTS_ZIP_JOB, (payload, report) =>
    reportsZipJob(deps, payload as { downloadId: number }, report),
  );
  deps.jobs.register(EVIDENCE_ANALYSIS_JOB, (payload, report) =>
    evidenceAnalysisJob(deps, payload as { analysisId: number }, report),
  );
  deps.jobs.register(ADAPTIVE_SIMULATION_JOB, (payload, report) =>
    adaptiveSimulationJob(deps, payload as Parameters<typeof adaptiveSimulationJob>[1], report),
  );
  deps.jobs.register(BULK_INVITE_JOB, (payload, report) =>
    bulkInviteJob(deps, payload as { batchId: number }, report),
  );
  deps.jobs.register(
    PARTNER_EVENT_JOB,
    (payload) => deliverPartnerEvent(deps, payload as { eventId: number }),
    SHORT,
  );
  deps.jobs.register(
    DELIVER_MAIL_JOB,
    (payload) => deps.mailer.deliver((payload as { outboxId: number }).outboxId),
    SHORT,
  );
}
