/** A local storage kept in memory, for the modules handed a storage; `entries` shows what they stored. */
export function memoryStorage() {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (k: string) => entries.get(k) ?? null,
    setItem: (k: string, v: string) => void entries.set(k, v),
    removeItem: (k: string) => void entries.delete(k),
  };
}
