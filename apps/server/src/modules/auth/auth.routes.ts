import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { defineCall } from '../../http/calls';
import { login, logout, profile, sidebarCreditBalance, userContext, whoami } from './auth.service';
import { loginAttempts } from './login-throttle';
import { liftThrottle, listThrottles } from './throttles.service';

export function authRoutes(app: FastifyInstance, deps: Deps): void {
  defineCall(app, deps, 'auth/login', {
    access: 'token',
    handler: (b, ctx) => login(ctx, b.username, b.password),
  });
  defineCall(app, deps, 'auth/logout', { access: 'token', handler: (_b, ctx) => logout(ctx) });
  defineCall(app, deps, 'auth/whoami', { access: 'user', handler: (_b, ctx) => whoami(deps, ctx.actor!) });
  defineCall(app, deps, 'auth/user-context', {
    access: 'user',
    handler: async (_b, ctx) => userContext(ctx.actor!),
  });
  defineCall(app, deps, 'auth/is-admin', {
    access: 'user',
    handler: async (_b, ctx) => ({ status: ctx.actor!.role === 'admin' }),
  });
  defineCall(app, deps, 'auth/profile', { access: 'user', handler: (_b, ctx) => profile(deps, ctx.actor!) });
  // Guessing is platform-wide (the global limit), so its review is the admins'.
  defineCall(app, deps, 'auth/login-attempts', { access: ['admin'], handler: (b) => loginAttempts(deps, b) });
  defineCall(app, deps, 'auth/throttles', { access: ['admin'], handler: () => listThrottles(deps) });
  defineCall(app, deps, 'auth/lift-throttle', {
    access: ['admin'],
    handler: (b, ctx) => liftThrottle(ctx, b),
  });
  defineCall(app, deps, 'auth/credit-balance', {
    access: ['consultant', 'collaborator'],
    handler: (_b, ctx) => sidebarCreditBalance(deps, ctx.actor!),
  });
}
