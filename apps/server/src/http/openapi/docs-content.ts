import type { CallPath } from '@asesa/contracts';
import { type CallDoc, type CallDocs, conflict } from './call-doc';

const CODE_TAKEN = 'the code is already used, by a live or a removed record (`error.field: code`).';
const BLUEPRINT_PART_TAKEN =
  'the blueprint already has this part (the message names it and `error.field` the field).';
const BLUEPRINT_PART_USED =
  'another part of the blueprint uses this one: the message says which to change first.';
const DRAFT_ONLY = 'the competence is submitted and cannot change: duplicate it to make a new draft.';

type PartCall = 'datatable' | 'new' | 'detail' | 'update' | 'mark-as-removed';
/** The parts of a scoring blueprint (what stands before /new in their calls). */
type PartOf<C> = C extends `quiz-scorings/${infer P}/new` ? P : never;
type BlueprintPartName = PartOf<CallPath>;

/**
 * The five calls of one part of a scoring blueprint (a page of them, add, one, change, remove):
 * adding or changing a part the blueprint already has is refused alike on every part.
 */
function blueprintPart<P extends BlueprintPartName>(
  part: P,
  words: { list: string; add: string; one: string; change: string; remove: CallDoc },
): Record<`quiz-scorings/${P}/${PartCall}`, CallDoc> {
  const docs: Record<PartCall, CallDoc> = {
    datatable: `Lists blueprints' ${words.list}, a page at a time`,
    new: conflict(words.add, BLUEPRINT_PART_TAKEN),
    detail: words.one,
    update: conflict(words.change, BLUEPRINT_PART_TAKEN),
    'mark-as-removed': words.remove,
  };
  return Object.fromEntries(
    Object.entries(docs).map(([call, doc]) => [`quiz-scorings/${part}/${call}`, doc]),
  ) as Record<`quiz-scorings/${P}/${PartCall}`, CallDoc>;
}

