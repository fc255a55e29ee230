import type { CorporateContext } from '@asesa/contracts';

/**
 * Spec 2.1: the corporate logo when the corporate's is_use_corporate_logo flag is set and it has
 * one, otherwise the consultant logo, otherwise null (the caller shows the default product logo).
 */
export function pickHeaderLogo(ctx: CorporateContext | undefined | null): string | null {
  if (!ctx) return null;
  const corporate = ctx.corporate.logo_path.path || ctx.corporate.logo_path.thumbnail;
  if (ctx.corporate.is_use_corporate_logo && corporate) return corporate;
  return ctx.consultant.logo_path.path || ctx.consultant.logo_path.thumbnail || null;
}

/** The name that goes with the chosen logo, for its alt text. */
export function headerLogoName(ctx: CorporateContext | undefined | null): string | null {
  if (!ctx) return null;
  const corporate = ctx.corporate.logo_path.path || ctx.corporate.logo_path.thumbnail;
  if (ctx.corporate.is_use_corporate_logo && corporate) return ctx.corporate.name;
  if (ctx.consultant.logo_path.path || ctx.consultant.logo_path.thumbnail) return ctx.consultant.name;
  return null;
}
