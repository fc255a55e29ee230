/**
 * The next selection after a choice is toggled: a second press takes it back; with one choice
 * allowed a new one replaces the old; at the limit a new one waits until another is taken back.
 */
export function toggledSelection(current: readonly string[], id: string, max: number | null | undefined) {
  if (current.includes(id)) return current.filter((c) => c !== id);
  if (max === 1) return [id];
  if (max && current.length >= max) return [...current];
  return [...current, id];
}

export const selectionOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
