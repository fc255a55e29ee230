import { type CallDocs, conflict } from './call-doc';

const EMAIL_TAKEN = 'the e-mail address is already used by another user (`error.field` names it).';
const ACCEPTED = 'the user has already accepted the invitation and can sign in.';
const SIGN_IN_LIMIT =
  'too many failed sign-ins from this address, for this account or overall (`reason: challenge_required`): solve the proof-of-work challenge in `error.challenge` (ALTCHA v2) and send the same request again with base64 `{challenge, solution}` in the `proof-of-work` header.';

/** Tokens, the session, users and the accounts (consultants, corporates, collaborators, credits, sectors). */
export const ACCOUNT_DOCS = {
  'token/get': {
    summary: 'Gets a device token (anonymous until signed in), or renews a known one',
    errors: { 401: 'the `app_name` or `secret` is unknown (`reason: invalid_client`).' },
  },
  'token/refresh': {
    summary: 'Renews an expired token with its refresh token',
    errors: { 401: 'the refresh token is not valid (`reason: invalid_token`): call `token/get`.' },
  },
  'auth/login': {
    summary: "Signs in: the token becomes the user's",
    errors: {
      401: 'the e-mail address or the password is wrong (`reason: invalid_credentials`).',
      429: SIGN_IN_LIMIT,
    },
  },
  'auth/logout': 'Signs out: the token becomes anonymous again',
  'auth/whoami': 'The signed-in user and their corporate account',
  'auth/save-user-data': "Saves the user's preferences (interface locale, admin language)",
  'auth/user-context': "The user's role and the menus it opens",
  'auth/is-admin': 'Whether the signed-in user is an admin',
  'auth/profile': "The user's name, title and profile picture",
  'auth/login-attempts': 'Failed and throttled sign-ins, a page at a time (security page)',
  'auth/participant-code-attempts':
    'Unknown participant codes tried and throttled addresses, a page at a time',
  'auth/throttles':
    'The guessing throttles in force (sign-ins, access codes, participant codes) with their counts and ends',
  'auth/lift-throttle': "Lifts a throttle: its scope's counting starts again now (audited)",
  'auth/credit-balance': "The credit balance of the user's corporate account",
  'general-config/get': "The installation's public settings: product name, languages, upload and code limits",
  'languages/list': 'The languages the back office offers',

  'accounts/consultants/datatable': 'Lists consultant accounts, a page at a time',
  'accounts/consultants/new': conflict(
    'Creates a consultant account and invites its first user',
    EMAIL_TAKEN,
  ),
  'accounts/consultants/detail': 'One consultant account with its users',
  'accounts/consultants/update': 'Changes a consultant account',
  'accounts/consultants/mark-as-removed': 'Removes a consultant account (its users are signed out)',
  'accounts/consultants/re-invite': conflict(
    'Sends a consultant user a new invitation link (the old link stops working)',
    ACCEPTED,
  ),
  'accounts/consultants/logo': "Uploads a consultant account's logo",
  'accounts/corporates/datatable': 'Lists the corporate accounts the caller may see, a page at a time',
  'accounts/corporates/new': conflict(
    'Creates a corporate account',
    'the slug is already used by another corporate account (`error.field: slug`).',
  ),
  'accounts/corporates/detail': 'One corporate account',
  'accounts/corporates/update': conflict(
    'Changes a corporate account',
    'the slug is already used by another corporate account (`error.field: slug`).',
  ),
  'accounts/corporates/mark-as-removed': 'Removes a corporate account (its users are signed out)',
  'accounts/corporates/logo': "Uploads a corporate account's logo",
  'accounts/collaborators/datatable': "Lists a corporate account's collaborators, a page at a time",
  'accounts/collaborators/invite': conflict(
    'Invites a collaborator to a corporate account by e-mail',
    EMAIL_TAKEN,
  ),
  'accounts/collaborators/re-invite': conflict(
    'Sends a collaborator a new invitation link (the old link stops working)',
    ACCEPTED,
  ),
  'accounts/collaborators/mark-as-removed': 'Removes a collaborator (signed out everywhere)',
  'accounts/credits/balance': "A corporate account's credit balance",
  'accounts/credits/history': "A corporate account's credit ledger, a page at a time",
  'accounts/credits/top-up': "Adds credits to a corporate account's balance",
  'accounts/sectors/tree': "A consultant account's sectors as a tree",
  'accounts/sectors/compact': "A consultant account's sectors as a flat list",
  'accounts/sectors/new': conflict(
    'Adds a sector, at the top or under another',
    'a sector of that name already exists at this level (`error.field: name`).',
  ),
  'accounts/sectors/update': conflict(
    'Renames or moves a sector',
    'a sector of that name already exists at this level (`error.field: name`).',
  ),
  'accounts/sectors/mark-as-removed': conflict(
    'Removes a sector',
    'corporate accounts or sub-sectors still use the sector: move or remove them first.',
  ),

  'GET users/profile': "The signed-in user's profile",
  'users/profile': "Changes the signed-in user's name and title",
  'users/profile-image': "Uploads the signed-in user's profile picture",
  'users/password': {
    summary: "Changes the signed-in user's password",
    errors: { 429: SIGN_IN_LIMIT },
  },
  'users/collaborators/tnc-agreed': 'Records that the collaborator agrees to the terms of use',
  'GET users/consultants/profile': "The signed-in consultant's account profile",
  'users/consultants/profile': "Changes the signed-in consultant's account profile",
  'users/consultants/password': {
    summary: "Changes the signed-in consultant's password",
    errors: { 429: SIGN_IN_LIMIT },
  },
  'users/invitations/detail': {
    summary: 'What an invitation link is for (account, e-mail), before it is accepted',
    errors: { 410: 'the invitation link is unknown, used, replaced or expired (the message says which).' },
  },
  'users/invitations/accept': {
    summary: 'Accepts an invitation link: sets the name and password of the new user',
    errors: { 410: 'the invitation link is unknown, used, replaced or expired (the message says which).' },
  },

  'outbox/datatable': 'Lists the e-mails sent or held, a page at a time',
  'outbox/detail': 'One e-mail of the outbox, with its text',
  'outbox/transport': 'Whether e-mail leaves the platform, and the settings that make it do so',
} satisfies CallDocs;
