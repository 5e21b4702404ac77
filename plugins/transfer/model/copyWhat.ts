import { FAMILY_TITLES, type CopyFamily } from '../paths.ts';

/** Named items shown by name before the rest are counted. */
const NAMES_SHOWN = 3;

function namesOf(named: readonly { name: string }[]): string {
  const shown = named.slice(0, NAMES_SHOWN).map((item) => `"${item.name}"`);
  const rest = named.length - shown.length;
  return rest > 0 ? `${shown.join(', ')} and ${rest} more` : shown.join(', ').replace(/, ([^,]*)$/, ' and $1');
}

/**
 * What a copy was of, as the copier chose it: the family's title when its items were copied whole, the
 * items named (with what they name) when not, or both.
 */
export function copyWhat(event: {
  family: string;
  wholeFamily: boolean;
  named: readonly { kind: string; name: string }[];
}): string {
  const family = FAMILY_TITLES[event.family as CopyFamily] ?? event.family;
  if (event.named.length === 0) return event.wholeFamily ? family : 'Nothing named';
  return event.wholeFamily ? `${family} and ${namesOf(event.named)}` : namesOf(event.named);
}
