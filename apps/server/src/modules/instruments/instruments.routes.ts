import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/calls';
import type { Deps } from '../../http/context';
import {
  compactInstruments,
  createInstrument,
  instrumentDetail,
  listInstruments,
  saveContent,
  submitInstrument,
} from './instruments.service';

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
  defineCall(app, deps, 'instruments/content', { access: ADMIN, handler: (b) => saveContent(deps, b) });
  defineCall(app, deps, 'instruments/submit', {
    access: ADMIN,
    handler: (b) => submitInstrument(deps, b.id),
  });
}
