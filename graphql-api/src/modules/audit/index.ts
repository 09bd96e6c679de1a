import type { ApiModule } from '../api-module';
import { AuditEntry } from './audit.entity';
import { AuditResolver } from './audit.resolver';
import { AuditService } from './audit.service';
import { AuditEntries1765200000000 } from './migrations/1765200000000-audit-entries';

declare module '../../services' {
  interface ModuleServices {
    audit: AuditService;
  }
}

/** The audit log of staff writes (decision 056): written by the modules after it, read by staff. */
export const audit: ApiModule = {
  name: 'audit',
  entities: [AuditEntry],
  migrations: [AuditEntries1765200000000],
  resolvers: [AuditResolver],
  services: ({ db, clock }, { users }) => ({ audit: new AuditService(db, clock, users) }),
};
