import { ZipFile } from 'yazl';
import type { Actor, Deps } from '../../deps';
import type { FileAnswer } from '../../http/calls';
import { nowIso } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import {
  MANIFEST_FILE,
  PUBLIC_KEY_FILE,
  SIGNATURE_FILE,
  sha256Hex,
  signBytes,
  signingKey,
} from './decision-signing';
import { findVisibleProject, listProjectReviews } from './decisions.repository';

const DECISIONS_FILE = 'decisions.json';
const README_FILE = 'README.txt';

/** How to check the archive with standard tools, in the archive itself. */
const README = `Decision log of one project, signed with Ed25519.

manifest.json lists each file with its SHA-256; manifest.sig is the Ed25519 signature (base64) of
manifest.json's bytes; public-key.pem is the signing key, whose id (key_id) the manifest names.
Compare it with the key the provider publishes (GET /api/v1/decisions/signing-key) before trusting it.

To check with OpenSSL 3:
  base64 -d manifest.sig > manifest.sig.bin
  openssl pkeyutl -verify -pubin -inkey public-key.pem -rawin -in manifest.json -sigfile manifest.sig.bin
  sha256sum decisions.json   (must equal files["decisions.json"] in manifest.json)
`;

function zipOf(files: ReadonlyArray<[string, Buffer]>): Promise<Buffer> {
  const zip = new ZipFile();
  const mtime = new Date();
  for (const [name, bytes] of files) zip.addBuffer(bytes, name, { mtime });
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/**
 * decisions/log-export: a project's decision log as a signed .zip — every decision within the
 * retention period with the computation it rests on (inputs, versions, result) and its reviewer.
 */
export async function decisionLogExport(deps: Deps, actor: Actor, projectId: number): Promise<FileAnswer> {
  const project = await findVisibleProject(deps.db, actor, projectId);
  if (!project) throw notFound('Project');
  const rows = await listProjectReviews(deps.db, projectId);
  const key = signingKey(deps.env);
  const exportedAt = nowIso();
  const decisions = {
    format: 'asesa-decision-log/1',
    project: {
      id: project.id,
      name: project.name,
      job_fit_use: project.job_fit_use,
      job_fit_cutoff: Number(project.job_fit_cutoff),
      decision_retention_months: Number(project.decision_retention_months),
    },
    exported_at: exportedAt,
    exported_by: { user_id: actor.userId, name: actor.name },
    decisions: rows.map((r) => ({
      id: r.id,
      participant_id: r.participant_id,
      participant_code: r.participant_code,
      decision: r.decision,
      reason: r.reason,
      suggestion: r.suggestion,
      job_fit_use: r.job_fit_use,
      is_override: Number(r.is_override) === 1,
      reviewer: { user_id: r.reviewer_id, name: r.reviewer_name },
      decided_at: r.created_at,
      record: JSON.parse(r.record_json) as unknown,
    })),
  };
  const content = Buffer.from(`${JSON.stringify(decisions, null, 2)}\n`);
  const readme = Buffer.from(README);
  const manifest = Buffer.from(
    `${JSON.stringify(
      {
        format: 'asesa-decision-log-manifest/1',
        algorithm: 'Ed25519',
        key_id: key.keyId,
        signed_at: exportedAt,
        files: { [DECISIONS_FILE]: sha256Hex(content), [README_FILE]: sha256Hex(readme) },
      },
      null,
      2,
    )}\n`,
  );
  const body = await zipOf([
    [DECISIONS_FILE, content],
    [MANIFEST_FILE, manifest],
    [SIGNATURE_FILE, Buffer.from(`${signBytes(deps.env, manifest)}\n`)],
    [PUBLIC_KEY_FILE, Buffer.from(key.publicKeyPem)],
    [README_FILE, readme],
  ]);
  return {
    fileName: `decision-log-project-${project.id}-${exportedAt.slice(0, 10)}.zip`,
    contentType: 'application/zip',
    body,
  };
}
