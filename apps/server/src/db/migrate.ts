import { type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { Db } from './connection';
import * as m001 from './migrations/001_foundation';
import * as m002 from './migrations/002_accounts';
import * as m003 from './migrations/003_content_core';
import * as m004 from './migrations/004_quiz_scorings';
import * as m005 from './migrations/005_instruments';
import * as m006 from './migrations/006_competences';
import * as m007 from './migrations/007_translations';
import * as m008 from './migrations/008_project_campaigns';
import * as m010 from './migrations/010_credit_debits';
import * as m011 from './migrations/011_participant_scores';
import * as m012 from './migrations/012_download_consultant';
import * as m014 from './migrations/014_user_preferences';
import * as m015 from './migrations/015_test_engine';
import * as m016 from './migrations/016_participant_journey';
import * as m017 from './migrations/017_partner_access_proctoring';
import * as m018 from './migrations/018_variation_pinning';
import * as m019 from './migrations/019_private_participant_photos';
import * as m020 from './migrations/020_test_runner_strings';
import * as m021 from './migrations/021_blueprint_versions';
import * as m023 from './migrations/023_audit_log';
import * as m024 from './migrations/024_personal_data_retention';
import * as m025 from './migrations/025_auth_events_time';
import * as m026 from './migrations/026_access_code_strings';
import * as m027 from './migrations/027_project_report_types';
import * as m028 from './migrations/028_competence_interview_questions';
import * as m029 from './migrations/029_forced_choice_method';
import * as m031 from './migrations/031_session_families';
import * as m032 from './migrations/032_participant_code_events';
import * as m033 from './migrations/033_library_translations';
import * as m035 from './migrations/035_outbox_participants';
import * as m036 from './migrations/036_partner_tokens';
import * as m037 from './migrations/037_scoring_blueprint_in_use';
import * as m038 from './migrations/038_evidence_analyses';
import * as m039 from './migrations/039_item_reviews';
import * as m040 from './migrations/040_adaptive_testing';
import * as m041 from './migrations/041_adaptive_runner_strings';
import * as m042 from './migrations/042_credit_ledger_entries';
import * as m043 from './migrations/043_candidate_notices';
import * as m044 from './migrations/044_participant_not_found_strings';
import * as m045 from './migrations/045_blueprint_translations';
import * as m050 from './migrations/050_throttle_challenges';
import * as m051 from './migrations/051_participant_cvs';
import * as m052 from './migrations/052_batch_credit_holds';
import * as m053 from './migrations/053_pending_collaborator_email';
import * as m060 from './migrations/060_evidence_calibration_options';
import * as m070 from './migrations/070_sso';
import * as m075 from './migrations/075_ats_api';
import * as m090 from './migrations/090_accommodations';
import * as m091 from './migrations/091_accommodation_strings';
import * as m095 from './migrations/095_decision_reviews';
import * as m105 from './migrations/105_qti_import_analyses';
import * as m110 from './migrations/110_ats_greenhouse_auth';
import * as m120 from './migrations/120_evidence_accommodation';
import * as m125 from './migrations/125_section_breaks';
import * as m126 from './migrations/126_break_strings';
import * as m135 from './migrations/135_inline_choice_runner_strings';
import * as m140 from './migrations/140_match_runner_strings';
import * as m145 from './migrations/145_selection_runner_strings';
import * as m150 from './migrations/150_qti_import_jobs';
import * as m155 from './migrations/155_break_seq';
import * as m156 from './migrations/156_help_strings';
import { withStartupLock } from './startup-lock';

// Migrations are listed here in order (a static list works the same from source and bundles).
const MIGRATIONS: Record<string, Migration> = {
  '001_foundation': m001,
  '002_accounts': m002,
  '003_content_core': m003,
  '004_quiz_scorings': m004,
  '005_instruments': m005,
  '006_competences': m006,
  '007_translations': m007,
  '008_project_campaigns': m008,
  '010_credit_debits': m010,
  '011_participant_scores': m011,
  '012_download_consultant': m012,
  '014_user_preferences': m014,
  '015_test_engine': m015,
  '016_participant_journey': m016,
  '017_partner_access_proctoring': m017,
  '018_variation_pinning': m018,
  '019_private_participant_photos': m019,
  '020_test_runner_strings': m020,
  '021_blueprint_versions': m021,
  '023_audit_log': m023,
  '024_personal_data_retention': m024,
  '025_auth_events_time': m025,
  '026_access_code_strings': m026,
  '027_project_report_types': m027,
  '028_competence_interview_questions': m028,
  '029_forced_choice_method': m029,
  '031_session_families': m031,
  '032_participant_code_events': m032,
  '033_library_translations': m033,
  '035_outbox_participants': m035,
  '036_partner_tokens': m036,
  '037_scoring_blueprint_in_use': m037,
  '038_evidence_analyses': m038,
  '039_item_reviews': m039,
  '040_adaptive_testing': m040,
  '041_adaptive_runner_strings': m041,
  '042_credit_ledger_entries': m042,
  '043_candidate_notices': m043,
  '044_participant_not_found_strings': m044,
  '045_blueprint_translations': m045,
  '050_throttle_challenges': m050,
  '051_participant_cvs': m051,
  '052_batch_credit_holds': m052,
  '053_pending_collaborator_email': m053,
  '060_evidence_calibration_options': m060,
  '070_sso': m070,
  '075_ats_api': m075,
  '090_accommodations': m090,
  '091_accommodation_strings': m091,
  '095_decision_reviews': m095,
  '105_qti_import_analyses': m105,
  '110_ats_greenhouse_auth': m110,
  '120_evidence_accommodation': m120,
  '125_section_breaks': m125,
  '126_break_strings': m126,
  '135_inline_choice_runner_strings': m135,
  '140_match_runner_strings': m140,
  '145_selection_runner_strings': m145,
  '150_qti_import_jobs': m150,
  '155_break_seq': m155,
  '156_help_strings': m156,
};

/** Every migration by name (a test brings a database to an older one to check a conversion). */
export const migrationProvider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/**
 * Brings the schema up to date; run at every start (instances starting at once take turns).
 * afterMigrations runs under the same lock: the job queue's own tables are installed there (see
 * jobs/queue-schema.ts, which every start calls instead of this).
 */
export async function migrateToLatest(db: Db, afterMigrations?: (db: Db) => Promise<void>): Promise<void> {
  await withStartupLock(db.kysely, db.dialect, 'migrate', async () => {
    await migrate(db);
    await afterMigrations?.(db);
  });
}

async function migrate(db: Db): Promise<void> {
  // On PostgreSQL Kysely looks for its migration tables in every schema it can see, so name ours:
  // another schema's tables (another app, or a parallel test file) must not count as this one's.
  const schema =
    db.dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db.kysely)).rows[0]?.schema
      : undefined;
  // Unordered: parallel work may land a lower-numbered migration after a higher one ran somewhere.
  const migrator = new Migrator({
    db: db.kysely,
    provider: migrationProvider,
    migrationTableSchema: schema,
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(
      `Migration ${failed?.migrationName ?? ''} failed: ${String((error as Error)?.message ?? error)}`,
    );
  }
}
