import { modules } from '../modules';

/** Every entity, in one list for the data source: each module's, in module order. */
export const entities = modules.flatMap((module) => module.entities ?? []);
