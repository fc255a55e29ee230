// A node:test reporter that writes each test file's time as one JSON document
// ({ "files": [{ "file", "seconds" }] }) for the timing table of `npm test`: the TAP report the
// runner also writes has no file names when several files run in one call.
export default async function* durations(source) {
  const byFile = new Map();
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    // Only a file's top-level tests and suites: their children's time is already inside them.
    if (event.data.nesting !== 0 || !event.data.file) continue;
    const ms = event.data.details?.duration_ms ?? 0;
    byFile.set(event.data.file, (byFile.get(event.data.file) ?? 0) + ms);
  }
  const files = [...byFile].map(([file, ms]) => ({ file, seconds: ms / 1000 }));
  yield `${JSON.stringify({ files })}\n`;
}
