import { join } from 'node:path';
import { loadEnv, REPO_ROOT } from '../../config/env';
import { BackupError, backup, restore } from './backup';

// npm run backup -- [--out <folder>]      (default: backups/asesa-<engine>-<time>/ at the repository root)
// npm run restore -- <folder> [--force]   (stop the server first)
// The database and DATA_DIR come from the same environment as the server's (DATABASE_URL, DATA_DIR).

const USAGE = 'usage: backup [--out <folder>] | restore <folder> [--force]';

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  const env = loadEnv();
  if (command === 'backup') {
    const at = rest.indexOf('--out');
    if (at >= 0 && !rest[at + 1]) throw new BackupError(`--out needs a folder\n${USAGE}`);
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const out =
      at >= 0
        ? rest[at + 1]
        : join(REPO_ROOT, 'backups', `asesa-${env.isPostgres ? 'postgres' : 'sqlite'}-${stamp}`);
    const m = await backup(env, out);
    const rows = Object.values(m.tables).reduce((n, t) => n + t.rows, 0);
    console.log(
      `backup written to ${out}: ${Object.keys(m.tables).length} tables, ${rows} rows, ${m.files.length} files`,
    );
    return;
  }
  if (command === 'restore') {
    const from = rest.find((a) => !a.startsWith('--'));
    if (!from) throw new BackupError(`restore needs the backup folder\n${USAGE}`);
    const unknown = rest.filter((a) => a.startsWith('--') && a !== '--force');
    if (unknown.length) throw new BackupError(`unknown option ${unknown[0]}\n${USAGE}`);
    const m = await restore(env, from, { force: rest.includes('--force') });
    console.log(
      `restored ${from} (${m.created_at}): ${Object.keys(m.tables).length} tables checked, ${m.files.length} files`,
    );
    return;
  }
  throw new BackupError(USAGE);
}

main(process.argv.slice(2)).catch((err) => {
  console.error(err instanceof BackupError ? err.message : err);
  process.exit(1);
});
