import { CALLS, UPLOAD_CALLS } from '@asesa/contracts';
import { describe, expect, it } from 'vitest';
import { MODULES } from '../../module-list';
import { auditRulesOf } from './audited-calls';

// The rules the server runs with: the module manifests' areas and entities.
const { auditArea, isAuditedChange } = auditRulesOf(MODULES);

// Every call that changes accounts, credits, content, projects or privacy settings, as reviewed.
// A new call in these areas lands here unless named like a read: check that it belongs.
const AUDITED = [
  'instruments/new',
  'instruments/content',
  'instruments/submit',
  'instruments/update',
  'instruments/mark-as-removed',
  'instruments/duplicate',
  'instruments/import-package',
  'instruments/variations/new',
  'instruments/variations/update',
  'instruments/variations/content',
  'instruments/variations/mark-as-removed',
  'instruments/variations/submit',
  'instruments/items/update',
  'instruments/adaptive/simulate',
  'test-dimensions/new',
  'test-dimensions/update',
  'test-dimensions/mark-as-removed',
  'accounts/corporates/new',
  'accounts/corporates/update',
  'accounts/corporates/mark-as-removed',
  'accounts/consultants/new',
  'accounts/consultants/update',
  'accounts/consultants/mark-as-removed',
  'accounts/consultants/re-invite',
  'accounts/collaborators/invite',
  'accounts/collaborators/re-invite',
  'accounts/collaborators/mark-as-removed',
  'accounts/credits/top-up',
  'accounts/sectors/new',
  'accounts/sectors/update',
  'accounts/sectors/mark-as-removed',
  'users/profile',
  'users/password',
  'users/collaborators/tnc-agreed',
  'users/consultants/profile',
  'users/consultants/password',
  'users/invitations/accept',
  'projects/new',
  'projects/update',
  'projects/update-setting',
  'projects/mark-as-removed',
  'projects/duplicate',
  'projects/instrument-orders',
  'projects/competences',
  'projects/configs/landing-form/update',
  'quiz-scorings/blueprints/new',
  'quiz-scorings/blueprints/update',
  'quiz-scorings/blueprints/mark-as-removed',
  'quiz-scorings/blueprints/use-for-scoring',
  'quiz-scorings/blueprint-settings/new',
  'quiz-scorings/blueprint-settings/update',
  'quiz-scorings/blueprint-settings/mark-as-removed',
  'quiz-scorings/blueprint-dimensions/new',
  'quiz-scorings/blueprint-dimensions/update',
  'quiz-scorings/blueprint-dimensions/mark-as-removed',
  'quiz-scorings/group-dimensions/new',
  'quiz-scorings/group-dimensions/update',
  'quiz-scorings/group-dimensions/mark-as-removed',
  'quiz-scorings/character-blueprints/new',
  'quiz-scorings/character-blueprints/update',
  'quiz-scorings/character-blueprints/mark-as-removed',
  'quiz-scorings/gob-blueprints/new',
  'quiz-scorings/gob-blueprints/update',
  'quiz-scorings/gob-blueprints/mark-as-removed',
  'quiz-scorings/final-scores/new',
  'quiz-scorings/final-scores/update',
  'quiz-scorings/final-scores/mark-as-removed',
  'quiz-scorings/indicator-scores/new',
  'quiz-scorings/indicator-scores/update',
  'quiz-scorings/indicator-scores/mark-as-removed',
  'competences/new',
  'competences/update',
  'decisions/record',
  'competences/submit',
  'competences/mark-as-removed',
  'competences/duplicate',
  'competences/dimensions',
  'competences/dimension-scorings',
  'competences/translations',
  'job-profiles/new',
  'job-profiles/update',
  'job-profiles/mark-as-removed',
  'job-profiles/instrument-orders',
  'master-languages/new',
  'master-languages/update',
  'master-languages/mark-as-removed',
  'master-translations/new',
  'master-translations/update',
  'master-translations/mark-as-removed',
  'projects/participants/star-toggle',
  'projects/participants/shortlist-toggle',
  'projects/participants/add-shortlisted',
  'projects/participants/recalculate',
  'projects/invitations/invite',
  'projects/invitations/resend',
  'projects/invitations/selected-resend',
  'projects/invitations/selected-revoke',
  'projects/invitations/bulk-invite',
  'projects/configs/languages/new',
  'projects/configs/languages/update',
  'unique-codes/generate',
  'partner/update-origins',
  'partner/token',
  'ats/keys/new',
  'ats/keys/revoke',
  'privacy/retention/update',
  'projects/participants/erase',
  'projects/participants/accommodations/grant',
  'projects/participants/accommodations/decline',
  'accounts/consultants/logo',
  'accounts/corporates/logo',
  'users/profile-image',
  'resources/images/upload',
  'instruments/images/upload',
  'quiz-scorings/final-scores/import',
  'instruments/items/import-xlsx',
  'instruments/items/import-qti',
  'instruments/items/import-qti-confirm',
];

describe('which calls the audit log records', () => {
  it('is exactly the reviewed list of changes', () => {
    const all = [...Object.keys(CALLS), ...Object.keys(UPLOAD_CALLS)];
    expect(all.filter((p) => isAuditedChange(p, {})).sort()).toEqual([...AUDITED].sort());
  });

  it('records calls that save only when they are given something to save', () => {
    expect(isAuditedChange('instruments/translation', { id: 1 })).toBe(false);
    expect(isAuditedChange('instruments/translation', { id: 1, texts: { a: 'b' } })).toBe(true);
    expect(isAuditedChange('partner/secret', { account_corporate_id: 1 })).toBe(false);
    expect(isAuditedChange('partner/secret', { account_corporate_id: 1, rotate: true })).toBe(true);
  });

  it('never records the participant journey or sign-in', () => {
    for (const path of Object.keys(CALLS).filter((p) => /^(test-activities|token|auth)\//.test(p)))
      expect(auditArea(path), path).toBeNull();
  });
});
