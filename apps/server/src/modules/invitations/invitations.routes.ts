import { BULK_MAX_BYTES } from '@asesa/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { defineCalls } from '../../http/call-table';
import { defineFileCall, defineUploadCall } from '../../http/calls';
import { bulkInvite, bulkProgress, bulkRead, bulkTemplateFile } from './bulk.service';
import { corporateCreditBalance } from './corporate-credits.service';
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
  // A corporate's credits: its balance less what its invitations hold in reserve.
  defineCalls(
    app,
    deps,
    { access: 'user', tag: 'accounts' },
    {
      'accounts/credits/balance': (b, ctx) =>
        corporateCreditBalance(deps, ctx.actor!, b.account_corporate_id),
    },
  );
  defineCalls(
    app,
    deps,
    { access: 'user', tag },
    {
      'projects/invitations/invite': (b, ctx) => inviteParticipant(deps, ctx.actor!, b),
      'projects/invitations/variables': async () => invitationVariables(),
      'projects/invitations/datatable': (b, ctx) => invitationDatatable(deps, ctx.actor!, b),
      'projects/invitations/code': (b, ctx) => participantCodeOf(deps, ctx.actor!, b.participant_id),
      'projects/invitations/resend': (b, ctx) => resendInvitation(deps, ctx.actor!, b.participant_id),
      'projects/invitations/selected-resend': (b, ctx) => resendSelected(deps, ctx.actor!, b.participant_ids),
      'projects/invitations/selected-revoke': (b, ctx) => revokeSelected(deps, ctx.actor!, b.participant_ids),
      'projects/invitations/credits': (b, ctx) => projectCredits(deps, ctx.actor!, b.project_id),
      'projects/invitations/bulk-invite': (b, ctx) => bulkInvite(deps, ctx.actor!, b.batch_id),
      'projects/participants/datatable-progress': (b, ctx) => bulkProgress(deps, ctx.actor!, b.project_id),

      // Project languages and their invitation templates
      'projects/configs/languages/translation-list': (b, ctx) =>
        projectLanguageList(deps, ctx.actor!, b.project_id),
      'projects/configs/languages/new': (b, ctx) =>
        addProjectLanguage(deps, ctx.actor!, b.project_id, b.language_code),
      'projects/configs/languages/update': (b, ctx) => updateProjectLanguage(deps, ctx.actor!, b),
      'projects/configs/languages/detail': (b, ctx) =>
        projectLanguageDetail(deps, ctx.actor!, b.project_id, b.language_code),
      'projects/configs/languages/templates': () => defaultTemplates(deps),
    },
  );
  defineFileCall(app, deps, 'projects/invitations/bulk-template', {
    access: 'user',
    tag,
    handler: (b, ctx) => bulkTemplateFile(deps, ctx.actor!, b.project_id, b.language ?? ctx.language),
  });
  defineUploadCall(app, deps, 'projects/invitations/bulk-read', {
    access: 'user',
    tag,
    maxBytes: BULK_MAX_BYTES,
    handler: (fields, file, ctx) => bulkRead(deps, ctx.actor!, fields.project_id, file, ctx.messageLanguage),
  });
}
