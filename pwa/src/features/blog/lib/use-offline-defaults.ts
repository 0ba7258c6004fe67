import { useQuery } from '@tanstack/react-query';

/**
 * The offline defaults (built-in sample posts), loaded only when a screen needs them: they are
 * shown when the API cannot be reached, which most visits never see.
 */
export function useOfflineDefaults(needed: boolean) {
  return useQuery({
    queryKey: ['blog', 'offline-defaults'] as const,
    queryFn: () => import('./offline'),
    enabled: needed,
    staleTime: Infinity,
    gcTime: Infinity,
    structuralSharing: false,
    retry: 2,
  }).data;
}
