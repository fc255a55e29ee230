import { useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/** How long typing must pause before a searchable select asks the server. */
const SEARCH_DELAY_MS = 250;

/**
 * What a searchable select looks for: the typed text, trimmed, once typing pauses, so the server
 * is not asked on every keystroke. `onSearch` goes to the select as it is.
 */
export function useDebouncedSearch() {
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  return { search, onSearch: setTyped };
}

/** A list request for the first `length` rows matching `search`, sorted by the first column. */
export function pickerPage(columns: readonly string[], length: number, search: string) {
  return {
    columns: columns.map((data) => ({ data })),
    order: [{ column: 0, dir: 'asc' as const }],
    start: 0,
    length,
    search: { value: search },
  };
}
