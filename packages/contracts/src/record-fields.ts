import { z } from 'zod';

/**
 * Field groups that mean the same wherever a record is shown, spread into the row schemas
 * (`z.object({ ...codedRecord, … })`) so each is written once.
 */

/** When a stored record was created and last changed (ISO strings). */
export const recordStamps = { created_at: z.string(), updated_at: z.string() };

/** A record's id and the name it is listed under. */
export const namedRecord = { id: z.number().int(), name: z.string() };

/** A catalogue entry's id, its short code and its name (competences, instruments, dimensions…). */
export const codedRecord = { id: z.number().int(), code: z.string(), name: z.string() };

/** A competence as profiles, projects and results name it: its id, code and name. */
export const competenceRef = { competence_id: z.number().int(), code: z.string(), name: z.string() };

/** An instrument as lists beside it name it: its id, code and name. */
export const instrumentRef = { instrument_id: z.number().int(), code: z.string(), name: z.string() };

/** The project a row belongs to, as lists beside it name it: its id and name. */
export const projectRef = { project_id: z.number().int(), project_name: z.string() };

/** A participant as lists beside it name them: their id and the code they sign in with. */
export const participantRef = { participant_id: z.number().int(), participant_code: z.string() };

/** The test dimension a row is about: its code and its name. */
export const dimensionRef = { dimension_code: z.string(), dimension_name: z.string() };

/** An instrument named beside another record's own code and name: its id, code and name, prefixed. */
export const prefixedInstrumentRef = {
  instrument_id: z.number().int(),
  instrument_code: z.string(),
  instrument_name: z.string(),
};

/** A keyed test's points: number correct (partial credit included) out of the maximum. */
export const keyedPoints = { number_correct: z.number(), max_score: z.number() };

/** A back-office user as others see them: id, name, e-mail, job title and role. */
export const backOfficeUser = {
  ...namedRecord,
  email: z.string(),
  title: z.string().nullable(),
  role: z.enum(['admin', 'consultant', 'collaborator']),
};

/** An account's uploaded logo: the stored file and its thumbnail (null: none uploaded). */
export const logoFiles = { logo_path: z.string().nullable(), logo_thumbnail: z.string().nullable() };

/**
 * Where a score stands against its norm: sten and percentile (null without a norm) and the band's
 * level name, or a score-band word when the blueprint has no bands.
 */
export const normedStanding = {
  sten: z.number().nullable(),
  percentile: z.number().nullable(),
  band: z.string().nullable(),
};