/** The library: instruments and their items, test dimensions, scoring blueprints, competences, job profiles, languages. */
export const CONTENT_DOCS = {
  'instruments/compact-list': 'Every live instrument, by id, code and name (for pickers)',
  'instruments/list': 'Lists instruments, a page at a time',
  'instruments/new': conflict(
    'Creates a draft instrument',
    'an instrument with this code already exists (`error.field: code`).',
  ),
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
  'instruments/variations/new': conflict(
    'Creates a variation of an instrument',
    'the instrument already has a variation with this code (`error.field: code`).',
  ),
  'instruments/variations/detail': 'One variation with its content',
  'instruments/variations/update': conflict(
    'Changes a variation',
    'the instrument already has a variation with this code (`error.field: code`).',
  ),
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
    'Uploads an IMS QTI content package (2.1, 2.2, 3.0) and starts the job that analyses it; answers analysis_id and job_id at once. Nothing is written until it is confirmed',
  'instruments/items/import-qti-progress':
    "The progress of a QTI package's analysis (items analysed, 0-100); once done, the import report of every item (imported, imported with changes, skipped, with the reasons); a refused package ends failed with the reason in the reader's language",
  'instruments/items/import-qti-confirm':
    "Writes a QTI package's analysed items (with their media and the assessmentTest's sections) into the draft",
  'instruments/items/export-qti':
    "Starts the job that writes the instrument's draft as an IMS QTI content package (.zip: imsmanifest.xml, items, media, assessmentTest), QTI 2.2 or 3.0; answers download_id and job_id at once",
  'instruments/items/export-qti-progress':
    'The progress of a QTI export (items written of the total, 0-100); once done, the package is fetched with downloads/file and its download_id',
  'resources/images/upload': 'Uploads an image for rich texts (instructions, e-mails)',

  'test-dimensions/compact-list': 'Every live test dimension, by id, code and name (for pickers)',
  'test-dimensions/datatable': 'Lists test dimensions, a page at a time',
  'test-dimensions/new': conflict(
    'Creates a test dimension with its indicators',
    'the code of the dimension or of an indicator is already used (`error.field` names it).',
  ),
  'test-dimensions/detail': 'One test dimension with its indicators',
  'test-dimensions/update': conflict(
    'Changes a test dimension and its indicators',
    'the code of the dimension or of an indicator is already used (`error.field` names it).',
  ),
  'test-dimensions/mark-as-removed': 'Removes a test dimension',

  'quiz-scorings/blueprints/datatable': 'Lists scoring blueprints, a page at a time',
  'quiz-scorings/blueprints/new': conflict(
    'Creates a scoring blueprint for an instrument',
    'the instrument already has a blueprint of this name (`error.field: name`).',
  ),
  'quiz-scorings/blueprints/detail': 'One scoring blueprint with all its parts',
  'quiz-scorings/blueprints/update': conflict(
    "Changes a blueprint's name and description",
    'the instrument already has a blueprint of this name (`error.field: name`).',
  ),
  'quiz-scorings/blueprints/mark-as-removed': conflict(
    'Removes a scoring blueprint',
    'the blueprint scores its instrument: use another of its blueprints for scoring first.',
  ),
  'quiz-scorings/blueprints/preview': 'Scores sample answers with a blueprint, without saving anything',
  'quiz-scorings/blueprints/version': 'One version of a blueprint as it scored',
  'quiz-scorings/blueprints/use-for-scoring': 'Makes a blueprint the one its instrument is scored with',
  'quiz-scorings/blueprint-settings/datatable': "Lists blueprints' settings, a page at a time",
  'quiz-scorings/blueprint-settings/new': conflict(
    "Sets a blueprint's settings (raw score method, missing answers, forced choice)",
    'the blueprint already has settings: update them instead.',
  ),
  'quiz-scorings/blueprint-settings/detail': "One blueprint's settings",
  'quiz-scorings/blueprint-settings/update': "Changes a blueprint's settings",
  'quiz-scorings/blueprint-settings/mark-as-removed': "Removes a blueprint's settings",
  ...blueprintPart('blueprint-dimensions', {
    list: 'dimensions',
    add: 'Adds a dimension a blueprint scores, with its indicators and weights',
    one: 'One dimension of a blueprint',
    change: 'Changes a dimension of a blueprint',
    remove: conflict('Removes a dimension from a blueprint', BLUEPRINT_PART_USED),
  }),
  ...blueprintPart('group-dimensions', {
    list: 'group dimensions',
    add: 'Adds a group dimension (a combination of dimensions) to a blueprint',
    one: 'One group dimension of a blueprint',
    change: 'Changes a group dimension of a blueprint',
    remove: conflict('Removes a group dimension from a blueprint', BLUEPRINT_PART_USED),
  }),
  ...blueprintPart('character-blueprints', {
    list: 'character types',
    add: 'Adds a character type (a rule over dimension scores) to a blueprint',
    one: 'One character type of a blueprint',
    change: 'Changes a character type of a blueprint',
    remove: 'Removes a character type from a blueprint',
  }),
  ...blueprintPart('gob-blueprints', {
    list: 'gob bands',
    add: "Adds the gob bands (score ranges and their levels) of a blueprint's dimension",
    one: 'One set of gob bands',
    change: 'Changes a set of gob bands',
    remove: 'Removes a set of gob bands',
  }),
  ...blueprintPart('final-scores', {
    list: 'final scores (norm tables)',
    add: 'Adds a final score (norm table) for a dimension and norm group',
    one: 'One final score (norm table)',
    change: 'Changes a final score (norm table)',
    remove: 'Removes a final score (norm table)',
  }),
  'quiz-scorings/final-scores/import':
    'Imports a norm table from a spreadsheet, or lists every problem by row',
  ...blueprintPart('indicator-scores', {
    list: 'indicator score bands',
    add: 'Adds the score bands of an indicator',
    one: "One indicator's score bands",
    change: "Changes an indicator's score bands",
    remove: "Removes an indicator's score bands",
  }),

  'competences/datatable': 'Lists competences, a page at a time',
  'competences/new': conflict(
    'Creates a draft competence with its levels',
    'a competence with this code already exists (`error.field: code`).',
  ),
  'competences/detail': 'One competence with its levels, dimensions and translations',
  'competences/update': conflict('Changes a draft competence', DRAFT_ONLY),
  'competences/submit': conflict(
    'Submits a competence: it cannot change afterwards',
    'the competence is already submitted.',
  ),
  'competences/mark-as-removed': 'Removes a competence',
  'competences/duplicate': conflict(
    'Copies a competence into a new draft',
    'a competence with this code already exists (`error.field: code`).',
  ),
  'competences/dimensions': conflict('Sets the test dimensions a draft competence draws on', DRAFT_ONLY),
  'competences/dimension-scorings': conflict(
    "Sets how a draft competence's dimensions score its levels",
    DRAFT_ONLY,
  ),
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
  'master-languages/new': conflict('Adds a language', CODE_TAKEN),
  'master-languages/detail': 'One language',
  'master-languages/update': conflict('Changes a language', CODE_TAKEN),
  'master-languages/mark-as-removed': conflict(
    'Removes a language',
    'the default language cannot be removed: make another language the default first.',
  ),
  'master-translations/datatable': "Lists the participant pages' texts by language, a page at a time",
  'master-translations/new': conflict(
    "Adds a participant page's text in a language",
    'a text with this key already exists on this page in this language (`error.field: key`).',
  ),
  'master-translations/detail': 'One text of the participant pages',
  'master-translations/update': conflict(
    "Changes a participant page's text",
    'a text with this key already exists on this page in this language (`error.field: key`).',
  ),
  'master-translations/mark-as-removed': "Removes a participant page's text",
} satisfies CallDocs;
