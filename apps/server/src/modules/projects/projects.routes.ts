import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/calls';
import type { Deps } from '../../http/context';
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
  defineCall(app, deps, 'projects/list', {
    access: 'user',
    handler: (b, ctx) => listProjects(deps, ctx.actor!, b),
  });
  defineCall(app, deps, 'projects/new', {
    access: 'user',
    handler: (b, ctx) => createProject(deps, ctx.actor!, b),
  });
  defineCall(app, deps, 'projects/detail', {
    access: 'user',
    handler: (b, ctx) => projectDetail(deps, ctx.actor!, b.id),
  });
  defineCall(app, deps, 'projects/update', {
    access: 'user',
    handler: (b, ctx) => updateProject(deps, ctx.actor!, b),
  });
  defineCall(app, deps, 'projects/update-setting', {
    access: 'user',
    handler: (b, ctx) => updateSettings(deps, ctx.actor!, b),
  });
  defineCall(app, deps, 'projects/mark-as-removed', {
    access: 'user',
    handler: (b, ctx) => removeProject(deps, ctx.actor!, b.id),
  });
  defineCall(app, deps, 'projects/duplicate', {
    access: 'user',
    handler: (b, ctx) => duplicateProject(deps, ctx.actor!, b),
  });
  defineCall(app, deps, 'projects/instrument-orders', {
    access: 'user',
    handler: (b, ctx) => setInstrumentOrders(deps, ctx.actor!, b),
  });
  defineCall(app, deps, 'projects/competences', {
    access: 'user',
    handler: (b, ctx) => setCompetences(deps, ctx.actor!, b),
  });
  defineCall(app, deps, 'projects/instrument-options', {
    access: 'user',
    handler: () => instrumentOptions(deps),
  });
  defineCall(app, deps, 'projects/job-profile-template', {
    access: 'user',
    handler: (b) => jobProfileTemplate(deps, b.id),
  });
  defineCall(app, deps, 'projects/configs/landing-form/detail', {
    access: 'user',
    handler: (b, ctx) => landingFormDetail(deps, ctx.actor!, b.project_id),
  });
  defineCall(app, deps, 'projects/configs/landing-form/update', {
    access: 'user',
    handler: (b, ctx) => updateLandingForm(deps, ctx.actor!, b),
  });
}
