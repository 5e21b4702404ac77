import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useService } from '../../di/ContainerContext.tsx';
import { CommandRegistry } from '../../registry/CommandRegistry.ts';
import { SessionStore } from '../../session/SessionStore.ts';
import { ShortcutHelpController } from '../help/ShortcutHelpController.ts';
import { AVATAR_TEXT_COLOUR, avatarColour, avatarInitial, displayName } from './avatar.ts';
import { KeyboardIcon, SignOutIcon } from './icons.tsx';
import * as styles from './menu.css.ts';
import { usePointerDownOutside } from './useDismiss.ts';
import { focusMenuItem, useMenuKeys } from './useMenuKeys.ts';

export function Avatar({ name, large = false }: { name: string; large?: boolean }) {
  return (
    <span
      className={large ? `${styles.avatar} ${styles.avatarLarge}` : styles.avatar}
      style={{ backgroundColor: avatarColour(name), color: AVATAR_TEXT_COLOUR }}
      aria-hidden="true"
      data-testid="user-avatar"
    >
      {avatarInitial(name)}
    </span>
  );
}

/** The avatar button and its menu: who is signed in, keyboard shortcuts, change password, Sign out. */
export const UserMenu = observer(function UserMenu() {
  const session = useService<SessionStore>(SessionStore);
  const commands = useService<CommandRegistry>(CommandRegistry);
  const help = useService<ShortcutHelpController>(ShortcutHelpController);
  const [open, setOpen] = useState(false);
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last' | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const user = session.user;
  const name = displayName(user);
  const menuCommands = commands.availableCommands.filter((command) => command.userMenu);

  const close = useCallback((restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) buttonRef.current?.focus();
  }, []);
  const onMenuKeyDown = useMenuKeys(menuRef, close);
  usePointerDownOutside([buttonRef, popoverRef], () => setOpen(false), open);

  useEffect(() => {
    if (!open || focusOnOpen === null) return;
    focusMenuItem(menuRef.current, focusOnOpen);
    setFocusOnOpen(null);
  }, [open, focusOnOpen]);

  const openWithKeys = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setFocusOnOpen(event.key === 'ArrowDown' ? 'first' : 'last');
      setOpen(true);
    }
  };

  const run = (action: () => void) => () => {
    close(false);
    action();
  };

  if (!user) return null;
  return (
    <div className={styles.root}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.avatarButton}
        aria-label={`User menu: ${name}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => {
          // Opened from the keyboard (Enter or Space): focus goes into the menu.
          if (event.detail === 0) setFocusOnOpen('first');
          setOpen((value) => !value);
        }}
        onKeyDown={openWithKeys}
      >
        <Avatar name={user.firstname || user.username} />
      </button>
      {open && (
        <div ref={popoverRef} className={styles.popover}>
          <div className={styles.identity}>
            <Avatar name={user.firstname || user.username} large />
            <div className={styles.identityText}>
              <span className={styles.name}>{name}</span>
              <span className={styles.email}>{user.email}</span>
            </div>
          </div>
          <hr className={styles.separator} />
          <div ref={menuRef} id={menuId} role="menu" aria-label="User menu" onKeyDown={onMenuKeyDown}>
            <button type="button" role="menuitem" className={styles.item} onClick={run(() => help.open())}>
              <KeyboardIcon className={styles.itemIcon} />
              Keyboard shortcuts
            </button>
            {menuCommands.map((command) => {
              const Icon = command.userMenu?.icon;
              return (
                <button
                  key={command.id}
                  type="button"
                  role="menuitem"
                  className={styles.item}
                  onClick={run(() => void commands.execute(command.id))}
                >
                  {Icon ? <Icon className={styles.itemIcon} /> : null}
                  {command.title}
                </button>
              );
            })}
            <hr className={styles.separator} role="separator" />
            <button type="button" role="menuitem" className={styles.item} onClick={run(() => void session.logout())}>
              <SignOutIcon className={styles.itemIcon} />
              Sign out
            </button>
          </div>
        </div>
      )}
    </div>
  );
});
