import { BULK_MAX_BYTES } from '@asesa/contracts';
import type { FastifyInstance } from 'fastify';
import { defineCall, defineFileCall, defineUploadCall } from '../../http/calls';
import type { Deps } from '../../http/context';
import { bulkInvite, bulkProgress, bulkRead, bulkTemplateFile } from './bulk.service';
import {
  invitationDatatable,
  invitationVariables,
  inviteParticipant,
  participantCodeOf,
  projectCredits,
  resendInvitation,
  resendSelected,
  revokeSelected,
} from './invitations.service';
import {
  addProjectLanguage,
  defaultTemplates,
  projectLanguageDetail,
  projectLanguageList,
  updateProjectLanguage,
} from './project-languages.service';

/** Invitations, bulk invitations and project languages with their templates (tag: projects). */
export function invitationRoutes(app: FastifyInstance, deps: Deps): void {
  const tag = 'invitations';
  defineCall(app, deps, 'projects/invitations/invite', {
    access: 'user',
    tag,
    handler: (b, ctx) => inviteParticipant(deps, ctx.actor!, b),
  });
  defineCall(app, deps, 'projects/invitations/variables', {
    access: 'user',
    tag,
    handler: async () => invitationVariables(),
  });
  defineCall(app, deps, 'projects/invitations/datatable', {
    access: 'user',
    tag,
    handler: (b, ctx) => invitationDatatable(deps, ctx.actor!, b),
  });
  defineCall(app, deps, 'projects/invitations/code', {
    access: 'user',
    tag,
    handler: (b, ctx) => participantCodeOf(deps, ctx.actor!, b.participant_id),
  });
  defineCall(app, deps, 'projects/invitations/resend', {
    access: 'user',
    tag,
    handler: (b, ctx) => resendInvitation(deps, ctx.actor!, b.participant_id),
  });
  defineCall(app, deps, 'projects/invitations/selected-resend', {
    access: 'user',
    tag,
    handler: (b, ctx) => resendSelected(deps, ctx.actor!, b.participant_ids),
  });
  defineCall(app, deps, 'projects/invitations/selected-revoke', {
    access: 'user',
    tag,
    handler: (b, ctx) => revokeSelected(deps, ctx.actor!, b.participant_ids),
  });
  defineCall(app, deps, 'projects/invitations/credits', {
    access: 'user',
    tag,
    handler: (b, ctx) => projectCredits(deps, ctx.actor!, b.project_id),
  });
  defineFileCall(app, deps, 'projects/invitations/bulk-template', {
    access: 'user',
    tag,
    handler: (b, ctx) => bulkTemplateFile(deps, ctx.actor!, b.project_id),
  });
  defineUploadCall(app, deps, 'projects/invitations/bulk-read', {
    access: 'user',
    tag,
    maxBytes: BULK_MAX_BYTES,
    handler: (fields, file, ctx) => bulkRead(deps, ctx.actor!, fields.project_id, file),
  });
  defineCall(app, deps, 'projects/invitations/bulk-invite', {
    access: 'user',
    tag,
    handler: (b, ctx) => bulkInvite(deps, ctx.actor!, b.batch_id),
  });
  defineCall(app, deps, 'projects/participants/datatable-progress', {
    access: 'user',
    tag,
    handler: (b, ctx) => bulkProgress(deps, ctx.actor!, b.project_id),
  });

  defineCall(app, deps, 'projects/configs/languages/translation-list', {
    access: 'user',
    tag,
    handler: (b, ctx) => projectLanguageList(deps, ctx.actor!, b.project_id),
  });
  defineCall(app, deps, 'projects/configs/languages/new', {
    access: 'user',
    tag,
    handler: (b, ctx) => addProjectLanguage(deps, ctx.actor!, b.project_id, b.language_code),
  });
  defineCall(app, deps, 'projects/configs/languages/update', {
    access: 'user',
    tag,
    handler: (b, ctx) => updateProjectLanguage(deps, ctx.actor!, b),
  });
  defineCall(app, deps, 'projects/configs/languages/detail', {
    access: 'user',
    tag,
    handler: (b, ctx) => projectLanguageDetail(deps, ctx.actor!, b.project_id, b.language_code),
  });
  defineCall(app, deps, 'projects/configs/languages/templates', {
    access: 'user',
    tag,
    handler: () => defaultTemplates(deps),
  });
}
