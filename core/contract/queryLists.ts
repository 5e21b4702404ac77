import { z } from 'zod';

/**
 * A comma-separated list in a query string (`roleId=a,b`): rows matching any of its values. The
 * console joins a select filter's chosen values with `joinChoices`.
 */
export function anyOf<Item extends z.ZodType<string, string>>(item: Item) {
  return z
    .string()
    .max(4000)
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    )
    .pipe(z.array(item).min(1).max(100));
}
