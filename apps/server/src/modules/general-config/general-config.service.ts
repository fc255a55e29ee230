import { ACCESS_CODE_LENGTH } from '@asesa/contracts';
import type { Deps } from '../../deps';
import { defaultLanguage, liveLanguageList } from '../languages/languages.service';

/** The shortest participant code we issue (DOMAIN.md: unguessable, at least 10 characters). */
export const PARTICIPANT_CODE_MIN_LENGTH = 10;
/** The largest file a form accepts (bulk sheets; logos and images have smaller limits of their own). */
export const MAX_UPLOAD_MB = 5;

/** languages/list: the master languages, the default first. */
export async function listLanguages(deps: Deps) {
  return (await liveLanguageList(deps)).map((l) => ({
    code: l.code,
    name: l.name,
    is_default: l.is_default === 1,
  }));
}

/** The platform's own help contact (configuration): for participants before a project is known. */
export function platformHelp(deps: Deps) {
  return {
    name: deps.env.PRODUCT_NAME,
    email: deps.env.SUPPORT_EMAIL,
    phone: deps.env.SUPPORT_PHONE.trim() || null,
  };
}

/** general-config/get: what any page may need before anyone signs in. */
export async function generalConfig(deps: Deps) {
  return {
    product_name: deps.env.PRODUCT_NAME,
    default_language: await defaultLanguage(deps),
    languages: await listLanguages(deps),
    max_upload_mb: MAX_UPLOAD_MB,
    participant_code_min_length: PARTICIPANT_CODE_MIN_LENGTH,
    access_code_length: ACCESS_CODE_LENGTH,
    support: platformHelp(deps),
  };
}
