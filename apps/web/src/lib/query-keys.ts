/**
 * Cache keys that several back-office features share. A project's detail, its lists and every
 * tab's queries (participants, invitations, credits, languages) nest under PROJECTS_KEY, so
 * refreshing a project refreshes all of them; the features that fill or refresh a project's
 * caches import the keys from here instead of from each other.
 */
export const PROJECTS_KEY = ['projects'] as const;

/** Everything cached about one project's participants (table, overview, charts, results). */
export const participantsRoot = (projectId: number) => [...PROJECTS_KEY, 'participants', projectId] as const;
