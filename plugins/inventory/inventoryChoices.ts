import { deviceModelCalls, locationCalls, movementReasonCalls } from './calls.ts';
import { DEVICE_MODEL_RESOURCE, LOCATION_RESOURCE, MOVEMENT_REASON_RESOURCE } from './contract.ts';
import { useAllRecords } from './useAllRecords.ts';

/** Every device model by name, for filters and choices (none without inventory:configuration:r). */
export const useDeviceModels = () =>
  useAllRecords(deviceModelCalls.list, 'name', DEVICE_MODEL_RESOURCE.permissions.read);

/** Every location the user may see by name (none without inventory:locations:r). */
export const useLocations = () => useAllRecords(locationCalls.list, 'name', LOCATION_RESOURCE.permissions.read);

/** Every movement reason by name (none without inventory:configuration:r). */
export const useMovementReasons = () =>
  useAllRecords(movementReasonCalls.list, 'name', MOVEMENT_REASON_RESOURCE.permissions.read);
