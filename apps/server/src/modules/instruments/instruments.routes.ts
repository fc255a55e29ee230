import { ITEM_SHEET_MAX_BYTES, QTI_DEFAULT_SECTION, QTI_PACKAGE_MAX_BYTES } from '@asesa/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { defineCalls } from '../../http/call-table';
import { defineFileCall, defineUploadCall } from '../../http/calls';
import { listSimulations, simulationProgress, startSimulation } from './adaptive-simulation.service';
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
import { exportItemSheet, importItemSheet, itemTemplate } from './item-bank.service';
import { bankItemDetail, listBankItems, updateBankItem } from './item-bank-view.service';
import { exportPackage, importPackage } from './packages.service';
import { confirmQtiImport } from './qti-import.service';
import { qtiImportProgress, startQtiImport } from './qti-import-job';
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
  defineCalls(app, deps, 'user', { 'instruments/compact-list': () => compactInstruments(deps) });
  defineCalls(app, deps, ADMIN, {
    'instruments/list': (b) => listInstruments(deps, b),
    'instruments/new': (b, ctx) => createInstrument(deps, ctx.actor!, b),
    'instruments/detail': (b) => instrumentDetail(deps, b.id),
    'instruments/update': (b) => updateInstrument(deps, b),
    'instruments/mark-as-removed': (b) => removeInstrument(deps, b.id),
    'instruments/duplicate': (b, ctx) => duplicateInstrument(deps, ctx.actor!, b),
    'instruments/content': (b) => saveContent(deps, b),
    'instruments/submit': (b) => submitInstrument(deps, b.id),
    'instruments/test-survey': (b) => testSurvey(deps, b.id, b.language),
    'instruments/export-package': (b) => exportPackage(deps, b.id),
    'instruments/import-package': (b, ctx) => importPackage(deps, ctx.actor!, b),
    'instruments/translation': (b) => instrumentTranslation(deps, b),
    'instruments/translation-overview': (b) => translationOverview(deps, b),
    'instruments/variations/new': (b) => createVariation(deps, b),
    'instruments/variations/detail': (b) => variationDetail(deps, b.id),
    'instruments/variations/update': (b) => updateVariation(deps, b),
    'instruments/variations/content': (b) => saveVariationContent(deps, b),
    'instruments/variations/mark-as-removed': (b) => removeVariation(deps, b.id),
    'instruments/variations/submit': (b) => submitVariation(deps, b.id),
    'instruments/indicators': (b) => instrumentIndicators(deps, b.id),
    'instruments/indicator-columns': (b) => indicatorColumns(deps, b.id),
    // Simulations of adaptive sections are part of authoring the bank.
    'instruments/adaptive/simulate': (b, ctx) => startSimulation(deps, ctx.actor!, b),
    'instruments/adaptive/simulate-progress': (b) => simulationProgress(deps, b),
    'instruments/adaptive/simulations': (b) => listSimulations(deps, b),
    'instruments/items/list': (b) => listBankItems(deps, b),
    'instruments/items/detail': (b) => bankItemDetail(deps, b),
    'instruments/items/update': (b) => updateBankItem(deps, b),
    'instruments/items/import-qti-progress': (b, ctx) =>
      qtiImportProgress(deps, ctx.actor!, b, ctx.messageLanguage),
    'instruments/items/import-qti-confirm': (b, ctx) =>
      confirmQtiImport(deps, ctx.actor!, b, ctx.messageLanguage),
  });
  defineUploadCall(app, deps, 'instruments/images/upload', {
    access: ADMIN,
    maxBytes: ITEM_IMAGE_MAX_BYTES,
    handler: (f, file) => uploadItemImage(deps, file, f.id),
  });
  // Item banks in bulk: the library is the admins', like the content editor.
  defineFileCall(app, deps, 'instruments/items/export-xlsx', {
    access: ADMIN,
    handler: (b, ctx) => exportItemSheet(deps, b.id, ctx.messageLanguage),
  });
  defineFileCall(app, deps, 'instruments/items/template-xlsx', {
    access: ADMIN,
    handler: (_b, ctx) => itemTemplate(ctx.messageLanguage),
  });
  defineUploadCall(app, deps, 'instruments/items/import-xlsx', {
    access: ADMIN,
    maxBytes: ITEM_SHEET_MAX_BYTES,
    handler: (f, file) => importItemSheet(deps, f, file.buffer),
  });
  defineUploadCall(app, deps, 'instruments/items/import-qti', {
    access: ADMIN,
    maxBytes: QTI_PACKAGE_MAX_BYTES,
    handler: (f, file, ctx) =>
      startQtiImport(deps, ctx.actor!, { ...f, section: f.section || QTI_DEFAULT_SECTION }, file.buffer),
  });
  defineUploadCall(app, deps, 'resources/images/upload', {
    access: ADMIN,
    maxBytes: ITEM_IMAGE_MAX_BYTES,
    handler: (_f, file) => uploadItemImage(deps, file),
    tag: 'instruments',
  });
}
