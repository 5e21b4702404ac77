import { sql } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { caller, type Caller } from '../../../../tests/server/support/adminCalls.ts';
import { AURORA, BOREALIS, createUserWithPermissions } from '../../../../tests/server/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../../../tests/server/support/testServer.ts';
import { TRANSFER_PATHS, type CopyGrants, type CopyPlan, type CopyRequest } from '../../contract.ts';

const EVERYTHING = {
  users: '1111',
  workflow: '1111',
  tasks: '1111',
  service: '1111',
  networks: '1111',
  forms: '1111',
  translator: '1111',
  triggers: '1111',
  notifications: '1111',
  settings: '1111',
};

const TABLES = [
  'workflows',
  'workflow_versions',
  'task_templates',
  'network_elements',
  'provisioning_templates',
  'services',
  'form_templates',
  'translators',
  'triggers',
  'alerts',
  'inventory_models',
  'inventory_locations',
  'inventory_reasons',
] as const;

export const FIBRE: CopyRequest = {
  targetTenantId: BOREALIS,
  wholeFamily: false,
  items: [{ kind: 'service', name: 'fibre-broadband' }],
};

/** Overwrite every conflict the dry run found. */
export function overwriteAll(plan: CopyPlan) {
  return plan.items
    .filter((item) => item.action === 'conflict')
    .map((item) => ({ kind: item.kind, name: item.name, action: 'overwrite' as const }));
}

/**
 * One test file's real server on a real database, and the users its tests copy as: a copier of Aurora whom
 * Borealis accepts copies from, a Borealis user who may not copy, a copier of Aurora no tenant accepts, a
 * user of Aurora whom Borealis accepts but who may not copy, and an administrator of Borealis (who granted
 * the copies). Each file that uses it starts its own (in `beforeAll`) and closes it.
 */
export class TransferServer {
  server!: TestServer;
  copier!: Caller;
  borealisSide!: Caller;
  lone!: Caller;
  noCopy!: Caller;
  borealisAdmin!: Caller;

  async start(): Promise<void> {
    this.server = await startTestServer();
    this.copier = await this.signIn(AURORA, 'copier-aurora');
    this.borealisSide = await this.signIn(BOREALIS, 'copier-borealis', { copyConfiguration: false });
    this.lone = await this.signIn(AURORA, 'copier-lone');
    this.noCopy = await this.signIn(AURORA, 'no-copy', { copyConfiguration: false });
    this.borealisAdmin = await this.signIn(BOREALIS, 'no-copy-borealis');
    await this.grantCopies(this.borealisAdmin, AURORA, ['copier-aurora', 'no-copy']);
  }

  /**
   * The granting administrator lets the named users of the source tenant copy into the administrator's
   * tenant too: the tenant's grant to the source gets them (made when there is none).
   */
  async grantCopies(admin: Caller, sourceTenantId: string, usernames: string[]): Promise<void> {
    const grants = await admin.get<CopyGrants>(TRANSFER_PATHS.grants);
    const grant = grants.body.data.given.find((candidate) => candidate.sourceTenantId === sourceTenantId);
    const response = grant
      ? await admin.put(TRANSFER_PATHS.grant.replace(':grantId', grant.grantId), {
          version: grant.version,
          allUsers: grant.allUsers,
          usernames: [...grant.users.map((user) => user.username), ...usernames],
        })
      : await admin.post(TRANSFER_PATHS.grants, { sourceTenantId, usernames });
    if (response.status >= 300) throw new Error(`grant failed: ${JSON.stringify(response.body)}`);
  }

  async close(): Promise<void> {
    await this.server?.close();
  }

  get db() {
    return this.server.runtime.services.db;
  }

  private async signIn(tenantId: string, username: string, options: { copyConfiguration?: boolean } = {}) {
    const user = await createUserWithPermissions(this.server, {
      tenantId,
      username,
      permissions: EVERYTHING,
      copyConfiguration: options.copyConfiguration ?? true,
    });
    return caller(this.server, await this.server.login(user.username, user.password));
  }

  /** The rows of every copied kind's tables the tenant has, by table. */
  async rowCounts(tenantId: string): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const table of TABLES) {
      const row = await sql<{
        count: number;
      }>`select count(*)::int as count from ${sql.table(table)} where tenant_id = ${tenantId}`.execute(this.db);
      counts[table] = row.rows[0]?.count ?? 0;
    }
    return counts;
  }

  copy(family: string, body: CopyRequest, as: Caller = this.copier) {
    return as.post<CopyPlan>(`/api/admin/${family}`, body);
  }
}

export function transferServerOfFile(): TransferServer {
  const transfer = new TransferServer();
  beforeAll(() => transfer.start());
  afterAll(() => transfer.close());
  return transfer;
}
