import { type Kysely, sql } from 'kysely';

// Registration photos are personal data: they leave the public uploads folder for
// DATA_DIR/participant-photos (served only to reviewers of the participant's tenant). Their paths
// become relative to that folder: '/uploads/participant-photos/ab12.jpg' -> 'ab12.jpg'. The files
// themselves are moved at start (moveLegacyParticipantPhotos), as a migration cannot see DATA_DIR.

const LEGACY_PREFIX = '/uploads/participant-photos/';

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['photo_path', 'photo_thumbnail']) {
    const c = sql.ref(column);
    await sql`update participants set ${c} = substr(${c}, ${LEGACY_PREFIX.length + 1})
      where ${c} like ${`${LEGACY_PREFIX}%`}`.execute(db);
  }
}
