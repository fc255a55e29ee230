import { z } from 'zod';
import { namedRecord } from './record-fields';
import { tokenResponse } from './token';

export const ROLES = ['admin', 'consultant', 'collaborator'] as const;
export const role = z.enum(ROLES);
export type Role = z.infer<typeof role>;

export const loginRequest = z.object({
  username: z
    .string()
    .trim()
    .min(1, 'username is required')
    .max(254)
    .email('username must be an e-mail address'),
  password: z.string().min(1, 'password is required').max(256),
});
export type LoginRequest = z.input<typeof loginRequest>;

/** Logging in rotates the session: the answer carries the new token the client must use from now on. */
/** A login answers with the same token pair as `token/get` and `token/refresh`. */
export const loginResponse = tokenResponse;

export const whoamiResponse = z.object({
  user: z.object({
    ...namedRecord,
    email: z.string(),
    role,
    title: z.string().nullable(),
    is_agree_tnc: z.boolean(),
    locale: z.string(),
    admin_language: z.string(),
  }),
  corporate: z
    .object({
      ...namedRecord,
      title: z.string().nullable(),
      is_logo_available: z.boolean(),
      corporate_logo: z.string().nullable(),
    })
    .nullable(),
});
export type WhoamiResponse = z.infer<typeof whoamiResponse>;

export const menuLink = z.object({ key: z.string(), label: z.string(), path: z.string(), group: z.string() });
export type MenuLink = z.infer<typeof menuLink>;

export const userContextResponse = z.object({ role, menus: z.array(menuLink) });
export type UserContext = z.infer<typeof userContextResponse>;

export const isAdminResponse = z.object({ status: z.boolean() });
export const profileResponse = z.object({
  name: z.string(),
  path: z.string().nullable(),
  thumbnail: z.string().nullable(),
  title: z.string().nullable(),
});
export type Profile = z.infer<typeof profileResponse>;
export const creditBalanceResponse = z.object({ balance: z.number().int() });

/** The Database and Project links that admins and consultants share. */
const DATABASE_AND_PROJECT_MENUS: MenuLink[] = [
  {
    key: 'all-candidate-admin',
    label: 'All Candidates',
    path: '/project/all-candidate-admin',
    group: 'Database',
  },
  { key: 'download-list-all', label: 'Download List', path: '/project/download-list-all', group: 'Database' },
  { key: 'all-project', label: 'All Projects', path: '/project/all-project', group: 'Project' },
];

/** Sidebar links by role, exactly as spec 2.6's table. The server sends them as the user context's menus. */
export const SIDEBAR_MENUS: Record<Role, MenuLink[]> = {
  admin: [
    {
      key: 'consultant-accounts',
      label: 'Consultant Accounts',
      path: '/consultant-account/all-account',
      group: 'Consultant Accounts',
    },
    ...DATABASE_AND_PROJECT_MENUS,
    {
      key: 'job-profiles',
      label: 'Job Profiles',
      path: '/assessment-center/job-profile/all',
      group: 'Templates',
    },
    {
      key: 'competence-library',
      label: 'P-Abilities+',
      path: '/assessment-center/competence-library/all',
      group: 'Templates',
    },
    {
      key: 'test-instruments',
      label: 'All Test',
      path: '/assessment-center/test-instrument',
      group: 'Templates',
    },
    {
      key: 'instrument-lang',
      label: 'Instrument Translations',
      path: '/assessment-center/instrument-lang/all',
      group: 'Templates',
    },
    {
      key: 'master-languages',
      label: 'Master Languages',
      path: '/languages/master-languages',
      group: 'Languages',
    },
    {
      key: 'master-translations',
      label: 'Master Translations',
      path: '/translations/master-translations',
      group: 'Languages',
    },
  ],
  consultant: [
    {
      key: 'corporate-accounts',
      label: 'All Accounts',
      path: '/corporate-account/all-account',
      group: 'Corporate Accounts',
    },
    { key: 'sectors', label: 'Sectors', path: '/corporate-account/sector', group: 'Corporate Accounts' },
    ...DATABASE_AND_PROJECT_MENUS,
    {
      key: 'edit-profile',
      label: 'Edit Profile',
      path: '/consultant-account/edit-profile',
      group: 'Account',
    },
    {
      key: 'collaborators',
      label: 'Collaborators',
      path: '/consultant-account/collaborators',
      group: 'Account',
    },
  ],
  collaborator: [
    { key: 'corporate-projects', label: 'Projects', path: '/project/corporate-projects', group: 'Project' },
    { key: 'all-candidate', label: 'All Candidates', path: '/project/all-candidate', group: 'Database' },
    {
      key: 'download-list-all',
      label: 'Download List',
      path: '/project/download-list-all',
      group: 'Database',
    },
    {
      key: 'credit-history',
      label: 'Credit History',
      path: '/corporate-account/credit-history/1',
      group: 'Account',
    },
    { key: 'edit-profile', label: 'Edit Profile', path: '/corporate-account/edit-profile', group: 'Account' },
    // The collaborator's own corporate's page (its ATS keys); the web app knows which one.
    { key: 'company-account', label: 'Company Account', path: '/corporate-account/mine', group: 'Account' },
  ],
};

/** Where `/` sends a signed-in user (spec 2.6). */
export function homePathFor(r: Role): string {
  return r === 'admin' ? '/project/all-project' : '/project/corporate-projects';
}

/** Route prefixes only an admin may open (spec 2.6). */
export const ADMIN_ONLY_PREFIXES = ['/assessment-center', '/languages', '/translations'] as const;

/** Back-office UI locales (the participant pages follow the master languages instead). */
export const UI_LOCALES = ['en', 'id'] as const;

/** auth/save-user-data: the user's preferences; send only what changes. */
export const saveUserDataRequest = z
  .object({
    locale: z.enum(UI_LOCALES, { message: `locale must be one of ${UI_LOCALES.join(', ')}` }).optional(),
    /** A master language code (languages/list). */
    admin_language: z.string().trim().min(2).max(10).optional(),
  })
  .refine((b) => b.locale !== undefined || b.admin_language !== undefined, {
    message: 'give locale or admin_language',
    path: ['locale'],
  });
export const userDataResponse = z.object({ locale: z.string(), admin_language: z.string() });

/** languages/list: the master languages, default first. */
export const languageListResponse = z.array(
  z.object({ code: z.string(), name: z.string(), is_default: z.boolean() }),
);
