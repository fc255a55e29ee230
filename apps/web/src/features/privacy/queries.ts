import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';

export const RETENTION_KEY = ['privacy', 'retention'] as const;

export function useRetention() {
  return useQuery({ queryKey: RETENTION_KEY, queryFn: () => unwrap(api('privacy/retention/detail', {})) });
}
