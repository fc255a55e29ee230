import {
  ALWAYS_REQUIRED_FIELDS,
  DEFAULT_LANDING_FORM,
  LANDING_FORM_FIELDS,
  type LandingFieldConfig,
  type LandingFormConfig,
  type LandingFormField,
  landingFormConfig,
} from '@asesa/contracts';
import { fieldError } from '../../lib/errors';
import { fillMessage } from '../../lib/server-messages';
import { LANDING_FIELD_NAMES, LANDING_FORM_MESSAGES } from './landing-form.messages';

/**
 * The registration-form configuration of a project, stored as JSON in projects.landing_form_json.
 * '' (and anything unreadable) means the default form: name and e-mail required, phone optional.
 */
export function parseLandingForm(json: string): LandingFormConfig {
  if (!json) return DEFAULT_LANDING_FORM;
  try {
    const stored = JSON.parse(json) as { fields?: Partial<Record<LandingFormField, LandingFieldConfig>> };
    // Fields added to the product later keep their default until the project configures them.
    const merged = { fields: { ...DEFAULT_LANDING_FORM.fields, ...stored.fields } };
    const parsed = landingFormConfig.safeParse(merged);
    return parsed.success ? withFixedFields(parsed.data) : DEFAULT_LANDING_FORM;
  } catch {
    return DEFAULT_LANDING_FORM;
  }
}

/** Name and e-mail identify the participant: always shown and required whatever is stored. */
function withFixedFields(config: LandingFormConfig): LandingFormConfig {
  const fields = { ...config.fields };
  for (const f of ALWAYS_REQUIRED_FIELDS) fields[f] = { show: true, required: true };
  return { fields };
}

/**
 * Applies a change to a configuration, refusing what the form cannot do: hiding or making
 * optional the name or e-mail, and requiring a field that is not shown.
 */
export function changeLandingForm(
  current: LandingFormConfig,
  change: Partial<Record<LandingFormField, LandingFieldConfig>>,
): LandingFormConfig {
  const fields = { ...current.fields };
  for (const f of LANDING_FORM_FIELDS) {
    const next = change[f];
    if (!next) continue;
    if (ALWAYS_REQUIRED_FIELDS.includes(f) && !(next.show && next.required))
      throw fieldError(`fields.${f}`, fillMessage(LANDING_FORM_MESSAGES.alwaysRequired, { field: f }));
    if (next.required && !next.show) throw fieldError(`fields.${f}`, LANDING_FORM_MESSAGES.requiredMustShow);
    fields[f] = { show: next.show, required: next.required };
  }
  return { fields };
}

/** The configured fields that are required and left empty, in form order. */
export function missingRequiredFields(
  config: LandingFormConfig,
  values: Partial<Record<LandingFormField, string | null | undefined>>,
): LandingFormField[] {
  return LANDING_FORM_FIELDS.filter((f) => config.fields[f].required && !values[f]?.trim());
}

/** The participant's registration (test-activities/submit) against the project's form: 400 naming the first missing field. */
export function assertRegistrationComplete(
  landingFormJson: string,
  values: Partial<Record<LandingFormField, string | null | undefined>>,
): void {
  const [missing] = missingRequiredFields(parseLandingForm(landingFormJson), values);
  // The English says the field as `missing.replace('_', ' ')` did: "birth date is required".
  if (missing)
    throw fieldError(
      missing,
      fillMessage(LANDING_FORM_MESSAGES.required, { label: LANDING_FIELD_NAMES[missing] }),
    );
}

/** The registration details a project's form may ask for, as the participants columns store them. */
export function registrationColumns(
  landingFormJson: string,
  values: { city: string; birth_date: string; gender: string; education_level: string },
) {
  // A field the form does not show is not taken from the request.
  const { fields } = parseLandingForm(landingFormJson);
  return {
    ...(fields.city.show ? { city: values.city } : {}),
    ...(fields.birth_date.show ? { birth_date: values.birth_date || null } : {}),
    ...(fields.gender.show ? { gender: values.gender } : {}),
    ...(fields.education_level.show ? { education_level: values.education_level } : {}),
  };
}
