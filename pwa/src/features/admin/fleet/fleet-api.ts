/**
 * Guides and vehicles (online only): `/api/admin/fleet/guides` and `/api/admin/fleet/vehicles`.
 * Every write refreshes both lists and the departures (a departure shows its guide and vehicle).
 */
import { guideListSchema, guideSchema, vehicleListSchema, vehicleSchema, type Guide, type GuideInput, type GuideList, type Vehicle, type VehicleInput, type VehicleList } from '@safari/shared/fleet';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toRequestFailed } from '../../../lib/api-failure';
import { call, WRITE } from '../api/admin-api';

export const getGuides = (signal?: AbortSignal): Promise<GuideList> => call('get', 'admin/fleet/guides', guideListSchema, { signal });
export const guidesQuery = () => queryOptions({ queryKey: ['admin', 'fleet', 'guides'] as const, queryFn: ({ signal }) => getGuides(signal), staleTime: 0 });
export const useGuides = () => useQuery(guidesQuery());

export const getVehicles = (signal?: AbortSignal): Promise<VehicleList> => call('get', 'admin/fleet/vehicles', vehicleListSchema, { signal });
export const vehiclesQuery = () => queryOptions({ queryKey: ['admin', 'fleet', 'vehicles'] as const, queryFn: ({ signal }) => getVehicles(signal), staleTime: 0 });
export const useVehicles = () => useQuery(vehiclesQuery());

const saveGuide = ({ id, input }: { id: string | null; input: GuideInput }): Promise<Guide> =>
  id ? call('put', `admin/fleet/guides/${encodeURIComponent(id)}`, guideSchema, { json: input }) : call('post', 'admin/fleet/guides', guideSchema, { json: input });
const saveVehicle = ({ id, input }: { id: string | null; input: VehicleInput }): Promise<Vehicle> =>
  id ? call('put', `admin/fleet/vehicles/${encodeURIComponent(id)}`, vehicleSchema, { json: input }) : call('post', 'admin/fleet/vehicles', vehicleSchema, { json: input });

/** A delete answers with no body we need: only its refusal (in use, not found) matters. */
async function remove(path: string): Promise<void> {
  try {
    await api.delete(path);
  } catch (error) {
    throw await toRequestFailed(error);
  }
}

export function useFleetMutations() {
  const client = useQueryClient();
  const refresh = () => Promise.all([client.invalidateQueries({ queryKey: ['admin', 'fleet'] }), client.invalidateQueries({ queryKey: ['admin', 'departures'] })]);
  return {
    saveGuide: useMutation({ ...WRITE, mutationFn: saveGuide, onSuccess: refresh }),
    saveVehicle: useMutation({ ...WRITE, mutationFn: saveVehicle, onSuccess: refresh }),
    removeGuide: useMutation({ ...WRITE, mutationFn: (id: string) => remove(`admin/fleet/guides/${encodeURIComponent(id)}`), onSuccess: refresh }),
    removeVehicle: useMutation({ ...WRITE, mutationFn: (id: string) => remove(`admin/fleet/vehicles/${encodeURIComponent(id)}`), onSuccess: refresh }),
  };
}
