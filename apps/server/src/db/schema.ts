// Each table's type lives beside its owner's other tables (db/schema/<feature>.ts, one file per
// owner of db/table-owners.json); this file only joins them into the one Database Kysely reads.
import type { AccessCodesTables } from './schema/access-codes';
import type { AccommodationsTables } from './schema/accommodations';
import type { AccountsTables } from './schema/accounts';
import type { AtsTables } from './schema/ats';
import type { AuditTables } from './schema/audit';
import type { AuthTables } from './schema/auth';
import type { CompetencesTables } from './schema/competences';
import type { CreditsTables } from './schema/credits';
import type { DecisionsTables } from './schema/decisions';
import type { EvidenceTables } from './schema/evidence';
import type { ExportsTables } from './schema/exports';
import type { HttpTables } from './schema/http';
import type { InstrumentsTables } from './schema/instruments';
import type { InvitationsTables } from './schema/invitations';
import type { JobProfilesTables } from './schema/job-profiles';
import type { JobsTables } from './schema/jobs';
import type { LanguagesTables } from './schema/languages';
import type { OutboxTables } from './schema/outbox';
import type { ParticipantsTables } from './schema/participants';
import type { PartnerTables } from './schema/partner';
import type { PrivacyTables } from './schema/privacy';
import type { ProctoringTables } from './schema/proctoring';
import type { ProjectsTables } from './schema/projects';
import type { ScoringBlueprintsTables } from './schema/scoring-blueprints';
import type { ScoringRunsTables } from './schema/scoring-runs';
import type { SsoTables } from './schema/sso';
import type { TestAttemptsTables } from './schema/test-attempts';
import type { TestDimensionsTables } from './schema/test-dimensions';
import type { UsersTables } from './schema/users';

export type * from './schema/access-codes';
export type * from './schema/accommodations';
export type * from './schema/accounts';
export type * from './schema/ats';
export type * from './schema/audit';
export type * from './schema/auth';
export type * from './schema/columns';
export type * from './schema/competences';
export type * from './schema/credits';
export type * from './schema/decisions';
export type * from './schema/evidence';
export type * from './schema/exports';
export type * from './schema/http';
export type * from './schema/instruments';
export type * from './schema/invitations';
export type * from './schema/job-profiles';
export type * from './schema/jobs';
export type * from './schema/languages';
export type * from './schema/outbox';
export type * from './schema/participants';
export type * from './schema/partner';
export type * from './schema/privacy';
export type * from './schema/proctoring';
export type * from './schema/projects';
export type * from './schema/scoring-blueprints';
export type * from './schema/scoring-runs';
export type * from './schema/sso';
export type * from './schema/test-attempts';
export type * from './schema/test-dimensions';
export type * from './schema/users';

/**
 * The database as Kysely sees it. Booleans are stored as 0/1 integers and timestamps as ISO-8601
 * text on both engines, so one set of queries runs on SQLite and PostgreSQL alike.
 */
export interface Database
  extends AccessCodesTables,
    AccommodationsTables,
    AccountsTables,
    AtsTables,
    AuditTables,
    AuthTables,
    CompetencesTables,
    CreditsTables,
    DecisionsTables,
    EvidenceTables,
    ExportsTables,
    HttpTables,
    InstrumentsTables,
    InvitationsTables,
    JobProfilesTables,
    JobsTables,
    LanguagesTables,
    OutboxTables,
    ParticipantsTables,
    PartnerTables,
    PrivacyTables,
    ProctoringTables,
    ProjectsTables,
    ScoringBlueprintsTables,
    ScoringRunsTables,
    SsoTables,
    TestAttemptsTables,
    TestDimensionsTables,
    UsersTables {}
