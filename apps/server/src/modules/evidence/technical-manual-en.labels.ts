import { DEMOGRAPHIC_GROUP_WORDS } from './demographic-groups.labels';

// The technical manual's English: its original wording. Numbers, dates and names come in already
// formatted (technical-manual.labels.ts says how); the Indonesian table has the same shape.

const plural = (n: string, one: string, many: string) => `${n} ${n === '1' ? one : many}`;

export const MANUAL_EN = {
  fileWords: 'technical manual',
  title: 'Technical manual',
  docTitle: (instrument: string, version: string) => `${instrument} version ${version} - technical manual`,
  runningHead: (instrument: string, version: string) =>
    `Technical manual · ${instrument} · version ${version}`,
  footer: (product: string, engine: string, analysis: string, sample: string) =>
    `${product} engine ${engine} · analysis #${analysis} · sample: ${sample}`,
  page: (page: string, pages: string) => `page ${page} of ${pages}`,
  // Title page
  codeLine: (code: string, version: string, published: string) =>
    `Code ${code} · version ${version} (published ${published})`,
  titlePairs: {
    instrument: 'Instrument',
    code: 'Code',
    version: 'Version',
    generated: 'Generated',
    engine: 'Engine version',
    analysis: 'Analysis',
    sample: 'Sample',
  },
  engineName: (product: string, engine: string) => `${product} engine ${engine}`,
  analysisFinished: (id: string, finished: string) => `#${id}, finished ${finished}`,
  sampleCompleted: (n: string) => `N = ${n} completed participants`,
  traceability:
    'Every figure in this manual comes from the analysis named above, run by the engine version named above over the sample described in section 2. The same analysis re-run on the same sample with the same engine version gives the same figures. Nothing in this manual identifies a participant: the sample is described by counts only, and a group of fewer than 5 persons is shown as "fewer than 5".',
  // Sample in words
  sampleShort: (n: string, projects: string, period: string | null) =>
    `N = ${n}, ${plural(projects, 'project', 'projects')}${period ? `, ${period}` : ''}`,
  periodShort: (from: string, to: string) => `${from} to ${to}`,
  whichProjects: (count: number, names: string) => `the project${count === 1 ? '' : 's'} ${names}`,
  everyProject: 'every project the analyst may see that runs this instrument version',
  completedBetween: (from: string, to: string) => `who completed between ${from} and ${to} (inclusive)`,
  completedFrom: (from: string) => `who completed on or after ${from}`,
  completedTo: (to: string) => `who completed on or before ${to}`,
  completedAnyTime: 'whenever they completed',
  inSector: (sector: string) => `, of corporates in the sector ‘${sector}’ and its sub-sectors`,
  sampleHolds: (which: string, period: string, sector: string, version: string) =>
    `The sample holds the completed participants of ${which}, ${period}${sector}, who took the base form of version ${version} (alternate forms are not included). Participants who were erased and projects or corporates that were removed are left out.`,
  sampleCounts: (n: string, projects: string, corporates: string, first: string, last: string) =>
    `It holds N = ${n} participants from ${plural(projects, 'project', 'projects')} of ${plural(corporates, 'corporate', 'corporates')}, who completed between ${first} and ${last}.`,
  fewerThan: (min: string) => `fewer than ${min}`,
  notGiven: 'not given',
  groups: DEMOGRAPHIC_GROUP_WORDS.en,
  // 1 Purpose and content
  purpose: '1 Purpose and content',
  kindWords: {
    ability: 'an ability test (items with right answers)',
    personality: 'a personality questionnaire',
    situational_judgement: 'a situational judgement test',
    survey: 'a survey',
  } as Record<string, string>,
  kindNames: {
    ability: 'ability',
    personality: 'personality',
    situational_judgement: 'situational judgement',
    survey: 'survey',
  } as Record<string, string>,
  typeWords: {
    single: 'single choice',
    multiple: 'multiple choice',
    'true-false': 'true / false',
    likert: 'rating scale (Likert)',
    'forced-choice': 'forced choice',
    ranking: 'ranking',
    numeric: 'numeric answer',
    text: 'open text',
  } as Record<string, string>,
  purposeText: (name: string, code: string, kind: string, version: string, published: string) =>
    `${name} (code ${code}) is ${kind}. This manual documents version ${version}, published on ${published}: its content, the sample it was analysed on, and the evidence for its items, reliability, calibration, norms and fairness.`,
  purposePairs: { kind: 'Kind', items: 'Items', types: 'Item types' },
  itemsInSections: (items: string, sections: string) =>
    `${items} in ${plural(sections, 'section', 'sections')}`,
  sections: 'Sections',
  sectionColumns: { section: 'Section', items: 'Items', timeLimit: 'Time limit' },
  untimed: 'untimed',
  minutes: (m: string) => `${m} min`,
  scoring: 'Scoring',
  scoredItems: (analysed: string, all: string, keyed: string, rated: string) =>
    `The analysis scored ${analysed} of the ${all} items: ${keyed} keyed (1 for the right answer, 0 otherwise; an omitted answer counts as wrong) and ${rated} rated (by category, reverse-keyed where the item says so; an omitted rating takes the item's median).`,
  dimensionsMeasured: (count: string, names: string) =>
    `The items measure ${plural(count, 'dimension', 'dimensions')} (${names}).`,
  noDimensions: 'The items are not tagged with dimensions, so they are analysed as one scale.',
  rawScoreWords: { sum: 'the sum of item scores', mean: 'the mean of item scores' } as Record<string, string>,
  scoredWithBlueprint: (name: string, version: string, raw: string) =>
    `Participants are scored with the blueprint ‘${name}’ (version ${version}); a dimension's raw score is ${raw}, converted to standard scores with the norms of section 7.`,
  noBlueprint:
    'The instrument has no scoring blueprint in use: participants are scored by number correct, without norms.',
  // 2 The sample
  sample: '2 The sample',
  smallGroups:
    'Groups of fewer than 5 persons are shown as "fewer than 5" rather than by their count, so that nobody can be singled out.',
  makeUpVariables: { gender: 'Gender', age_band: 'Age band (at completion)', education_level: 'Education' },
  byVariable: {
    gender: 'By gender',
    age_band: 'By age band (at completion)',
    education_level: 'By education',
  },
  share: 'Share',
  // 3 Item statistics
  itemStatistics: '3 Item statistics',
  itemStatisticsText: (easy: string, hard: string, low: string) =>
    `Difficulty is the proportion of right answers (keyed items) or the mean category as a share of the highest (rated items). The corrected item-total correlation relates the item to the total of the other items of its dimension. Omissions are the share of the sample who left the item unanswered; the time is the median seconds spent on the item. Flags: too easy (difficulty above ${easy}), too hard (below ${hard}), low discrimination (corrected r below ${low}), negative discrimination, misfit (S-X², section 6), DIF (ETS class C, section 8).`,
  itemColumns: {
    item: 'Item',
    dimension: 'Dimension',
    difficulty: 'Difficulty',
    corrected: 'Corrected r',
    alphaIfDeleted: 'Alpha if deleted',
    omitted: 'Omitted',
    medianTime: 'Median time',
    flags: 'Flags',
  },
  seconds: (s: string) => `${s} s`,
  flagWords: {
    'too-easy': 'too easy',
    'too-hard': 'too hard',
    'low-discrimination': 'low discrimination',
    'negative-discrimination': 'negative discrimination',
    misfit: 'misfit',
    dif: 'DIF',
    'non-functioning': 'non-functioning',
    'positive-distractor': 'positive distractor',
    'negative-key': 'negative key',
  } as Record<string, string>,
  // 4 Distractors
  distractors: '4 Distractors',
  distractorsUnavailable: (why: string) => `The distractor analysis was not possible on this sample: ${why}.`,
  notStored: 'the stored result does not hold it',
  distractorsText:
    'For each keyed choice item the engine counts how often each option was chosen, the point-biserial correlation of choosing it with the total score, and the difference between the upper and lower thirds of the sample. A distractor chosen by fewer than 5 % is non-functioning; a distractor with a positive point-biserial draws able persons (a possible second right answer); a key with a point-biserial of zero or below does not separate able from less able persons. Only the items with a flagged option are listed.',
  noFlaggedOption: (count: string) => `None of the ${count} keyed choice items has a flagged option.`,
  distractorColumns: {
    option: 'Option',
    chosen: 'Chosen',
    pointBiserial: 'Point-biserial',
    upperLower: 'Upper − lower',
  },
  omittedOption: 'omitted',
  keyOption: (option: string) => `${option} (key)`,
  // 5 Reliability
  reliability: '5 Reliability',
  reliabilityText:
    'Per dimension (and for all items together): Cronbach’s alpha with its 95 % confidence interval (Feldt), McDonald’s omega total from a one-factor model, and the standard error of measurement SEM = SD · √(1 − alpha) in raw-score points.',
  allItems: 'All items',
  notComputed: (why: string) => `not computed: ${why}`,
  interval: (lower: string, upper: string) => `${lower} to ${upper}`,
  reliabilityColumns: { items: 'Items', alpha: 'Alpha', ci: '95 % CI', omega: 'Omega', meanSd: 'Mean (SD)' },
  // 6 Item response theory
  irt: '6 Item response theory',
  irtUnavailable: (why: string) => `The IRT calibration was not possible on this sample: ${why}.`,
  modelNames: {
    Rasch: 'Rasch',
    '1PL': '1PL',
    '2PL': '2PL',
    '3PL': '3PL',
    GRM: 'graded response (GRM)',
  } as Record<string, string>,
  irtText: (
    model: string,
    method: string,
    persons: string,
    patterns: string,
    converged: boolean,
    cycles: string,
    logLikelihood: string,
    alpha: string,
  ) =>
    `Model: ${model}, estimated by marginal maximum likelihood (${method}) over ${persons} persons (${patterns} distinct answer patterns); ${converged ? 'converged' : 'did not converge'} after ${cycles} EM cycles (log-likelihood ${logLikelihood}). Ability θ is scaled N(0, 1) in this sample. For each item: slope a, threshold(s) b with their standard errors (SE), and the S-X² item fit (Orlando and Thissen) with its degrees of freedom and p; an item with p below ${alpha} is flagged as misfit.`,
  scalesText: (count: string, scales: string) =>
    `The instrument measures ${count} dimensions, so each was calibrated on its own θ (one model over items of different traits would mix them); the figures above are the sums and largest counts over the scales: ${scales}.`,
  noDimension: 'no dimension',
  scaleNotCalibrated: (dimension: string, why: string) => `${dimension} not calibrated (${why})`,
  scaleCalibrated: (
    dimension: string,
    items: string,
    logLikelihood: string,
    converged: boolean,
    cycles: string,
  ) =>
    `${dimension} ${items} items, log-likelihood ${logLikelihood}, ${converged ? 'converged' : 'not converged'} after ${cycles} cycles`,
  fitUnavailable: (why: string) => `The item fit was not computed: ${why}.`,
  irtColumns: { seA: 'SE a', seB: 'SE b', cSe: 'c (SE)', fit: 'Fit' },
  misfit: 'misfit',
  fits: 'fits',
  lessThan: (p: string) => `< ${p}`,
  guessingPrior: (alpha: string, beta: string, mean: string) =>
    `The guessing parameter c had a Beta(${alpha}, ${beta}) prior (mean ${mean}): its estimates are posterior modes, kept stable on a small sample but drawn towards the prior's mean where candidates do not guess.`,
  noGuessingPrior:
    'The guessing parameter c had no prior: it is estimated by maximum likelihood, which on a small sample can run to 0 or wander.',
  // Rasch fit
  raschFit: 'Rasch fit',
  raschFitText: (estimator: string) =>
    `Infit is the information-weighted mean square of the residuals, outfit the unweighted one (sensitive to surprising answers far from the item, such as a lucky guess); both are 1 when the answers fit the Rasch model: above 1.3 an item is noisier than the model expects, below 0.7 more predictable. ZSTD is the mean square standardised: beyond ±2 the departure is more than chance. Person abilities for the residuals are ${estimator} estimates.`,
  estimators: { ML: 'maximum likelihood', WLE: 'weighted likelihood (Warm)' } as Record<string, string>,
  raschColumns: {
    difficulty: 'Difficulty',
    count: 'N',
    infit: 'Infit MNSQ',
    infitZ: 'ZSTD',
    outfit: 'Outfit MNSQ',
    outfitZ: 'ZSTD',
  },
  personFit: (fitted: string, misfitting: string, extreme: string) =>
    `Person fit (lz*): ${fitted} persons fitted, ${misfitting} of them with lz* below −2 (answers less consistent than the model allows: guessing, carelessness); ${extreme} with all answers right or all wrong have no fit.`,
  raschFitUnavailable: (why: string) => `The Rasch fit was not computed: ${why}.`,
  // Global fit
  globalFit: 'Global fit (M2)',
  globalFitText:
    'M2 (Maydeu-Olivares and Joe) compares the shares answering each item and each pair of items right with what the model predicts, the part the estimated parameters explain taken out; it is χ² on (margins − parameters) degrees of freedom. RMSEA below 0.05 marks close fit; in large samples a small p with a small RMSEA is common.',
  globalFitLine: (
    scale: string | null,
    m2: string,
    df: string,
    p: string,
    rmsea: string,
    lower: string,
    upper: string,
  ) =>
    `${scale ? `${scale}: ` : ''}M2 = ${m2}, df ${df}, p ${p}; RMSEA ${rmsea} (90 % interval ${lower}–${upper}).`,
  globalFitUnavailable: (scale: string | null, why: string) =>
    `${scale ? `${scale}: ` : ''}M2 was not computed: ${why}.`,
  // Calibration flags
  calibrationFlags: 'Items the calibration worked around',
  calibrationFlagsText: (count: string) =>
    `${plural(count, 'item', 'items')} could not be estimated as asked; the calibration went on without them or with their slope held:`,
  flagUpper: (item: string, limit: string) =>
    `${item}: slope held at its upper limit ${limit}; the item's answers change from wrong to right at almost one point of the scale (near-Guttman), so its slope has no finite estimate and no standard error.`,
  flagLower: (item: string, limit: string) =>
    `${item}: slope held at its lower limit ${limit}; the item does not discriminate (or discriminates the wrong way), so its difficulty is not meaningful and its slope has no standard error.`,
  flagNoVariance: (item: string, why: string) =>
    `${item}: ${why}, so it says nothing about ability; left out of the calibration.`,
  flagExcluded: (item: string, why: string) => `${item}: left out of the calibration: ${why}.`,
  flagOther: (item: string) => `${item}: left out of the calibration.`,
  nobodyAnswered: 'nobody answered it',
  everyoneGave: (answer: string) => `everyone who answered it gave the answer ${answer}`,
  categoryNever: (category: string, top: string) =>
    `category ${category} is never observed (codes run to ${top}): recode the categories to calibrate it`,
  // Model comparison
  comparison: 'Model comparison',
  comparisonText: (persons: string) =>
    `The same ${persons} persons under each model: lower AIC and BIC are better (BIC charges more for each parameter). A likelihood-ratio test asks whether a richer model fits better than chance would give.`,
  comparisonUnavailable: (why: string) => `The models could not be compared: ${why}.`,
  comparisonColumns: { model: 'Model', parameters: 'Parameters' },
  withPrior: '3PL (prior on guessing)',
  withoutPrior: '3PL (no prior)',
  lowest: 'lowest',
  testFigures: (restricted: string, general: string, chiSquare: string, df: string, p: string) =>
    `${restricted} against ${general}: χ² = ${chiSquare}, df ${df}, p ${p}`,
  richerNeeded: (restricted: string, general: string) =>
    `the ${general} fits better than the ${restricted} beyond chance.`,
  simplerSuffices: (restricted: string, general: string) =>
    `the ${general} fits no better than chance would give: the ${restricted} suffices.`,
  lowerMaximum: (restricted: string, general: string) =>
    `the ${general} came out with a lower likelihood than the ${restricted} it contains: its estimation stopped at a lower maximum, so do not rely on its estimates.`,
  boundary:
    'No guessing (c = 0) lies at the edge of what c can be, so this p is conservative: a richer model this test refuses may still be needed now and then.',
  penalised:
    'The 3PL here had its prior on guessing: its likelihood is taken at the prior-weighted estimates, so the test is a guide rather than an exact test. Run the analysis with the prior off for the exact test.',
  // Test information
  testInformation: 'Test information',
  testInformationOf: (dimension: string) => `Test information: ${dimension}`,
  itemsWithoutDimension: 'items without a dimension',
  informationText:
    'The test information function I(θ) is the sum of the items’ information; the standard error of an ability estimate is about 1 / √I(θ). The instrument measures most precisely where the curve is highest.',
  informationPerScale: 'Each dimension has a θ and a curve of its own.',
  abilityAxis: 'ability θ',
  informationAxis: 'information I(θ)',
  informationPeak: (
    peak: string,
    at: string,
    seLow: string,
    seMid: string,
    seHigh: string,
    low: string,
    high: string,
  ) =>
    `Highest information ${peak} at θ = ${at}. Standard error of θ: ${seLow} at θ = ${low}, ${seMid} at θ = 0, ${seHigh} at θ = ${high}.`,
  // 7 Norms
  norms: '7 Norms',
  noNorms: 'The instrument has no scoring blueprint in use, so it has no norms: its scores are raw scores.',
  normsText: (name: string, version: string) =>
    `The norms of the blueprint ‘${name}’ (version ${version}), which scores the instrument today. Norms are built from their own norm groups; the sample of this manual is not one of them unless a norm says so.`,
  noNormTables: 'The blueprint has no norm tables: its scores are raw scores.',
  normColumns: {
    group: 'Norm group',
    date: 'Date',
    version: 'Version',
    method: 'Method (scale)',
    mean: 'Mean',
  },
  methodWords: { parametric: 'parametric', table: 'norm table' } as Record<string, string>,
  scaleWords: { percentile: 'percentile' } as Record<string, string>,
  // 8 Fairness
  fairness: '8 Fairness',
  dif: 'Differential item functioning (DIF)',
  difText:
    'An item shows DIF when persons of equal ability but of different groups have different chances of answering it right. The Mantel–Haenszel procedure compares a focal with a reference group within strata of equal total score; the MH Δ = −2.35 · ln(MH α), negative when the item favours the reference group. ETS classes (Zwick 2012): A, negligible (|Δ| below 1 or not significant); B, slight to moderate (|Δ| at least 1 and significant, but not C); C, moderate to large (|Δ| at least 1.5 and significantly above 1). A class B item is reviewed for its content; a class C item is revised or removed unless its content justifies the difference. Rating items (such as agreement scales) are compared within strata of their own scale’s total by Mantel’s test for ordered responses and the standardized mean difference SMD (the focal group’s mean item score minus the reference group’s at the same total, weighted by the focal group; negative when the item favours the reference group); their ETS classes (Zwick, Thomas & Mazzeo 1997) are AA when the test is not significant or |SMD/SD| is at most 0.17, CC when it is significant and |SMD/SD| is above 0.25, and BB otherwise.',
  noDif: 'No DIF comparison was made: the sample did not hold two groups to compare.',
  difVariables: { gender: 'Gender', age_band: 'Age band', education_level: 'Education' } as Record<
    string,
    string
  >,
  difTitle: (variable: string, focal: string, reference: string) =>
    `${variable}: ${focal} (focal) against ${reference} (reference)`,
  difNotComputed: (why: string) => `Not computed: ${why}.`,
  difCounts: (n: string, reference: string, focal: string) =>
    `N = ${n}: ${reference} reference, ${focal} focal.`,
  difColumns: { etsClass: 'ETS class', favours: 'Favours', strata: 'Strata' },
  classBorC: (items: string) => `Class B or C: ${items}.`,
  noClassBorC: 'No item is in class B or C.',
  adverseImpact: 'Adverse impact',
  noAdverseImpact:
    'Adverse impact (the four-fifths rule on selection rates) was not computed by this analysis: it needs a selection decision (a cut score), which an analysis of the items does not make. The evidence workbench computes it for the job-fit decisions of a project.',
  adverseImpactText: (reference: string, threshold: string) =>
    `Selection rate of each group against the reference group ${reference}; a ratio below ${threshold} fails the four-fifths rule.`,
  impactColumns: { group: 'Group', rate: 'Selection rate', ratio: 'Impact ratio', rule: 'Four-fifths rule' },
  // Oversight practice: how job fit's results become decisions.
  oversight: 'Oversight practice',
  oversightText: [
    'Job fit never decides. Each project says whether job fit only ranks candidates (the default) or may also suggest a pre-selection against a cut-off; a suggestion is accept when the whole 80 % band of the fit is at or above the cut-off, reject when the whole band is below it, and hold when the band straddles it.',
    'A reviewer (the consultant or a collaborator of the project) records every decision — accept, reject or hold — with a reason. The suggestion at that moment is kept beside it, a decision that differs is marked as an override, and each decision is a new entry: earlier ones are never overwritten. Every decision is in the audit log with its reviewer.',
    "Each decision keeps the computation it rests on: the instrument, blueprint, norm and engine versions, the raw and normed scores, the competences with their targets and weights, and the job fit with its band. The record is kept for the project's retention period (six months after the decision by default, longer by setting) and then deleted; a project's decision log is exported as a .zip signed with Ed25519, which anyone can check against the published key.",
    "Each candidate can open an explanation of the decision from their finish page, in their language: what was measured, their scores with bands, how the recommendation was formed, who decided and when, and a form to contest it that reaches the project's staff.",
  ],
  passes: 'passes',
  fails: 'fails',
  impactOverTime: 'Adverse impact over time',
  impactOverTimeText: (cut: string, threshold: string) =>
    `The job-fit decisions of the sample’s candidates, quarter by quarter of completion: a job fit of ${cut} or more counts as selected, each category’s rate is compared with the highest one, and the lowest impact ratio of each field is shown with Fisher’s exact p. A ratio under ${threshold} fails the four-fifths rule; a ratio falling from quarter to quarter is a drift to look into before the yearly bias audit.`,
  noImpactOverTime: (cut: string) =>
    `No candidate of the sample has a job fit, so there are no selection decisions (a job fit of ${cut} or more) to follow over time.`,
  impactOverTimeColumns: {
    period: 'Quarter',
    field: 'Field',
    lowest: 'Lowest ratio: category against reference',
    ratio: 'Impact ratio',
    rule: 'Four-fifths rule',
  },
  lowestAgainst: (category: string, reference: string) => `${category} against ${reference}`,
  notComparedShort: 'not compared',
  impactOverTimeNote:
    'Categories under 2 % of a quarter’s candidates or under 5 candidates are not compared; N counts the candidates with a known value of the field. The bias audit of the evidence workbench gives every category, the intersections and the public summary.',
};

/** The technical manual's labels: the English table's shape, which the Indonesian one has too. */
export type ManualLabels = typeof MANUAL_EN;
