import { createHash } from 'node:crypto';
import { invalidField } from '../../../core/server/http/errors.ts';
import { defineRoute, ok, type AnyRoute } from '../../../core/server/http/route.ts';
import type { ServerServices } from '../../../core/server/serverPlugin.ts';
import {
  BUNDLE_FORMAT,
  BUNDLE_SCHEMA_VERSION,
  TRANSFER_KEY,
  TRANSFER_PATHS,
  bundleExportSchema,
  bundleImportSchema,
  bundleSchema,
  copyPlanSchema,
  type Bundle,
  type CopyFamily,
} from '../contract.ts';
import { applyCopy } from './copyApply.ts';
import { canonical, planAnswer, planCopy, readSource } from './copyPlan.ts';
import { assertOwnAdministration } from './copyTargets.ts';

const hashOf = (items: Bundle['items']) => createHash('sha256').update(canonical(items)).digest('hex');

/** A bundle as sent: this schema version only, its format, and items matching their hash. */
function readBundle(sent: unknown): Bundle {
  const version = (sent as { schemaVersion: number }).schemaVersion;
  if (version !== BUNDLE_SCHEMA_VERSION) {
    const which = version > BUNDLE_SCHEMA_VERSION ? 'newer than' : 'older than';
    throw invalidField(
      'body',
      'bundle.schemaVersion',
      `is ${version}, ${which} the version this server reads (${BUNDLE_SCHEMA_VERSION}): export the bundle again from a server of this version`,
    );
  }
  const parsed = bundleSchema.safeParse(sent);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw invalidField(
      'body',
      ['bundle', ...(issue?.path ?? []).map(String)].join('.'),
      issue?.message ?? 'is not valid',
    );
  }
  if (hashOf(parsed.data.items) !== parsed.data.hash) {
    throw invalidField('body', 'bundle.hash', 'does not match the items: the bundle was changed after it was exported');
  }
  return parsed.data;
}

/**
 * Bundles: a selection's closure exported as a file (secrets left out, as in any copy), and a bundle's
 * dry run against the caller's tenant or its apply, through the same plan as a copy between tenants.
 */
export function bundleRoutes(services: ServerServices): AnyRoute[] {
  const { db, references } = services;
  return [
    defineRoute({
      method: 'POST',
      url: TRANSFER_PATHS.bundleExport,
      summary:
        'A configuration bundle: the family’s items (or only the single items given) with everything they name, as JSON with a schema version and a SHA-256 of the items. Secrets are never in it.',
      tags: ['Transfer'],
      permission: TRANSFER_KEY,
      body: bundleExportSchema,
      response: bundleSchema,
      handler: async ({ body, auth }) => {
        const source = await readSource(references, db, { sourceTenantId: auth.tenantId, ...body });
        const items = source.items.map(({ kind, title, name, neededBy, refs, fields }) => ({
          kind,
          title,
          name,
          neededBy,
          refs,
          fields: JSON.parse(JSON.stringify(fields)) as Record<string, unknown>,
        }));
        return ok({
          format: BUNDLE_FORMAT,
          schemaVersion: BUNDLE_SCHEMA_VERSION,
          exportedAt: new Date(services.clock()).toISOString(),
          sourceTenantId: auth.tenantId,
          family: body.family,
          items,
          hash: hashOf(items),
        } satisfies Bundle);
      },
    }) as AnyRoute,
    defineRoute({
      method: 'POST',
      url: TRANSFER_PATHS.bundleImport,
      summary:
        'The dry run of a configuration bundle against this tenant (create, update, unchanged, conflict per item), or with `apply` its copy in one transaction. A bundle of another schema version is refused, saying which.',
      tags: ['Transfer'],
      permission: TRANSFER_KEY,
      body: bundleImportSchema,
      response: copyPlanSchema,
      handler: async ({ body, auth, request }) => {
        assertOwnAdministration(auth);
        const bundle = readBundle(body.bundle);
        const unknownKind = bundle.items.findIndex((item) => !references.get(item.kind)?.copy);
        if (unknownKind >= 0) {
          throw invalidField('body', `bundle.items.${unknownKind}.kind`, 'is not a kind this server copies');
        }
        const plan = await planCopy(references, db, {
          sourceTenantId: bundle.sourceTenantId,
          targetTenantId: auth.tenantId,
          items: bundle.items,
          missing: [],
          resolutions: body.resolutions,
        });
        if (body.apply) {
          const ctx = {
            auth,
            targetTenantId: auth.tenantId,
            family: bundle.family as CopyFamily,
            requestId: request.id,
            importedFrom: bundle.sourceTenantId,
          };
          await applyCopy(references, db, ctx, plan);
        }
        const tenants = { sourceTenantId: bundle.sourceTenantId, targetTenantId: auth.tenantId };
        return ok(planAnswer(plan, tenants, body.apply), body.apply ? 'Configuration imported' : undefined);
      },
    }) as AnyRoute,
  ];
}
