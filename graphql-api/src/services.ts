import type { DataSource } from 'typeorm';
import type { Config } from './config';
import type { Clock } from './lib/clock';
import { modules } from './modules';

export type ServiceDeps = { db: DataSource; config: Config; clock: Clock };

/** Every module's services by name; each module adds its own in its index.ts (`declare module '../../services'`). */
export interface ModuleServices {}

export type Services = ModuleServices;

/** The composition root of the domain: every module's services, built once in list order and handed to GraphQL and REST. */
export function createServices(deps: ServiceDeps): Services {
  const built = {} as ModuleServices;
  for (const module of modules) Object.assign(built, module.services?.(deps, built));
  return built;
}
