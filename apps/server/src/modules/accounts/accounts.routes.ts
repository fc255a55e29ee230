import { LOGO_MAX_BYTES } from '@asesa/contracts';
import type { FastifyInstance } from 'fastify';
import { defineCall, defineUploadCall } from '../../http/calls';
import type { Deps } from '../../http/context';
import {
  collaboratorDatatable,
  inviteCollaborator,
  reinviteCollaborator,
  removeCollaborator,
} from './collaborators.service';
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
import { corporateCreditBalance, corporateCreditHistory, topUpCredits } from './credits.service';
import { createSector, removeSector, sectorCompact, sectorTree, updateSector } from './sectors.service';

const ADMIN = ['admin'] as const;

// Role rules with their own messages live in accounts.policy (called first by each service), so
// a collaborator hears why it may not top up or invite rather than a bare 403.
export function accountRoutes(app: FastifyInstance, deps: Deps): void {
  // Consultant accounts (admin only)
  defineCall(app, deps, 'accounts/consultants/datatable', {
    access: ADMIN,
    handler: (b) => consultantDatatable(deps, b),
  });
  defineCall(app, deps, 'accounts/consultants/new', {
    access: ADMIN,
    handler: (b, ctx) => createConsultant(deps, ctx.actor!, b),
  });
  defineCall(app, deps, 'accounts/consultants/detail', {
    access: ADMIN,
    handler: (b) => consultantDetail(deps, b.id),
  });
  defineCall(app, deps, 'accounts/consultants/update', {
    access: ADMIN,
    handler: (b) => updateConsultant(deps, b),
  });
  defineCall(app, deps, 'accounts/consultants/mark-as-removed', {
    access: ADMIN,
    handler: (b) => removeConsultant(deps, b.id),
  });
  defineCall(app, deps, 'accounts/consultants/re-invite', {
    access: ADMIN,
    handler: (b, ctx) => reinviteConsultantUser(deps, ctx.actor!, b.user_id),
  });
  defineUploadCall(app, deps, 'accounts/consultants/logo', {
    access: ADMIN,
    maxBytes: LOGO_MAX_BYTES,
    handler: (f, file) => setConsultantLogo(deps, f.id, file),
  });

  // Corporate accounts
  defineCall(app, deps, 'accounts/corporates/datatable', {
    access: 'user',
    handler: (b, ctx) => corporateDatatable(deps, ctx.actor!, b),
  });
  defineCall(app, deps, 'accounts/corporates/new', {
    access: 'user',
    handler: (b, ctx) => createCorporate(deps, ctx.actor!, b),
  });
  defineCall(app, deps, 'accounts/corporates/detail', {
    access: 'user',
    handler: (b, ctx) => corporateDetail(deps, ctx.actor!, b.id),
  });
  defineCall(app, deps, 'accounts/corporates/update', {
    access: 'user',
    handler: (b, ctx) => updateCorporate(deps, ctx.actor!, b),
  });
  defineCall(app, deps, 'accounts/corporates/mark-as-removed', {
    access: 'user',
    handler: (b, ctx) => removeCorporate(deps, ctx.actor!, b.id),
  });
  defineUploadCall(app, deps, 'accounts/corporates/logo', {
    access: 'user',
    maxBytes: LOGO_MAX_BYTES,
    handler: (f, file, ctx) => setCorporateLogo(deps, ctx.actor!, f.id, file),
  });

  // Collaborators of a corporate account
  defineCall(app, deps, 'accounts/collaborators/datatable', {
    access: 'user',
    handler: (b, ctx) => collaboratorDatatable(deps, ctx.actor!, b),
  });
  defineCall(app, deps, 'accounts/collaborators/invite', {
    access: 'user',
    handler: (b, ctx) => inviteCollaborator(deps, ctx.actor!, b),
  });
  defineCall(app, deps, 'accounts/collaborators/re-invite', {
    access: 'user',
    handler: (b, ctx) => reinviteCollaborator(deps, ctx.actor!, b.id),
  });
  defineCall(app, deps, 'accounts/collaborators/mark-as-removed', {
    access: 'user',
    handler: (b, ctx) => removeCollaborator(deps, ctx.actor!, b.id),
  });

  // Credits
  defineCall(app, deps, 'accounts/credits/balance', {
    access: 'user',
    handler: (b, ctx) => corporateCreditBalance(deps, ctx.actor!, b.account_corporate_id),
  });
  defineCall(app, deps, 'accounts/credits/history', {
    access: 'user',
    handler: (b, ctx) => corporateCreditHistory(deps, ctx.actor!, b),
  });
  defineCall(app, deps, 'accounts/credits/top-up', {
    access: 'user',
    handler: (b, ctx) => topUpCredits(deps, ctx.actor!, b),
  });

  // Sectors: admins read every tree, consultants read and manage their own.
  defineCall(app, deps, 'accounts/sectors/tree', {
    access: 'user',
    handler: (b, ctx) => sectorTree(deps, ctx.actor!, b.account_consultant_id),
  });
  defineCall(app, deps, 'accounts/sectors/compact', {
    access: 'user',
    handler: (b, ctx) => sectorCompact(deps, ctx.actor!, b.account_consultant_id),
  });
  defineCall(app, deps, 'accounts/sectors/new', {
    access: 'user',
    handler: (b, ctx) => createSector(deps, ctx.actor!, b),
  });
  defineCall(app, deps, 'accounts/sectors/update', {
    access: 'user',
    handler: (b, ctx) => updateSector(deps, ctx.actor!, b),
  });
  defineCall(app, deps, 'accounts/sectors/mark-as-removed', {
    access: 'user',
    handler: (b, ctx) => removeSector(deps, ctx.actor!, b.id),
  });
}
