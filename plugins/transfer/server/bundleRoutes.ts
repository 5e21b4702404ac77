import { createHash } from 'node:crypto';
import { invalidField, invalidFields } from '../../../core/server/http/errors.ts';
import { defineRoute, ok, type AnyRoute } from '../../../core/server/http/route.ts';
import type { ReferenceMap } from '../../../core/server/references/referenceMap.ts';
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
} from '../contract.ts';
import { applyCopy } from './copyApply.ts';
import { planAnswer, planCopy, readSource } from './copyPlan.ts';
import { assertOwnAdministration } from './copyTargets.ts';
import { MAX_FIELD_DEPTH, canonical, tooDeep } from './canonicalJson.ts';

/** At most this many of a bundle's problems are named in one answer. */
const MAX_PROBLEMS = 50;

/**
 * An integrity check of the items: a file damaged or changed by accident no longer matches. It is no
 * signature (anyone can compute it again for items edited by hand); an import is safe because every item
 * is parsed and written through its kind's own checked write path, never because of this hash.
 */
const hashOf = (items: Bundle['items']) => createHash('sha256').update(canonical(items)).digest('hex');

/** A 400 naming the first field of a bundle nested too deep to be read, before anything walks it. */
function assertNesting(sent: unknown): void {
  const items = (sent as { items?: unknown }).items;
  if (!Array.isArray(items)) return;
  items.forEach((item: unknown, index) => {
    const fields = (item as { fields?: unknown } | null)?.fields;
    const path = tooDeep(fields, MAX_FIELD_DEPTH);
    if (path) {
      const field = ['bundle', 'items', index, 'fields', ...path.slice(0, 1)].join('.');
      throw invalidField('body', field, `is nested deeper than ${MAX_FIELD_DEPTH} levels`);
    }
  });
}

/** A bundle as sent: this schema version only, its format, a readable nesting, and items matching their hash. */
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
  assertNesting(sent);
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
 * A 400 unless every item is of a kind this server copies and its kind would take its name and fields as
 * typed into its API: each problem named at its place in the bundle, with that API's message.
 */
function assertItems(references: ReferenceMap, bundle: Bundle): void {
  const unknownKind = bundle.items.findIndex((item) => !references.get(item.kind)?.copy);
  if (unknownKind >= 0) {
    throw invalidField('body', `bundle.items.${unknownKind}.kind`, 'is not a kind this server copies');
  }
  const problems = bundle.items.flatMap((item, index) =>
    (references.get(item.kind)?.copy?.problems(item) ?? []).map((problem) => ({
      path: `bundle.items.${index}.${problem.path}`,
      message: problem.message,
    })),
  );
  if (problems.length > 0) throw invalidFields('body', problems.slice(0, MAX_PROBLEMS));
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
        'A configuration bundle: the family’s items (or only the single items given) with everything they name, each in its API’s words, as JSON with a schema version and a SHA-256 of the items. Secrets are never in it.',
      tags: ['Transfer'],
      permission: TRANSFER_KEY,
      body: bundleExportSchema,
      response: bundleSchema,
      handler: async ({ body, auth, request }) => {
        const source = await readSource(references, db, { sourceTenantId: auth.tenantId, ...body }, { auth, request });
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
          wholeFamily: body.wholeFamily,
          named: body.items,
          items,
          hash: hashOf(items),
        } satisfies Bundle);
      },
    }) as AnyRoute,
    defineRoute({
      method: 'POST',
      url: TRANSFER_PATHS.bundleImport,
      summary:
        'The dry run of a configuration bundle against this tenant (create, update, unchanged, conflict per item), or with `apply` its copy in one transaction. A bundle of another schema version is refused, saying which; every item is checked as its kind’s API checks what is typed in (400 naming `bundle.items.<n>.fields.<field>`).',
      tags: ['Transfer'],
      permission: TRANSFER_KEY,
      body: bundleImportSchema,
      response: copyPlanSchema,
      handler: async ({ body, auth, request }) => {
        assertOwnAdministration(auth);
        const bundle = readBundle(body.bundle);
        assertItems(references, bundle);
        const plan = await planCopy(
          references,
          db,
          {
            sourceTenantId: bundle.sourceTenantId,
            targetTenantId: auth.tenantId,
            items: bundle.items,
            missing: [],
            resolutions: body.resolutions,
          },
          { auth, request },
        );
        if (body.apply) {
          const ctx = {
            auth,
            request,
            targetTenantId: auth.tenantId,
            family: bundle.family,
            selection: { wholeFamily: bundle.wholeFamily, named: bundle.named },
            bundleFrom: bundle.sourceTenantId,
          };
          await applyCopy(references, db, ctx, plan);
        }
        const tenants = { sourceTenantId: bundle.sourceTenantId, targetTenantId: auth.tenantId };
        return ok(planAnswer(plan, tenants, body.apply), body.apply ? 'Configuration imported' : undefined);
      },
    }) as AnyRoute,
  ];
}
