import { z } from 'zod';
import type { AnyRoute } from '../../../core/server/http/route.ts';

/** A concrete path for a route: tenant parameters get the tenant, others the given values or a placeholder. */
export function routePath(route: AnyRoute, tenantId: string, values: Record<string, string> = {}): string {
  const withoutOptional = route.url.replace(/\/:([A-Za-z0-9_]+)\?/g, (_match, name: string) =>
    values[name] !== undefined ? `/${encodeURIComponent(values[name])}` : '',
  );
  return withoutOptional.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    if (values[name] !== undefined) return encodeURIComponent(values[name]);
    if (route.public !== true && route.tenantParam === name) return encodeURIComponent(tenantId);
    if (name === 'tenantId') return encodeURIComponent(tenantId);
    return 'sample';
  });
}

interface JsonSchemaObject {
  type?: string | string[];
  properties?: Record<string, JsonSchemaObject>;
  required?: string[];
  additionalProperties?: unknown;
  enum?: unknown[];
}

export function objectSchemaOf(schema: z.ZodType | undefined): JsonSchemaObject | null {
  if (!schema) return null;
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchemaObject & {
    anyOf?: JsonSchemaObject[];
  };
  const candidate = json.anyOf ? json.anyOf.find((option) => option.type === 'object') : json;
  return candidate && candidate.type === 'object' ? candidate : null;
}

/** A value of the wrong JSON type for a property of the given schema. */
function wrongValue(property: JsonSchemaObject): unknown {
  const type = Array.isArray(property.type) ? property.type[0] : property.type;
  switch (type) {
    case 'string':
      return 12345;
    case 'number':
    case 'integer':
      return 'not-a-number';
    case 'boolean':
      return 'not-a-boolean';
    case 'array':
      return { not: 'an array' };
    case 'object':
      return 'not-an-object';
    default:
      return property.enum ? '__not_in_enum__' : Symbol.for('skip');
  }
}

/** An object whose every known property has the wrong type. */
export function wrongTypesObject(schema: JsonSchemaObject): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const value = wrongValue(property);
    if (typeof value !== 'symbol') result[name] = value;
  }
  return result;
}

/** Query values of the wrong type: strings where numbers or enums are expected, repeated keys where one is. */
export function wrongQuery(schema: JsonSchemaObject): string {
  const pairs: string[] = [];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const type = Array.isArray(property.type) ? property.type[0] : property.type;
    if (type === 'number' || type === 'integer' || type === 'boolean' || property.enum) {
      pairs.push(`${encodeURIComponent(name)}=__wrong__`);
    } else {
      pairs.push(`${encodeURIComponent(name)}=a&${encodeURIComponent(name)}=b`);
    }
  }
  return pairs.join('&');
}

export const hasBody = (route: AnyRoute) => route.method !== 'GET' && route.method !== 'DELETE';
