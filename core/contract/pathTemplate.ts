/**
 * REST paths are written once, as templates with named parameters (`/user/getUserDetails/:userId`):
 * the server registers the template as its route, the console fills it with `fillPath`. A parameter
 * name is letters, digits and `_`; a trailing `?` marks an optional last segment (`/getUserAndRole/:mode?`).
 */

const PARAMETER = /:([A-Za-z0-9_]+)(\?)?/g;

type Segments<Template extends string> = Template extends `${infer Head}/${infer Tail}`
  ? Head | Segments<Tail>
  : Template;

/** The required parameter names of a template: `'id' | 'name'` for `/a/:id/b/:name`. */
export type RequiredPathParam<Template extends string> =
  Segments<Template> extends infer Segment
    ? Segment extends `:${infer Name}`
      ? Name extends `${string}?`
        ? never
        : Name
      : never
    : never;

/** The optional parameter names of a template: `'mode'` for `/getUserAndRole/:mode?`. */
export type OptionalPathParam<Template extends string> =
  Segments<Template> extends infer Segment ? (Segment extends `:${infer Name}?` ? Name : never) : never;

/** The values a template takes: `{ userId: string }` for `/user/getUserDetails/:userId`. */
export type PathParams<Template extends string> = { [Name in RequiredPathParam<Template>]: string | number } & {
  [Name in OptionalPathParam<Template>]?: string | number;
};

/** The parameter names of a template, in order. */
export function pathParamNames(template: string): string[] {
  return [...template.matchAll(PARAMETER)].map((match) => match[1] as string);
}

/**
 * Fills a template with URI-encoded values: `fillPath('/user/getUserDetails/:userId', { userId })`.
 * A missing required value throws (a programming error, never a user's); a missing optional last
 * segment is left out with its slash.
 */
export function fillPath<Template extends string>(template: Template, params: PathParams<Template>): string {
  const values = params as Record<string, string | number | undefined>;
  return template.replace(/\/:([A-Za-z0-9_]+)(\?)?/g, (_segment, name: string, optional: string | undefined) => {
    const value = values[name];
    if (value === undefined || value === '') {
      if (optional) return '';
      throw new Error(`Path ${template} needs a value for :${name}`);
    }
    return `/${encodeURIComponent(String(value))}`;
  });
}
