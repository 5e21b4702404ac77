/**
 * The console's purpose as the Getting Started page states it (spec section 1), naming only the areas this
 * console has: the sections some enabled plugin puts a screen in, in sidebar order.
 */
export function consoleSummary(areaTitles: readonly string[]): string {
  const purpose = 'A web console for operators of a telecom-style provider and its partners.';
  if (areaTitles.length === 0) return purpose;
  const last = areaTitles[areaTitles.length - 1];
  const listed = areaTitles.length === 1 ? last : `${areaTitles.slice(0, -1).join(', ')} and ${last}`;
  return `${purpose} It covers the ${listed} ${areaTitles.length === 1 ? 'area' : 'areas'}.`;
}
