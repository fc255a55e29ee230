import { LOGO_MAX_BYTES } from '@asesa/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { defineCalls } from '../../http/call-table';
import { defineCall, defineGetCall, defineUploadCall } from '../../http/calls';
import {
  collaboratorDatatable,
  inviteCollaborator,
  reinviteCollaborator,
  removeCollaborator,
} from './collaborators.service';
import { getConsultantProfile, updateConsultantProfile } from './consultant-profile.service';
import {
  consultantDatatable,
  consultantDetail,
  createConsultant,
  reinviteConsultantUser,
  removeConsultant,
  setConsultantLogo,
  updateConsultant,
} from './consultants.service';
import {
  corporateDatatable,
  corporateDetail,
  createCorporate,
  removeCorporate,
  setCorporateLogo,
  updateCorporate,
} from './corporates.service';
import { corporateCreditHistory, topUpCredits } from './credits.service';
import { createSector, removeSector, sectorCompact, sectorTree, updateSector } from './sectors.service';

const ADMIN = ['admin'] as const;

// Role rules with their own messages live in accounts.policy (called first by each service), so
// a collaborator hears why it may not top up or invite rather than a bare 403.
export function accountRoutes(app: FastifyInstance, deps: Deps): void {
  // Consultant accounts (admin only)
  defineCalls(app, deps, ADMIN, {
    'accounts/consultants/datatable': (b) => consultantDatatable(deps, b),
    'accounts/consultants/new': (b, ctx) => createConsultant(deps, ctx.actor!, b, ctx.messageLanguage),
    'accounts/consultants/detail': (b) => consultantDetail(deps, b.id),
    'accounts/consultants/update': (b) => updateConsultant(deps, b),
    'accounts/consultants/mark-as-removed': (b) => removeConsultant(deps, b.id),
    'accounts/consultants/re-invite': (b, ctx) =>
      reinviteConsultantUser(deps, ctx.actor!, b.user_id, ctx.messageLanguage),
  });
  defineUploadCall(app, deps, 'accounts/consultants/logo', {
    access: ADMIN,
    maxBytes: LOGO_MAX_BYTES,
    handler: (f, file) => setConsultantLogo(deps, f.id, file),
  });

  // Corporate accounts
  defineCalls(app, deps, 'user', {
    'accounts/corporates/datatable': (b, ctx) => corporateDatatable(deps, ctx.actor!, b),
    'accounts/corporates/new': (b, ctx) => createCorporate(deps, ctx.actor!, b),
    'accounts/corporates/detail': (b, ctx) => corporateDetail(deps, ctx.actor!, b.id),
    'accounts/corporates/update': (b, ctx) => updateCorporate(deps, ctx.actor!, b),
    'accounts/corporates/mark-as-removed': (b, ctx) => removeCorporate(deps, ctx.actor!, b.id),
  });
  defineUploadCall(app, deps, 'accounts/corporates/logo', {
    access: 'user',
    maxBytes: LOGO_MAX_BYTES,
    handler: (f, file, ctx) => setCorporateLogo(deps, ctx.actor!, f.id, file),
  });

  // Collaborators of a corporate account
  defineCalls(app, deps, 'user', {
    'accounts/collaborators/datatable': (b, ctx) => collaboratorDatatable(deps, ctx.actor!, b),
    'accounts/collaborators/invite': (b, ctx) => inviteCollaborator(deps, ctx.actor!, b, ctx.messageLanguage),
    'accounts/collaborators/re-invite': (b, ctx) =>
      reinviteCollaborator(deps, ctx.actor!, b.id, ctx.messageLanguage),
    'accounts/collaborators/mark-as-removed': (b, ctx) => removeCollaborator(deps, ctx.actor!, b.id),

    // Credits
    'accounts/credits/history': (b, ctx) => corporateCreditHistory(deps, ctx.actor!, b),
    'accounts/credits/top-up': (b, ctx) => topUpCredits(deps, ctx.actor!, b),

    // Sectors: admins read every tree, consultants read and manage their own.
    'accounts/sectors/tree': (b, ctx) => sectorTree(deps, ctx.actor!, b.account_consultant_id),
    'accounts/sectors/compact': (b, ctx) => sectorCompact(deps, ctx.actor!, b.account_consultant_id),
    'accounts/sectors/new': (b, ctx) => createSector(deps, ctx.actor!, b),
    'accounts/sectors/update': (b, ctx) => updateSector(deps, ctx.actor!, b),
    'accounts/sectors/mark-as-removed': (b, ctx) => removeSector(deps, ctx.actor!, b.id),
  });

  // A consultant's own profile: under users/ with the other profile calls, but its account's names are ours.
  defineGetCall(app, deps, 'users/consultants/profile', {
    access: ['consultant'],
    handler: (ctx) => getConsultantProfile(deps, ctx.actor!),
  });
  defineCall(app, deps, 'users/consultants/profile', {
    access: ['consultant'],
    handler: (b, ctx) => updateConsultantProfile(ctx, b),
  });
}
