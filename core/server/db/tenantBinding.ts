import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The tenant the database writes of the current piece of work are bound to. Every API request runs its
 * handler bound to the caller's tenant (`http/registerRoutes.ts`); the database then refuses any write of
 * that work that would create, change, move or delete another tenant's row (`tenantGuard.ts`). Work of
 * the server itself — jobs, listeners, regular runs — is unbound: it acts for whichever tenant its rows
 * name.
 */
interface Binding {
  /** The tenant, or null for the server's own work. */
  readonly tenantId: string | null;
}

const binding = new AsyncLocalStorage<Binding>();
const UNBOUND: Binding = { tenantId: null };

/**
 * Runs work with its writes bound to the tenant. A request's handler is bound to its caller's tenant
 * already; binding to another one is a deliberate step across tenants (a copy into a tenant that granted
 * it), kept to the places `tests/tooling/tenantBindings.test.ts` lists.
 */
export function bindTenant<T>(tenantId: string, work: () => T): T {
  return binding.run({ tenantId }, work);
}

/**
 * Runs work as the server's own, unbound whatever called it: machinery shared by every tenant (a listener's
 * notification, a batch of several tenants' rows, a pass started by a request) must not act as the
 * request that happened to start it.
 */
export function unbound<T>(work: () => T): T {
  return binding.run(UNBOUND, work);
}

/** The tenant the current work's writes are bound to, or null when it is the server's own. */
export function boundTenant(): string | null {
  return binding.getStore()?.tenantId ?? null;
}
