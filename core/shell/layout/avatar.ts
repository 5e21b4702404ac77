/**
 * The user menu's avatar: the initial of the user's name on a colour chosen by that letter, so a
 * user always gets the same colour. Every colour keeps white text above 4.5:1 contrast.
 */
export const AVATAR_COLOURS = [
  '#C2410C',
  '#B45309',
  '#4D7C0F',
  '#15803D',
  '#0F766E',
  '#0E7490',
  '#0369A1',
  '#1D4ED8',
  '#4338CA',
  '#6D28D9',
  '#A21CAF',
  '#BE185D',
  '#B91C1C',
] as const;

export const AVATAR_TEXT_COLOUR = '#ffffff';

/** The first letter of the name, upper-cased; `?` when there is none. */
export function avatarInitial(name: string | null | undefined): string {
  const first = Array.from(name?.trim() ?? '')[0];
  return first ? first.toLocaleUpperCase() : '?';
}

/** The colour of the name's first letter: A–Z in turn through the palette, any other character by its code. */
export function avatarColour(name: string | null | undefined): string {
  const initial = avatarInitial(name);
  const code = initial.codePointAt(0) ?? 0;
  const index = /^[A-Z]$/.test(initial) ? code - 65 : code;
  return AVATAR_COLOURS[index % AVATAR_COLOURS.length] ?? AVATAR_COLOURS[0];
}

/** The name the shell shows for a user: first and last name, else the username. */
export function displayName(user: { firstname?: string; lastname?: string; username: string } | null): string {
  if (!user) return '';
  const full = [user.firstname, user.lastname].filter((part) => part && part.trim() !== '').join(' ');
  return full || user.username;
}
