import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';
import { INSTRUMENTS_KEY } from './queries';

export const adaptiveSimulationsKey = (id: number, sectionId: string | undefined) =>
  [...INSTRUMENTS_KEY, 'adaptive-simulations', id, sectionId] as const;

/** A section's newest simulations (none for a section not saved yet). */
export function useAdaptiveSimulations(id: number, sectionId: string | undefined) {
  return useQuery({
    queryKey: adaptiveSimulationsKey(id, sectionId),
    queryFn: () => unwrap(api('instruments/adaptive/simulations', { id, section_id: sectionId as string })),
    enabled: Boolean(sectionId),
  });
}
