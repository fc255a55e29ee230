import { PROFILE_IMAGE_MAX_BYTES } from '@asesa/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { defineCall, defineGetCall, defineUploadCall } from '../../http/calls';
import { acceptInvitation, invitationDetails } from './invitations.service';
import { changePassword } from './password.service';
import { saveUserData } from './preferences.service';
import { agreeToTerms, getProfile, setProfileImage, updateProfile } from './profile.service';

const CONSULTANT = ['consultant'] as const;

export function userRoutes(app: FastifyInstance, deps: Deps): void {
  defineGetCall(app, deps, 'users/profile', {
    access: 'user',
    handler: (ctx) => getProfile(deps, ctx.actor!),
  });
  defineCall(app, deps, 'users/profile', {
    access: 'user',
    handler: (b, ctx) => updateProfile(ctx, b),
  });
  defineUploadCall(app, deps, 'users/profile-image', {
    access: 'user',
    maxBytes: PROFILE_IMAGE_MAX_BYTES,
    handler: (_f, file, ctx) => setProfileImage(deps, ctx.actor!, file),
  });
  // The call keeps its auth/ path (the web app's), but the preferences are the user's own row.
  defineCall(app, deps, 'auth/save-user-data', {
    access: 'user',
    handler: (b, ctx) => saveUserData(deps, ctx.actor!, b),
  });
  defineCall(app, deps, 'users/password', { access: 'user', handler: (b, ctx) => changePassword(ctx, b) });
  defineCall(app, deps, 'users/collaborators/tnc-agreed', {
    access: 'user',
    handler: (_b, ctx) => agreeToTerms(deps, ctx.actor!),
  });

  // users/consultants/profile (the consultant's names with its account's) is the accounts feature's.
  defineCall(app, deps, 'users/consultants/password', {
    access: CONSULTANT,
    handler: (b, ctx) => changePassword(ctx, b),
  });

  // The invitation page is opened from an e-mail, before the user has a password.
  defineCall(app, deps, 'users/invitations/detail', {
    access: 'public',
    handler: (b) => invitationDetails(deps, b.token),
  });
  defineCall(app, deps, 'users/invitations/accept', {
    access: 'public',
    handler: (b) => acceptInvitation(deps, b),
  });
}
