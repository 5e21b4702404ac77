/**
 * A select filter's chosen values as one comma-separated query value (see `anyOf`), or undefined when
 * nothing usable is chosen. Values holding a comma cannot be sent this way and are left out; with
 * `allowed`, so are values outside it.
 */
export function joinChoices(value: unknown, allowed?: readonly string[]): string | undefined {
  if (!Array.isArray(value)) return undefined;
  const chosen = value.filter(
    (item): item is string =>
      typeof item === 'string' && item !== '' && !item.includes(',') && (!allowed || allowed.includes(item)),
  );
  return chosen.length > 0 ? chosen.join(',') : undefined;
}
