import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { defineCall } from '../../http/calls';
import {
  createLanguage,
  createTranslation,
  languageDatatable,
  languageDetail,
  pageTranslation,
  removeLanguage,
  removeTranslation,
  translationDatatable,
  translationDetail,
  updateLanguage,
  updateTranslation,
} from './languages.service';

const ADMIN = ['admin'] as const;

/** Master languages and master translations (admin only) and the participant pages' translation call. */
export function languageRoutes(app: FastifyInstance, deps: Deps): void {
  const lang = { access: ADMIN, tag: 'master-languages' } as const;
  defineCall(app, deps, 'master-languages/datatable', {
    ...lang,
    handler: (b) => languageDatatable(deps, b),
  });
  defineCall(app, deps, 'master-languages/new', { ...lang, handler: (b) => createLanguage(deps, b) });
  defineCall(app, deps, 'master-languages/detail', { ...lang, handler: (b) => languageDetail(deps, b.id) });
  defineCall(app, deps, 'master-languages/update', { ...lang, handler: (b) => updateLanguage(deps, b) });
  defineCall(app, deps, 'master-languages/mark-as-removed', {
    ...lang,
    handler: (b) => removeLanguage(deps, b.id),
  });

  const tr = { access: ADMIN, tag: 'master-translations' } as const;
  defineCall(app, deps, 'master-translations/datatable', {
    ...tr,
    handler: (b) => translationDatatable(deps, b),
  });
  defineCall(app, deps, 'master-translations/new', { ...tr, handler: (b) => createTranslation(deps, b) });
  defineCall(app, deps, 'master-translations/detail', {
    ...tr,
    handler: (b) => translationDetail(deps, b.id),
  });
  defineCall(app, deps, 'master-translations/update', { ...tr, handler: (b) => updateTranslation(deps, b) });
  defineCall(app, deps, 'master-translations/mark-as-removed', {
    ...tr,
    handler: (b) => removeTranslation(deps, b.id),
  });

  defineCall(app, deps, 'test-activities/translation', {
    access: 'public',
    tag: 'test-activities',
    handler: (b) => pageTranslation(deps, b.page_code, b.lang),
  });
}
