/**
 * Gives the event loop back once: waiting requests, timers and I/O run before the caller goes on.
 * SQLite calls resolve as microtasks, so a loop of awaited queries (a job, a 10,000-row sheet
 * checked against the database in chunks) would otherwise hold the loop until its very end.
 */
export const letWaitingRequestsRun = () => new Promise<void>((resolve) => setImmediate(resolve));
