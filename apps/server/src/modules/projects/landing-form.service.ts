import type { LandingFormConfig, landingFormUpdateRequest } from '@asesa/contracts';
import type { z } from 'zod';
import type { Actor, Deps } from '../../deps';
import { nowIso } from '../../lib/clock';
import { changeLandingForm, parseLandingForm } from './landing-form';
import { updateProjectRow } from './projects.repository';
import { projectOr404 } from './projects.service';

export async function landingFormDetail(
  deps: Deps,
  actor: Actor,
  projectId: number,
): Promise<LandingFormConfig> {
  return parseLandingForm((await projectOr404(deps, actor, projectId)).landing_form_json);
}

export async function updateLandingForm(
  deps: Deps,
  actor: Actor,
  input: z.infer<typeof landingFormUpdateRequest>,
): Promise<LandingFormConfig> {
  const row = await projectOr404(deps, actor, input.project_id);
  const config = changeLandingForm(parseLandingForm(row.landing_form_json), input.fields);
  await updateProjectRow(deps.db, row.id, {
    landing_form_json: JSON.stringify(config),
    updated_at: nowIso(),
  });
  return config;
}
