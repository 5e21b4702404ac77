import { describe, expect, it } from 'vitest';
import { AVATAR_COLOURS, avatarColour, avatarInitial, displayName } from './avatar.ts';

describe('avatar', () => {
  it('shows the upper-cased first letter of the name', () => {
    expect(avatarInitial('ada')).toBe('A');
    expect(avatarInitial('  Zoë ')).toBe('Z');
    expect(avatarInitial('élodie')).toBe('É');
    expect(avatarInitial('')).toBe('?');
    expect(avatarInitial(null)).toBe('?');
  });

  it('colours by the first letter alone, the same letter always the same colour', () => {
    expect(avatarColour('Ada')).toBe(avatarColour('alice'));
    expect(avatarColour('Ada')).toBe(AVATAR_COLOURS[0]);
    expect(avatarColour('Bob')).toBe(AVATAR_COLOURS[1]);
    expect(avatarColour('Ada')).not.toBe(avatarColour('Bob'));
    expect(avatarColour('Zed')).toBe(AVATAR_COLOURS[25 % AVATAR_COLOURS.length]);
    expect(AVATAR_COLOURS).toContain(avatarColour('Ørjan'));
  });

  it('names the user by first and last name, else the username', () => {
    expect(displayName({ firstname: 'Ada', lastname: 'Administrator', username: 'admin' })).toBe('Ada Administrator');
    expect(displayName({ firstname: '', lastname: '', username: 'admin' })).toBe('admin');
    expect(displayName(null)).toBe('');
  });
});
