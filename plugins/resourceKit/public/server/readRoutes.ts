import { z } from 'zod';
import {
  resourceExportQuerySchema,
  resourceExportSchema,
  resourceIdSchema,
  resourceListQuerySchema,
  resourcePageSchema,
} from '../contract/resourceSchemas.ts';
import { notFound } from '../../../../core/server/http/errors.ts';
import { defineRoute, ok, type AnyRoute } from '../../../../core/server/http/route.ts';
import type { ServerServices } from '../../../../core/server/serverPlugin.ts';
import type { AnyResourceDeclaration } from './declaration.ts';
import { exportRecords, listPage, type ListQuery } from './listing.ts';
import { readRecord } from './records.ts';
import { exampleIds, idOf, idParams, resourceContext, resourceQueryOptions, summary } from './routeParts.ts';
import { theEntity } from './writes.ts';

/** The list, get and export routes of a resource. */
export function readRoutes(declaration: AnyResourceDeclaration, services: ServerServices): AnyRoute[] {
  const { descriptor, tags } = declaration;
  const { db } = services;
  const permission = descriptor.permissions.read;
  const routes: AnyRoute[] = [];
  const options = resourceQueryOptions(declaration);

  routes.push(
    defineRoute({
      method: 'GET',
      url: descriptor.paths.list,
      summary: summary(declaration, 'list'),
      tags,
      permission,
      query: resourceListQuerySchema(descriptor, options),
      response: resourcePageSchema(declaration.record),
      handler: async ({ query, auth, request }) => {
        const ctx = await resourceContext(declaration, db, auth, request);
        return ok(await listPage(declaration, db, ctx, query as ListQuery));
      },
    }) as AnyRoute,
  );

  const getPath = descriptor.paths.get;
  if (getPath) {
    const params = idParams(declaration, 'get');
    routes.push(
      defineRoute({
        method: 'GET',
        url: getPath,
        summary: summary(declaration, 'get'),
        tags,
        permission,
        params,
        query: params ? undefined : z.strictObject({ [descriptor.idField]: resourceIdSchema }),
        response: declaration.record,
        exampleParams: exampleIds(declaration, 'get'),
        handler: async ({ params: path, query, auth, request }) => {
          const ctx = await resourceContext(declaration, db, auth, request);
          const record = await readRecord(declaration, db, ctx, idOf(declaration, path, query));
          if (!record) throw notFound(theEntity(declaration));
          return ok(record);
        },
      }) as AnyRoute,
    );
  }

  const exportPath = descriptor.paths.export;
  if (exportPath) {
    routes.push(
      defineRoute({
        method: 'GET',
        url: exportPath,
        summary: summary(declaration, 'export'),
        tags,
        permission,
        query: resourceExportQuerySchema(descriptor, options),
        response: resourceExportSchema(declaration.record),
        handler: async ({ query, auth, request }) => {
          const ctx = await resourceContext(declaration, db, auth, request);
          return ok(await exportRecords(declaration, db, ctx, query as ListQuery));
        },
      }) as AnyRoute,
    );
  }
  return routes;
}
