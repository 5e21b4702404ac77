import type { z } from 'zod';
import type { AnyRoute } from '../../../../core/server/http/route.ts';
import type { ServerServices } from '../../../../core/server/serverPlugin.ts';
import type { AnyResourceDeclaration, LooseDatabase, ResourceDeclaration, ResourceTable } from './declaration.ts';
import { readRoutes } from './readRoutes.ts';
import { writeRoutes } from './writeRoutes.ts';

function assertDeclared(declaration: AnyResourceDeclaration): void {
  const { descriptor } = declaration;
  const where = `The ${descriptor.entity} resource`;
  for (const sort of descriptor.sorts) {
    if (!(sort in declaration.sorts)) throw new Error(`${where} declares no SQL for sort ${sort}`);
  }
  for (const filter of Object.keys(descriptor.filters)) {
    if (!(filter in declaration.filters)) throw new Error(`${where} declares no SQL for filter ${filter}`);
  }
  if (descriptor.accountField && !declaration.columns?.[descriptor.accountField]) {
    throw new Error(`${where} maps no column to its account field ${descriptor.accountField}`);
  }
  if (descriptor.toggle && !declaration.columns?.[descriptor.toggle.field]) {
    throw new Error(`${where} maps no column to its toggle field ${descriptor.toggle.field}`);
  }
}

/**
 * The routes of a resource from its one declaration: list, get, create, update, delete, bulk and export,
 * as far as the descriptor names their paths. Each is a `defineRoute` route, so it is in OpenAPI, the
 * permission matrix and the bad-input suite like any other.
 */
export function defineResource<
  Rec extends object,
  Row extends object,
  CreateSchema extends z.ZodObject,
  Sort extends string,
  Filter extends string,
  DB = LooseDatabase,
  Table extends ResourceTable<DB> = ResourceTable<DB>,
>(
  services: ServerServices,
  declaration: ResourceDeclaration<Rec, Row, CreateSchema, Sort, Filter, DB, Table>,
): AnyRoute[] {
  const any = declaration as unknown as AnyResourceDeclaration;
  assertDeclared(any);
  return [...readRoutes(any, services), ...writeRoutes(any, services)];
}

/**
 * A declaration as written, its types checked as `defineResource` checks them: for a plugin that needs it
 * beyond its routes (the copy of its items, `resourceCopy`).
 */
export function declareResource<
  Rec extends object,
  Row extends object,
  CreateSchema extends z.ZodObject,
  Sort extends string,
  Filter extends string,
  DB = LooseDatabase,
  Table extends ResourceTable<DB> = ResourceTable<DB>,
>(
  declaration: ResourceDeclaration<Rec, Row, CreateSchema, Sort, Filter, DB, Table>,
): ResourceDeclaration<Rec, Row, CreateSchema, Sort, Filter, DB, Table> {
  return declaration;
}
