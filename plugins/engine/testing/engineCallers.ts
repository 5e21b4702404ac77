import { caller, type Caller } from '../../../tests/server/support/adminCalls.ts';
import { createUserWithPermissions } from '../../../tests/server/support/fixtures.ts';
import type { TestServer } from '../../../tests/server/support/testServer.ts';

/** Signs in a user of the tenant holding the engine's areas with the given flags (`1111` for all). */
export async function engineCaller(
  server: TestServer,
  tenantId: string,
  username: string,
  flags: string,
): Promise<Caller> {
  const permissions = { workflow: flags, tasks: flags, service: flags, networks: flags };
  const user = await createUserWithPermissions(server, { tenantId, username, permissions });
  return caller(server, await server.login(user.username, user.password));
}

/**
 * Signs in an operator of orders with the given flags on `monitor:orders` (a partner user when an
 * account is given), who may also tune the simulator and task templates the tests drive.
 */
export async function orderCaller(
  server: TestServer,
  tenantId: string,
  username: string,
  flags: string,
  accountId: string | null = null,
): Promise<Caller> {
  const permissions = { monitor: { orders: flags }, networks: '1111', tasks: '1111' };
  const user = await createUserWithPermissions(server, { tenantId, username, accountId, permissions });
  return caller(server, await server.login(user.username, user.password));
}

/** Signs in a user who designs workflows and runs orders: every engine key, and all of monitor:orders. */
export async function designerCaller(server: TestServer, tenantId: string, username: string): Promise<Caller> {
  const permissions = {
    monitor: { orders: '1111' },
    networks: '1111',
    tasks: '1111',
    workflow: '1111',
    service: '1111',
  };
  const user = await createUserWithPermissions(server, { tenantId, username, permissions });
  return caller(server, await server.login(user.username, user.password));
}
