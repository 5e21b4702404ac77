import type { FastifyBaseLogger } from 'fastify';
import { hasPermission } from '../../../../core/contract/permissions.ts';
import type { BulkAction, BulkItem, BulkItemResult, BulkResult } from '../contract/resource.ts';
import { ApiError, forbidden } from '../../../../core/server/http/errors.ts';
import type { AnyResourceDeclaration, ResourceContext } from './declaration.ts';
import { deleteRecord, updateRecord, type WriteServices } from './writes.ts';

const UNEXPECTED = 'The server could not complete this item. It has been logged.';

/** The key a bulk action needs: update for enable and disable, delete for delete. */
function requiredKey(declaration: AnyResourceDeclaration, action: BulkAction): string | undefined {
  const { permissions } = declaration.descriptor;
  return action === 'delete' ? permissions.delete : permissions.update;
}

async function runItem(
  declaration: AnyResourceDeclaration,
  services: WriteServices,
  ctx: ResourceContext,
  action: BulkAction,
  item: BulkItem,
): Promise<number | undefined> {
  if (action === 'delete') {
    await deleteRecord(declaration, services, ctx, item);
    return undefined;
  }
  const toggle = declaration.descriptor.toggle;
  if (!toggle) throw new Error(`The ${declaration.descriptor.entity} resource has no toggle`);
  const value = action === 'enable' ? toggle.enabled : toggle.disabled;
  return updateRecord(declaration, services, ctx, {
    id: item.id,
    version: item.version,
    changes: { [toggle.field]: value },
    action,
  });
}

/**
 * Applies one action to each item in its own transaction, with the checks of the single operation, so
 * one refused item undoes none of the others. Answers each item's outcome in the order sent.
 */
export async function runBulk(
  declaration: AnyResourceDeclaration,
  services: WriteServices & { log: FastifyBaseLogger },
  ctx: ResourceContext,
  request: { action: BulkAction; items: BulkItem[] },
): Promise<BulkResult> {
  const key = requiredKey(declaration, request.action);
  if (!key || !hasPermission(ctx.auth.subject, key)) throw forbidden();
  const results: BulkItemResult[] = [];
  for (const item of request.items) {
    try {
      const version = await runItem(declaration, services, ctx, request.action, item);
      results.push({ id: item.id, ok: true, status: 200, message: '', ...(version === undefined ? {} : { version }) });
    } catch (error) {
      if (!(error instanceof ApiError) || error.statusCode >= 500) {
        services.log.error({ err: error, id: item.id }, 'bulk item failed');
      }
      const known = error instanceof ApiError && error.statusCode < 500;
      results.push({
        id: item.id,
        ok: false,
        status: known ? error.statusCode : 500,
        message: known ? error.description : UNEXPECTED,
      });
    }
  }
  const succeeded = results.filter((result) => result.ok).length;
  return { action: request.action, succeeded, failed: results.length - succeeded, results };
}
