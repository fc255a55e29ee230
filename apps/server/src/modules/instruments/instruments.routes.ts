import type { FastifyInstance } from 'fastify';
import { defineCall, defineUploadCall } from '../../http/calls';
import type { Deps } from '../../http/context';
import {
  compactInstruments,
  createInstrument,
  duplicateInstrument,
  ITEM_IMAGE_MAX_BYTES,
  indicatorColumns,
  instrumentDetail,
  instrumentIndicators,
  listInstruments,
  removeInstrument,
  saveContent,
  submitInstrument,
  testSurvey,
  updateInstrument,
  uploadItemImage,
} from './instruments.service';
import { exportPackage, exportQti, importPackage } from './packages.service';
import { translationOverview } from './translation-overview.service';
import { instrumentTranslation } from './translations.service';
import {
  createVariation,
  removeVariation,
  saveVariationContent,
  submitVariation,
  updateVariation,
  variationDetail,
} from './variations.service';

const ADMIN = ['admin'] as const;

export function instrumentRoutes(app: FastifyInstance, deps: Deps): void {
  defineCall(app, deps, 'instruments/list', { access: ADMIN, handler: (b) => listInstruments(deps, b) });
  defineCall(app, deps, 'instruments/compact-list', {
    access: 'user',
    handler: () => compactInstruments(deps),
  });
  defineCall(app, deps, 'instruments/new', {
    access: ADMIN,
    handler: (b, ctx) => createInstrument(deps, ctx.actor!, b),
  });
  defineCall(app, deps, 'instruments/detail', {
    access: ADMIN,
    handler: (b) => instrumentDetail(deps, b.id),
  });
  defineCall(app, deps, 'instruments/update', { access: ADMIN, handler: (b) => updateInstrument(deps, b) });
  defineCall(app, deps, 'instruments/mark-as-removed', {
    access: ADMIN,
    handler: (b) => removeInstrument(deps, b.id),
  });
  defineCall(app, deps, 'instruments/duplicate', {
    access: ADMIN,
    handler: (b, ctx) => duplicateInstrument(deps, ctx.actor!, b),
  });
  defineCall(app, deps, 'instruments/content', { access: ADMIN, handler: (b) => saveContent(deps, b) });
  defineCall(app, deps, 'instruments/submit', {
    access: ADMIN,
    handler: (b) => submitInstrument(deps, b.id),
  });
  defineCall(app, deps, 'instruments/test-survey', {
    access: ADMIN,
    handler: (b) => testSurvey(deps, b.id, b.language),
  });
  defineCall(app, deps, 'instruments/export-package', {
    access: ADMIN,
    handler: (b) => exportPackage(deps, b.id),
  });
  defineCall(app, deps, 'instruments/import-package', {
    access: ADMIN,
    handler: (b, ctx) => importPackage(deps, ctx.actor!, b),
  });
  defineCall(app, deps, 'instruments/export-qti', { access: ADMIN, handler: (b) => exportQti(deps, b.id) });
  defineCall(app, deps, 'instruments/translation', {
    access: ADMIN,
    handler: (b) => instrumentTranslation(deps, b),
  });
  defineCall(app, deps, 'instruments/translation-overview', {
    access: ADMIN,
    handler: (b) => translationOverview(deps, b),
  });
  defineCall(app, deps, 'instruments/variations/new', {
    access: ADMIN,
    handler: (b) => createVariation(deps, b),
  });
  defineCall(app, deps, 'instruments/variations/detail', {
    access: ADMIN,
    handler: (b) => variationDetail(deps, b.id),
  });
  defineCall(app, deps, 'instruments/variations/update', {
    access: ADMIN,
    handler: (b) => updateVariation(deps, b),
  });
  defineCall(app, deps, 'instruments/variations/content', {
    access: ADMIN,
    handler: (b) => saveVariationContent(deps, b),
  });
  defineCall(app, deps, 'instruments/variations/mark-as-removed', {
    access: ADMIN,
    handler: (b) => removeVariation(deps, b.id),
  });
  defineCall(app, deps, 'instruments/variations/submit', {
    access: ADMIN,
    handler: (b) => submitVariation(deps, b.id),
  });
  defineCall(app, deps, 'instruments/indicators', {
    access: ADMIN,
    handler: (b) => instrumentIndicators(deps, b.id),
  });
  defineCall(app, deps, 'instruments/indicator-columns', {
    access: ADMIN,
    handler: (b) => indicatorColumns(deps, b.id),
  });
  defineUploadCall(app, deps, 'instruments/images/upload', {
    access: ADMIN,
    maxBytes: ITEM_IMAGE_MAX_BYTES,
    handler: (f, file) => uploadItemImage(deps, file, f.id),
  });
  defineUploadCall(app, deps, 'resources/images/upload', {
    access: ADMIN,
    maxBytes: ITEM_IMAGE_MAX_BYTES,
    handler: (_f, file) => uploadItemImage(deps, file),
    tag: 'instruments',
  });
}
