import { sql, type Kysely } from 'kysely';
import type { CoreDatabase } from '../../../core/server/db/schema.ts';
import type { AnyRoute } from '../../../core/server/http/route.ts';
import { OrderIntakeChecks, type IntakeCheck } from '../../engine/public/server/OrderIntakeChecks.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import { createDependencyRuleSchema, dependencyRuleSchema, type DependencyRule } from '../contract.ts';
import { ruleResource, type RuleResource } from './ruleResource.ts';

interface RuleRow {
  name: string;
  blockingService: string | null;
  blockingOperations: string[];
  action: DependencyRule['action'];
  message: string;
}

/**
 * The dependency rules of an order's service and operation: while another order on the same subscriber
 * key (of the rule's blocking service and operations, or any) has not ended, the order is refused, or
 * held until it ends. The first rule that finds a blocking order decides.
 */
const dependencyCheck: IntakeCheck = async (db: Kysely<CoreDatabase>, subject) => {
  if (subject.subscriberKey === null) return [];
  const { rows } = await sql<RuleRow>`select name, blocking_service as "blockingService",
      blocking_operations as "blockingOperations", action, message from rule_dependencies
    where tenant_id = ${subject.tenantId} and enabled and lower(service) = lower(${subject.service})
      and (jsonb_array_length(operations) = 0 or operations ? ${subject.operation.name})
    order by lower(name)`.execute(db);
  if (rows.length === 0) return [];
  const open = await subject.openOrders();
  for (const rule of rows) {
    const blocking = open.find(
      (order) =>
        (rule.blockingService === null || order.service.toLowerCase() === rule.blockingService.toLowerCase()) &&
        (rule.blockingOperations.length === 0 || rule.blockingOperations.includes(order.operation)),
    );
    if (blocking) {
      const message = `${rule.message} (${blocking.orderNumber}, ${blocking.service} ${blocking.operation}, is ${blocking.state}.)`;
      if (rule.action === 'WAIT') return [{ waitFor: blocking, message }];
      return [{ path: 'subscriberKey', message, conflict: true }];
    }
  }
  return [];
};

/** Dependency rules on the kit: the service they hold and the one in the way, by name. */
export const DEPENDENCY_RULES = {
  kind: 'dependency',
  table: 'rule_dependencies',
  record: dependencyRuleSchema,
  create: createDependencyRuleSchema,
  columns: {
    service: 'service',
    operations: 'operations',
    blockingService: 'blocking_service',
    blockingOperations: 'blocking_operations',
    action: 'action',
    message: 'message',
  },
  summary:
    'Creates a dependency rule: while another order on the same subscriber key — of `blockingService` and `blockingOperations`, or any — has not ended, an order of its `service` (and `operations`) is refused with `message` (409, `action` REFUSE) or taken as PENDING with `message` as its reason and started once that order has ended (`action` WAIT).',
} satisfies RuleResource<typeof createDependencyRuleSchema, 'rule_dependencies'>;

/** Dependency rules on the kit, and their check at intake. */
export function dependencyRules(services: ServerServices): AnyRoute[] {
  services.get(OrderIntakeChecks).add('rules:dependency', dependencyCheck);
  return ruleResource(services, DEPENDENCY_RULES);
}
