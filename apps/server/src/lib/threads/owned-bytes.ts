// Memory that one buffer alone views, so a task thread may take it as it is (a transfer) instead
// of a copy. An upload is read into such memory as its chunks arrive (http/upload-bytes.ts): a
// 30 MB sheet was otherwise joined into one buffer and copied again for its thread, two blocking
// copies on the event loop that, on fresh pages of a virtual machine, took tens to hundreds of ms.

const owned = new WeakSet<ArrayBufferLike>();

/** A zero-filled buffer of `bytes` over memory of its own, which `takeOwnership` may hand on. */
export function ownedBuffer(bytes: number): Buffer {
  const memory = new ArrayBuffer(bytes);
  owned.add(memory);
  return Buffer.from(memory);
}

/**
 * Whether `view` is over owned memory, which it then gives up: the caller moves it to a thread,
 * after which the view reads as empty. Once only: a second call answers false.
 */
export function takeOwnership(view: Uint8Array): boolean {
  return owned.delete(view.buffer);
}
