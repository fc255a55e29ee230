import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import {
  updateCorporatePartnerOrigins,
  updateCorporatePartnerToken,
  updateCorporateSecret,
} from './corporates.repository';

// The partner feature decides these values (origins, token, signing secret); the corporate account
// that keeps them is this feature's row, written here.

type Db = Kysely<Database>;

/** Stores a corporate's partner origins (one per line, as the partner feature checked them). */
export function saveCorporatePartnerOrigins(db: Db, corporateId: number, partnerOrigins: string, at: string) {
  return updateCorporatePartnerOrigins(db, corporateId, partnerOrigins, at);
}

/** Stores the hash of a corporate's new partner token and when it was made. */
export function saveCorporatePartnerToken(db: Db, corporateId: number, tokenHash: string, at: string) {
  return updateCorporatePartnerToken(db, corporateId, tokenHash, at);
}

/** Stores a drawn signing secret: only where none is set yet, unless rotating (one draw wins a race). */
export function saveCorporateSecret(db: Db, corporateId: number, secret: string, rotate: boolean) {
  return updateCorporateSecret(db, corporateId, secret, rotate);
}
