import { type CallDocs, conflict } from './call-doc';

/** Projects with their participants, invitations and exports; candidates, access codes, evidence, privacy, partner settings. */
export const PROJECT_DOCS = {
  'projects/list': 'Lists the projects the caller may see, a page at a time',
  'projects/new': 'Creates a project for a corporate account, from a job profile or chosen instruments',
  'projects/detail': 'One project with its settings, instruments and competences',
  'projects/update': "Changes a project's name, description and dates",
  'projects/update-setting':
    "Changes a project's settings (code expiry, proctoring, results shown, languages, resuming)",
  'projects/mark-as-removed': 'Removes a project',
  'projects/duplicate':
    'Copies a project: settings, instruments, competences, form and languages, without its participants',
  'projects/instrument-orders': conflict(
    "Sets a project's instruments and their order",
    'participants have already started the project, so its instruments cannot change: duplicate the project instead.',
  ),
  'projects/competences': "Sets a project's competences and their target levels",
  'projects/instrument-options': 'The instruments a project can use, with their variations and credit cost',
  'projects/job-profile-template':
    "A job profile's instruments and competence targets, to prefill a new project",
  'projects/configs/landing-form/detail': "The fields of a project's registration form",
  'projects/configs/landing-form/update': "Changes the fields of a project's registration form",

  'projects/participants/overview':
    "Counts of a project's participants: by status, started, completed, shortlisted",
  'projects/participants/datatable': "Lists a project's participants with their results, a page at a time",
  'projects/participants/filter-city': "The cities of a project's participants (the table's filter)",
  'projects/participants/star-toggle': 'Stars or unstars a participant',
  'projects/participants/shortlist-toggle': 'Adds a participant to the shortlist or takes them off',
  'projects/participants/add-shortlisted': 'Adds the chosen participants to the shortlist',
  'projects/participants/results': "A participant's results: scores, competences and job fit",
  'projects/participants/ability-summaries': "A participant's ability summaries, one per instrument",
  'projects/participants/charts': "The charts of a project's results",
  'projects/participants/recalculate': "Scores a project's participants again (a background job)",
  'projects/participants/recalculate-progress': "The progress of a project's recalculation",
  'projects/participants/export':
    "Exports a project's participants as .xlsx (a job; the file goes to the download list)",
  'projects/participants/export-progress': "An export's progress",
  'projects/participants/reports-zip':
    'The reports of chosen participants as one .zip (a job; the file goes to the download list)',
  'projects/participants/reports-zip-progress': "A report .zip's progress",
  'projects/participants/report': conflict(
    "A participant's report as a PDF",
    'the participant has no scored results yet.',
  ),
  'projects/participants/photo': "A participant's registration photo (or its thumbnail)",
  'projects/participants/cv': 'The CV a participant gave at registration (PDF or Word), as an attachment',
  'projects/participants/proctoring-snapshot': 'One proctoring snapshot of a participant, as a JPEG',
  'projects/participants/accommodations/detail':
    "A participant's accommodation in force, open requests and history, with the project's timed sections",
  'projects/participants/accommodations/grant': conflict(
    'Grants an accommodation (extra time per test or section, breaks, larger text, high contrast, screen-reader mode) with its reason; a running section gets it at once',
    'the request named was already answered.',
  ),
  'projects/participants/accommodations/decline': conflict(
    "Declines a participant's accommodation request, with the reason",
    'the request was already answered.',
  ),
  'projects/participants/erase':
    "Erases a participant's personal data, photo and snapshots (cannot be undone)",
  'projects/participants/datatable-progress': "The progress of a project's bulk invitation",

  'projects/invitations/invite': conflict(
    'Invites one participant to a project by e-mail',
    'the e-mail address is already a participant of this project (`error.field: email`).',
  ),
  'projects/invitations/variables': 'The variables an invitation template may use',
  'projects/invitations/datatable': "Lists a project's invitations, a page at a time",
  'projects/invitations/code': "A participant's code (to hand it on another way)",
  'projects/invitations/resend': conflict(
    "Sends a participant's invitation again",
    'the invitation was revoked, or the participant has already completed the test.',
  ),
  'projects/invitations/selected-resend':
    'Sends the chosen invitations again (those that cannot be resent are listed)',
  'projects/invitations/selected-revoke': 'Revokes the chosen invitations: their codes stop working',
  'projects/invitations/credits':
    "A project's credit check: what one participant costs, what the corporate has",
  'projects/invitations/bulk-template': 'The bulk-invitation spreadsheet (.xlsx) to fill in',
  'projects/invitations/bulk-read':
    'Reads a filled-in bulk-invitation sheet and previews it, listing every invalid row',
  'projects/invitations/bulk-invite': conflict(
    'Invites the valid rows of a read sheet (a background job)',
    'the sheet was already invited, or has no valid rows (`error.field: batch_id`).',
  ),
  'projects/configs/languages/translation-list':
    "A project's languages and whether each has its own invitation template",
  'projects/configs/languages/new': conflict(
    'Adds a language to a project, with its invitation template',
    'the language is already a language of this project (`error.field: language_code`).',
  ),
  'projects/configs/languages/update': "Changes a project language's invitation template",
  'projects/configs/languages/detail': "A project language's invitation template (its own, or the default)",
  'projects/configs/languages/templates': 'The default invitation templates, one per language',

  'unique-codes/generate': "Generates a batch of a project's access codes",
  'unique-codes/list': "Lists a project's access codes, a page at a time",
  'unique-codes/export': "A project's access codes as .xlsx",
  'unique-codes/attempts': 'Failed and throttled access-code attempts, a page at a time (security page)',

  'downloads/datatable': "Lists the caller's exports (the download list), a page at a time",
  'downloads/file': {
    summary: 'Downloads a finished export',
    errors: {
      409: 'the export is still queued or running.',
      410: 'the export file is no longer kept.',
    },
  },
  'candidates/datatable': 'Lists candidates (people across projects), a page at a time',
  'candidates/detail': 'One candidate with their participations in projects',
  'candidates/export': 'Exports the candidate database as .xlsx (a job; the file goes to the download list)',
  'candidates/export-progress': "A candidate export's progress",

  'evidence/analyses/new':
    'Starts an analysis of an instrument version over a sample of real answers (a job)',
  'evidence/analyses': 'Lists analyses, a page at a time',
  'evidence/analyses/detail':
    'One analysis with its result: item statistics, reliability, IRT calibration, DIF',
  'evidence/analyses/manual':
    "An instrument version's technical manual (PDF), written from a finished analysis",
  'evidence/analyses/publish-parameters': conflict(
    "Publishes an analysis's IRT parameters as a new version of the instrument",
    'the instrument has moved on since the analysis, or its draft has unpublished changes (`error.field: analysis_id`).',
  ),
  'evidence/norms/preview':
    "Raw-score distributions of an analysis's sample beside today's norm, and a proposed norm table",
  'evidence/norms/save': conflict(
    "Saves a proposed norm table as the blueprint's final score (a new norm version)",
    'the scoring blueprint changed while the norms were being saved: save them again.',
  ),
  'evidence/adverse-impact':
    'Adverse impact of job-fit decisions in chosen projects: selection rates by group',
  'evidence/bias-audit':
    "Bias audit of a project, job profile or corporate over a period: rates, impact ratios and Fisher's p by sex, age band, education and their intersections",
  'evidence/bias-audit/monitor':
    "A project's adverse-impact monitor: impact ratios under 0.8 at the default job-fit cut where both categories have at least 30 candidates",
  'evidence/bias-audit/pdf': "A bias audit's public summary (PDF, en or id)",
  'evidence/bias-audit/xlsx': 'A bias audit as a workbook (.xlsx, en or id): one row per category',
  'evidence/reviews/flag': conflict(
    'Flags an item of an instrument for review',
    'the item already has an open flag (`error.field: item_id`).',
  ),
  'evidence/reviews/resolve': conflict(
    'Resolves a review flag: the item was revised, kept or removed',
    'the flag is already resolved (`error.field: review_id`).',
  ),
  'evidence/reviews/list': "Lists an instrument's review flags, a page at a time",

  'audit-log/datatable': 'The audit log (who changed what, when), a page at a time',
  'privacy/retention/detail': "How long candidates' personal data is kept",
  'privacy/retention/update': "Sets how long candidates' personal data is kept",

  'partner/secret': "Reads, or rotates, the secret a corporate's partner verifies event deliveries with",
  'partner/settings':
    "A corporate's partner settings: callback URL and the origins allowed to frame the partner pages",
  'partner/update-origins': 'Sets the extra origins allowed to frame the partner pages',
  'partner/token': "Draws a corporate's new partner token (the one before stops working; shown this once)",
} satisfies CallDocs;
