import type { CallDocs } from './call-doc';

const CODE_TAKEN = 'the code is already used, by a live or a removed record (`error.field: code`).';
const BLUEPRINT_PART_TAKEN =
  'the blueprint already has this part (the message names it and `error.field` the field).';
const BLUEPRINT_PART_USED =
  'another part of the blueprint uses this one: the message says which to change first.';
const DRAFT_ONLY = 'the competence is submitted and cannot change: duplicate it to make a new draft.';

/** The library: instruments and their items, test dimensions, scoring blueprints, competences, job profiles, languages. */
export const CONTENT_DOCS = {
  'instruments/compact-list': 'Every live instrument, by id, code and name (for pickers)',
  'instruments/list': 'Lists instruments, a page at a time',
  'instruments/new': {
    summary: 'Creates a draft instrument',
    errors: { 409: 'an instrument with this code already exists (`error.field: code`).' },
  },
  'instruments/detail': 'One instrument with its draft content',
  'instruments/update': "Changes an instrument's name, kind and instructions",
  'instruments/mark-as-removed': 'Removes an instrument',
  'instruments/duplicate': 'Copies an instrument into a new draft',
  'instruments/content': "Saves a draft instrument's sections and items",
  'instruments/submit':
    'Publishes the draft as a new immutable version, or lists every problem that prevents it',
  'instruments/test-survey': 'The instrument as a participant would see it, in a language',
  'instruments/export-package': 'The instrument as a package (JSON) to import elsewhere',
  'instruments/import-package': 'Creates an instrument from a package, or lists every problem in it',
  'instruments/translation':
    "Reads, and with `texts` saves, an instrument's texts in one language beside the base language",
  'instruments/translation-overview':
    'How far each instrument is translated into each language, a page at a time',
  'instruments/variations/new': {
    summary: 'Creates a variation of an instrument',
    errors: { 409: 'the instrument already has a variation with this code (`error.field: code`).' },
  },
  'instruments/variations/detail': 'One variation with its content',
  'instruments/variations/update': {
    summary: 'Changes a variation',
    errors: { 409: 'the instrument already has a variation with this code (`error.field: code`).' },
  },
  'instruments/variations/content': "Saves a variation's items",
  'instruments/variations/mark-as-removed': 'Removes a variation',
  'instruments/variations/submit': 'Publishes a variation, or lists every problem that prevents it',
  'instruments/indicators': "An instrument's indicators",
  'instruments/indicator-columns': "The columns of an instrument's indicators (scores and their parts)",
  'instruments/adaptive/simulate':
    "Starts a simulation of an adaptive section's item bank (a background job)",
  'instruments/adaptive/simulate-progress': "A simulation's progress, and its report when done",
  'instruments/adaptive/simulations': "An instrument's past simulations",
  'instruments/items/list': "Lists an instrument's items, a page at a time",
  'instruments/items/detail': 'One item of an instrument',
  'instruments/items/update': 'Replaces one item of a draft instrument',
  'instruments/images/upload': "Uploads an image for an instrument's items",
  'instruments/items/export-xlsx': "An instrument's items as a spreadsheet (.xlsx)",
  'instruments/items/template-xlsx': 'The empty item spreadsheet (.xlsx) to fill in and import',
  'instruments/items/import-xlsx':
    'Imports items from a spreadsheet, or lists every problem by row and column',
  'instruments/items/import-qti':
    'Analyses an IMS QTI content package (2.1, 2.2, 3.0): the import report of every item (imported, imported with changes, skipped, with the reasons); nothing is written until it is confirmed',
  'instruments/items/import-qti-confirm':
    "Writes a QTI package's analysed items (with their media and the assessmentTest's sections) into the draft",
  'instruments/items/export-qti':
    "The instrument's draft as an IMS QTI content package (.zip: imsmanifest.xml, items, media, assessmentTest), QTI 2.2 or 3.0",
  'resources/images/upload': 'Uploads an image for rich texts (instructions, e-mails)',

  'test-dimensions/compact-list': 'Every live test dimension, by id, code and name (for pickers)',
  'test-dimensions/datatable': 'Lists test dimensions, a page at a time',
  'test-dimensions/new': {
    summary: 'Creates a test dimension with its indicators',
    errors: { 409: 'the code of the dimension or of an indicator is already used (`error.field` names it).' },
  },
  'test-dimensions/detail': 'One test dimension with its indicators',
  'test-dimensions/update': {
    summary: 'Changes a test dimension and its indicators',
    errors: { 409: 'the code of the dimension or of an indicator is already used (`error.field` names it).' },
  },
  'test-dimensions/mark-as-removed': 'Removes a test dimension',

  'quiz-scorings/blueprints/datatable': 'Lists scoring blueprints, a page at a time',
  'quiz-scorings/blueprints/new': {
    summary: 'Creates a scoring blueprint for an instrument',
    errors: { 409: 'the instrument already has a blueprint of this name (`error.field: name`).' },
  },
  'quiz-scorings/blueprints/detail': 'One scoring blueprint with all its parts',
  'quiz-scorings/blueprints/update': {
    summary: "Changes a blueprint's name and description",
    errors: { 409: 'the instrument already has a blueprint of this name (`error.field: name`).' },
  },
  'quiz-scorings/blueprints/mark-as-removed': {
    summary: 'Removes a scoring blueprint',
    errors: { 409: 'the blueprint scores its instrument: use another of its blueprints for scoring first.' },
  },
  'quiz-scorings/blueprints/preview': 'Scores sample answers with a blueprint, without saving anything',
  'quiz-scorings/blueprints/version': 'One version of a blueprint as it scored',
  'quiz-scorings/blueprints/use-for-scoring': 'Makes a blueprint the one its instrument is scored with',
  'quiz-scorings/blueprint-settings/datatable': "Lists blueprints' settings, a page at a time",
  'quiz-scorings/blueprint-settings/new': {
    summary: "Sets a blueprint's settings (raw score method, missing answers, forced choice)",
    errors: { 409: 'the blueprint already has settings: update them instead.' },
  },
  'quiz-scorings/blueprint-settings/detail': "One blueprint's settings",
  'quiz-scorings/blueprint-settings/update': "Changes a blueprint's settings",
  'quiz-scorings/blueprint-settings/mark-as-removed': "Removes a blueprint's settings",
  'quiz-scorings/blueprint-dimensions/datatable': "Lists blueprints' dimensions, a page at a time",
  'quiz-scorings/blueprint-dimensions/new': {
    summary: 'Adds a dimension a blueprint scores, with its indicators and weights',
    errors: { 409: BLUEPRINT_PART_TAKEN },
  },
  'quiz-scorings/blueprint-dimensions/detail': 'One dimension of a blueprint',
  'quiz-scorings/blueprint-dimensions/update': {
    summary: 'Changes a dimension of a blueprint',
    errors: { 409: BLUEPRINT_PART_TAKEN },
  },
  'quiz-scorings/blueprint-dimensions/mark-as-removed': {
    summary: 'Removes a dimension from a blueprint',
    errors: { 409: BLUEPRINT_PART_USED },
  },
  'quiz-scorings/group-dimensions/datatable': "Lists blueprints' group dimensions, a page at a time",
  'quiz-scorings/group-dimensions/new': {
    summary: 'Adds a group dimension (a combination of dimensions) to a blueprint',
    errors: { 409: BLUEPRINT_PART_TAKEN },
  },
  'quiz-scorings/group-dimensions/detail': 'One group dimension of a blueprint',
  'quiz-scorings/group-dimensions/update': {
    summary: 'Changes a group dimension of a blueprint',
    errors: { 409: BLUEPRINT_PART_TAKEN },
  },
  'quiz-scorings/group-dimensions/mark-as-removed': {
    summary: 'Removes a group dimension from a blueprint',
    errors: { 409: BLUEPRINT_PART_USED },
  },
  'quiz-scorings/character-blueprints/datatable': "Lists blueprints' character types, a page at a time",
  'quiz-scorings/character-blueprints/new': {
    summary: 'Adds a character type (a rule over dimension scores) to a blueprint',
    errors: { 409: BLUEPRINT_PART_TAKEN },
  },
  'quiz-scorings/character-blueprints/detail': 'One character type of a blueprint',
  'quiz-scorings/character-blueprints/update': {
    summary: 'Changes a character type of a blueprint',
    errors: { 409: BLUEPRINT_PART_TAKEN },
  },
  'quiz-scorings/character-blueprints/mark-as-removed': 'Removes a character type from a blueprint',
  'quiz-scorings/gob-blueprints/datatable': "Lists blueprints' gob bands, a page at a time",
  'quiz-scorings/gob-blueprints/new': {
    summary: "Adds the gob bands (score ranges and their levels) of a blueprint's dimension",
    errors: { 409: BLUEPRINT_PART_TAKEN },
  },
  'quiz-scorings/gob-blueprints/detail': 'One set of gob bands',
  'quiz-scorings/gob-blueprints/update': {
    summary: 'Changes a set of gob bands',
    errors: { 409: BLUEPRINT_PART_TAKEN },
  },
  'quiz-scorings/gob-blueprints/mark-as-removed': 'Removes a set of gob bands',
  'quiz-scorings/final-scores/datatable': "Lists blueprints' final scores (norm tables), a page at a time",
  'quiz-scorings/final-scores/new': {
    summary: 'Adds a final score (norm table) for a dimension and norm group',
    errors: { 409: BLUEPRINT_PART_TAKEN },
  },
  'quiz-scorings/final-scores/detail': 'One final score (norm table)',
  'quiz-scorings/final-scores/update': {
    summary: 'Changes a final score (norm table)',
    errors: { 409: BLUEPRINT_PART_TAKEN },
  },
  'quiz-scorings/final-scores/mark-as-removed': 'Removes a final score (norm table)',
  'quiz-scorings/final-scores/import':
    'Imports a norm table from a spreadsheet, or lists every problem by row',
  'quiz-scorings/indicator-scores/datatable': "Lists blueprints' indicator score bands, a page at a time",
  'quiz-scorings/indicator-scores/new': {
    summary: 'Adds the score bands of an indicator',
    errors: { 409: BLUEPRINT_PART_TAKEN },
  },
  'quiz-scorings/indicator-scores/detail': "One indicator's score bands",
  'quiz-scorings/indicator-scores/update': {
    summary: "Changes an indicator's score bands",
    errors: { 409: BLUEPRINT_PART_TAKEN },
  },
  'quiz-scorings/indicator-scores/mark-as-removed': "Removes an indicator's score bands",

  'competences/datatable': 'Lists competences, a page at a time',
  'competences/new': {
    summary: 'Creates a draft competence with its levels',
    errors: { 409: 'a competence with this code already exists (`error.field: code`).' },
  },
  'competences/detail': 'One competence with its levels, dimensions and translations',
  'competences/update': { summary: 'Changes a draft competence', errors: { 409: DRAFT_ONLY } },
  'competences/submit': {
    summary: 'Submits a competence: it cannot change afterwards',
    errors: { 409: 'the competence is already submitted.' },
  },
  'competences/mark-as-removed': 'Removes a competence',
  'competences/duplicate': {
    summary: 'Copies a competence into a new draft',
    errors: { 409: 'a competence with this code already exists (`error.field: code`).' },
  },
  'competences/dimensions': {
    summary: 'Sets the test dimensions a draft competence draws on',
    errors: { 409: DRAFT_ONLY },
  },
  'competences/dimension-scorings': {
    summary: "Sets how a draft competence's dimensions score its levels",
    errors: { 409: DRAFT_ONLY },
  },
  'competences/translations': "Saves a competence's texts in other languages (a submitted one too)",
  'competences/colour-check':
    "Checks the colours of a competence's levels (given, or stored): readable, and told apart",
  'competences/compact-list': 'Every live competence with its levels (for pickers)',

  'job-profiles/datatable': 'Lists job profiles, a page at a time',
  'job-profiles/new': 'Creates a job profile: its instruments and its competence targets',
  'job-profiles/detail': 'One job profile',
  'job-profiles/update': 'Changes a job profile',
  'job-profiles/mark-as-removed': 'Removes a job profile',
  'job-profiles/instrument-orders': "Sets the order of a job profile's instruments",
  'job-profiles/compact-list': 'Every live job profile with its competences and instruments (for pickers)',

  'master-languages/datatable': 'Lists the languages participants can take tests in, a page at a time',
  'master-languages/new': { summary: 'Adds a language', errors: { 409: CODE_TAKEN } },
  'master-languages/detail': 'One language',
  'master-languages/update': { summary: 'Changes a language', errors: { 409: CODE_TAKEN } },
  'master-languages/mark-as-removed': {
    summary: 'Removes a language',
    errors: { 409: 'the default language cannot be removed: make another language the default first.' },
  },
  'master-translations/datatable': "Lists the participant pages' texts by language, a page at a time",
  'master-translations/new': {
    summary: "Adds a participant page's text in a language",
    errors: {
      409: 'a text with this key already exists on this page in this language (`error.field: key`).',
    },
  },
  'master-translations/detail': 'One text of the participant pages',
  'master-translations/update': {
    summary: "Changes a participant page's text",
    errors: {
      409: 'a text with this key already exists on this page in this language (`error.field: key`).',
    },
  },
  'master-translations/mark-as-removed': "Removes a participant page's text",
} satisfies CallDocs;
