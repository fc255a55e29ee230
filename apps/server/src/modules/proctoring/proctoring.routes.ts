import { SNAPSHOT_MAX_BYTES } from '@asesa/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { defineCalls } from '../../http/call-table';
import { defineFileCall, defineUploadCall } from '../../http/calls';
import { proctoringPolicy, trackProctoring } from './proctoring.service';
import { snapshotFile, storeSnapshot } from './proctoring-snapshots';

/** Browser proctoring: the participant's events and snapshots, and the reviewer's snapshot view. */
export function proctoringRoutes(app: FastifyInstance, deps: Deps): void {
  const tag = 'test-activities';
  defineCalls(
    app,
    deps,
    { access: 'public', tag },
    {
      'test-activities/proctoring-track': (b) => trackProctoring(deps, b),
      'test-activities/proctoring-policy': (b) => proctoringPolicy(deps, b.participant_code),
    },
  );
  defineUploadCall(app, deps, 'test-activities/proctoring-snapshot', {
    access: 'public',
    tag,
    maxBytes: SNAPSHOT_MAX_BYTES,
    handler: (fields, file) => storeSnapshot(deps, fields, file),
  });
  defineFileCall(app, deps, 'projects/participants/proctoring-snapshot', {
    access: 'user',
    tag: 'projects',
    handler: (b, ctx) => snapshotFile(deps, ctx.actor!, b),
  });
}
