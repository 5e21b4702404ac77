import { invalidField } from '../../../core/server/http/errors.ts';
import { defineRoute, ok, type AnyRoute } from '../../../core/server/http/route.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import {
  COPY_FAMILIES,
  FAMILY_TITLES,
  TRANSFER_KEY,
  TRANSFER_PATHS,
  copyPlanSchema,
  copyRequestSchema,
  copyTargetsSchema,
} from '../contract.ts';
import { applyCopy } from './copyApply.ts';
import { planAnswer, planCopy, readSource } from './copyPlan.ts';
import { assertCopyTarget, copyTargets } from './copyTargets.ts';

/**
 * The tenants the caller may copy to, and for each family of the spec its dry run and its apply: the
 * family's items with everything they name, from the caller's tenant to a tenant that accepts copies from them.
 */
export function transferRoutes(services: ServerServices): AnyRoute[] {
  const { db, references } = services;
  return [
    defineRoute({
      method: 'GET',
      url: TRANSFER_PATHS.targets,
      summary:
        'The tenants the caller may copy configuration to: those whose administrators granted copies to the caller (Settings, Configuration copies).',
      tags: ['Transfer'],
      permission: TRANSFER_KEY,
      response: copyTargetsSchema,
      handler: async ({ auth }) => ok(await copyTargets(db, auth)),
    }) as AnyRoute,
    ...COPY_FAMILIES.map(
      (family) =>
        defineRoute({
          method: 'POST',
          url: TRANSFER_PATHS.family(family),
          summary: `${FAMILY_TITLES[family]}: the dry run of copying them (and what they name, and single items given) to another tenant — each item to create, update, leave unchanged or resolve, with its fields' differences — or, with \`apply\`, the copy in one transaction, all or nothing.`,
          tags: ['Transfer'],
          permission: TRANSFER_KEY,
          body: copyRequestSchema,
          response: copyPlanSchema,
          handler: async ({ body, auth, request }) => {
            if (body.targetTenantId === auth.tenantId) {
              throw invalidField('body', 'targetTenantId', 'is the tenant the configuration comes from');
            }
            await assertCopyTarget(db, auth, body.targetTenantId);
            const reader = { auth, request };
            const source = await readSource(
              references,
              db,
              { sourceTenantId: auth.tenantId, family, wholeFamily: body.wholeFamily, items: body.items },
              reader,
            );
            const plan = await planCopy(
              references,
              db,
              {
                sourceTenantId: auth.tenantId,
                targetTenantId: body.targetTenantId,
                ...source,
                resolutions: body.resolutions,
              },
              reader,
            );
            if (body.apply) {
              const selection = { wholeFamily: body.wholeFamily, named: body.items };
              const ctx = { auth, request, targetTenantId: body.targetTenantId, family, selection };
              await applyCopy(references, db, ctx, plan);
            }
            const tenants = { sourceTenantId: auth.tenantId, targetTenantId: body.targetTenantId };
            return ok(planAnswer(plan, tenants, body.apply), body.apply ? 'Configuration copied' : undefined);
          },
        }) as AnyRoute,
    ),
  ];
}
