import { z } from 'zod';
import {
  bulkRequestSchema,
  bulkResultSchema,
  resourceDeleteQuerySchema,
  resourceIdSchema,
  resourceUpdateSchema,
} from '../contract/resourceSchemas.ts';
import { bulkActions, pathNamesId } from '../contract/resource.ts';
import { notFound } from '../../../../core/server/http/errors.ts';
import { defineRoute, ok, type AnyRoute } from '../../../../core/server/http/route.ts';
import type { ServerServices } from '../../../../core/server/serverPlugin.ts';
import { runBulk } from './bulk.ts';
import type { AnyResourceDeclaration } from './declaration.ts';
import { readRecord } from './records.ts';
import { exampleIds, idOf, idParams, resourceContext, successMessage, summary } from './routeParts.ts';
import { assertWritable, createRecord, deleteRecord, theEntity, updateRecord } from './writes.ts';

type Row = Record<string, unknown>;

/** The create, update, delete and bulk routes of a resource, as its descriptor offers them. */
export function writeRoutes(declaration: AnyResourceDeclaration, services: ServerServices): AnyRoute[] {
  const { descriptor, tags } = declaration;
  const { db } = services;
  const { permissions, paths, idField } = descriptor;
  const routes: AnyRoute[] = [];

  async function answer(ctx: Awaited<ReturnType<typeof resourceContext>>, id: string) {
    const record = await readRecord(declaration, db, ctx, id);
    if (!record) throw notFound(theEntity(declaration));
    return record;
  }

  if (paths.create) {
    if (!declaration.create || !permissions.create)
      throw new Error(`The ${descriptor.entity} resource creates without a schema or key`);
    routes.push(
      defineRoute({
        method: 'POST',
        url: paths.create,
        summary: summary(declaration, 'create'),
        tags,
        permission: permissions.create,
        body: declaration.create,
        response: declaration.record,
        handler: async ({ body, auth, request }) => {
          const ctx = await resourceContext(declaration, db, auth, request);
          assertWritable(declaration, ctx);
          const id = await createRecord(declaration, services, ctx, body as Row);
          return ok(await answer(ctx, id), successMessage(declaration, 'create'));
        },
      }) as AnyRoute,
    );
  }

  if (paths.update) {
    const fields = declaration.update ?? declaration.create;
    if (!fields || !permissions.update)
      throw new Error(`The ${descriptor.entity} resource updates without a schema or key`);
    const idInPath = pathNamesId(descriptor, 'update');
    routes.push(
      defineRoute({
        method: 'PUT',
        url: paths.update,
        summary: summary(declaration, 'update'),
        tags,
        permission: permissions.update,
        params: idParams(declaration, 'update'),
        body: resourceUpdateSchema(fields, {
          idField: idInPath ? undefined : idField,
          immutable: declaration.update ? [] : (declaration.immutable ?? []),
        }),
        response: declaration.record,
        exampleParams: exampleIds(declaration, 'update'),
        handler: async ({ params, body, auth, request }) => {
          const ctx = await resourceContext(declaration, db, auth, request);
          assertWritable(declaration, ctx);
          const id = idOf(declaration, params, body);
          const { [idField]: _id, version, ...changes } = body as Row;
          await updateRecord(declaration, services, ctx, {
            id,
            version: version as number | undefined,
            changes,
            action: 'update',
          });
          return ok(await answer(ctx, id), successMessage(declaration, 'update'));
        },
      }) as AnyRoute,
    );
  }

  if (paths.delete) {
    if (!permissions.delete) throw new Error(`The ${descriptor.entity} resource deletes without a key`);
    const params = idParams(declaration, 'delete');
    routes.push(
      defineRoute({
        method: 'DELETE',
        url: paths.delete,
        summary: summary(declaration, 'delete'),
        tags,
        permission: permissions.delete,
        params,
        query: params ? resourceDeleteQuerySchema : resourceDeleteQuerySchema.extend({ [idField]: resourceIdSchema }),
        response: z.null(),
        exampleParams: exampleIds(declaration, 'delete'),
        handler: async ({ params: path, query, auth, request }) => {
          const ctx = await resourceContext(declaration, db, auth, request);
          assertWritable(declaration, ctx);
          const { version } = query as { version?: number };
          await deleteRecord(declaration, services, ctx, { id: idOf(declaration, path, query), version });
          return ok(null, successMessage(declaration, 'delete'));
        },
      }) as AnyRoute,
    );
  }

  const actions = bulkActions(descriptor);
  if (paths.bulk && actions.length > 0) {
    const keys = [
      ...(actions.includes('enable') ? [permissions.update] : []),
      ...(actions.includes('delete') ? [permissions.delete] : []),
    ].filter((key): key is string => key !== undefined);
    routes.push(
      defineRoute({
        method: 'POST',
        url: paths.bulk,
        summary: summary(declaration, 'bulk'),
        tags,
        permission: keys,
        body: bulkRequestSchema(descriptor),
        response: bulkResultSchema,
        handler: async ({ body, auth, request }) => {
          const ctx = await resourceContext(declaration, db, auth, request);
          assertWritable(declaration, ctx);
          const result = await runBulk(declaration, services, ctx, body);
          const noun = result.results.length === 1 ? descriptor.entity : descriptor.plural;
          return ok(result, `${result.succeeded} of ${result.results.length} ${noun} ${body.action}d`);
        },
      }) as AnyRoute,
    );
  }
  return routes;
}
