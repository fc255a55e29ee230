import { createContext, useCallback, useContext } from 'react';

// The engine names items by their ids ("i_dget4j5z"); readers know them by position ("Q3"), as
// the technical manual numbers them. The analysis view provides the labels to every tab.

const ItemLabels = createContext<Readonly<Record<string, string>>>({});

export const ItemLabelsProvider = ItemLabels.Provider;

/** The reader's name of an item: its label when the analysis has one, else its id. */
export function useItemLabel(): (id: string) => string {
  const labels = useContext(ItemLabels);
  return useCallback((id: string) => labels[id] ?? id, [labels]);
}

/** A column sorter putting Q2 before Q10. */
export const byLabel =
  <T,>(label: (row: T) => string) =>
  (x: T, y: T) =>
    label(x).localeCompare(label(y), undefined, { numeric: true });
