import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { defineCalls } from '../../http/call-table';
import { landingFormDetail, updateLandingForm } from './landing-form.service';
import { duplicateProject } from './project-duplicate.service';
import { instrumentOptions } from './project-instruments';
import { setCompetences, setInstrumentOrders, updateSettings } from './project-settings.service';
import {
  createProject,
  jobProfileTemplate,
  listProjects,
  projectDetail,
  removeProject,
  updateProject,
} from './projects.service';

export function projectRoutes(app: FastifyInstance, deps: Deps): void {
  defineCalls(app, deps, 'user', {
    'projects/list': (b, ctx) => listProjects(deps, ctx.actor!, b),
    'projects/new': (b, ctx) => createProject(deps, ctx.actor!, b),
    'projects/detail': (b, ctx) => projectDetail(deps, ctx.actor!, b.id),
    'projects/update': (b, ctx) => updateProject(deps, ctx.actor!, b),
    'projects/update-setting': (b, ctx) => updateSettings(deps, ctx.actor!, b),
    'projects/mark-as-removed': (b, ctx) => removeProject(deps, ctx.actor!, b.id),
    'projects/duplicate': (b, ctx) => duplicateProject(deps, ctx.actor!, b),
    'projects/instrument-orders': (b, ctx) => setInstrumentOrders(deps, ctx.actor!, b),
    'projects/competences': (b, ctx) => setCompetences(deps, ctx.actor!, b),
    'projects/instrument-options': () => instrumentOptions(deps),
    'projects/job-profile-template': (b) => jobProfileTemplate(deps, b.id),
    'projects/configs/landing-form/detail': (b, ctx) => landingFormDetail(deps, ctx.actor!, b.project_id),
    'projects/configs/landing-form/update': (b, ctx) => updateLandingForm(deps, ctx.actor!, b),
  });
}
