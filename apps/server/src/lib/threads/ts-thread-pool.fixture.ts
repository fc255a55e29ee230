/** A task for the thread-pool tests: the size of the bytes the thread received. */
export const byteCount = (task: { bytes: Uint8Array }) => task.bytes.byteLength;
