import { Command } from 'cmdk';
import { observer } from 'mobx-react-lite';
import { Fragment, useMemo, useState } from 'react';
import { useService } from '../../di/ContainerContext.tsx';
import { CommandRegistry } from '../../registry/CommandRegistry.ts';
import { isMacPlatform } from '../../registry/keybinding.ts';
import { KeybindingRegistry } from '../../registry/KeybindingRegistry.ts';
import { useModalKeyScope } from '../../registry/useModalKeyScope.ts';
import { useScopedHotkeys } from '../../registry/useScopedHotkeys.ts';
import * as paletteStyles from '../palette/CommandPalette.css.ts';
import { PALETTE_COMMANDS } from '../palette/paletteCommandIds.ts';
import { KeyCombo } from './KeyCombo.tsx';
import * as styles from './ShortcutHelp.css.ts';
import {
  commandShortcutGroups,
  filterShortcutGroups,
  PALETTE_KEYS_GROUP,
  screenShortcutGroups,
  type ShortcutRow,
} from './shortcutGroups.ts';
import { ShortcutHelpController } from './ShortcutHelpController.ts';

export const SHORTCUT_HELP_TITLE = 'Keyboard shortcuts';

const HelpPanel = observer(function HelpPanel({ isMac }: { isMac: boolean }) {
  const help = useService<ShortcutHelpController>(ShortcutHelpController);
  const keybindings = useService<KeybindingRegistry>(KeybindingRegistry);
  const registry = useService<CommandRegistry>(CommandRegistry);
  const [query, setQuery] = useState('');

  // Read during render so the observer follows permission, screen and registration changes.
  const entries = keybindings.entries;
  const screenGroups = help.screenGroups;
  const groups = useMemo(
    () => [...commandShortcutGroups(entries), ...screenShortcutGroups(screenGroups), PALETTE_KEYS_GROUP],
    [entries, screenGroups],
  );
  const shown = useMemo(() => filterShortcutGroups(groups, query, isMac), [groups, query, isMac]);

  const run = (row: ShortcutRow) => {
    const { commandId } = row;
    if (commandId === undefined) return;
    help.close();
    registry.execute(commandId).catch((error: unknown) => console.error(`Command "${commandId}" failed`, error));
  };

  return (
    <>
      <div className={styles.header}>
        <h2 className={styles.heading}>{SHORTCUT_HELP_TITLE}</h2>
        <button type="button" className={styles.closeButton} onClick={() => help.close()}>
          Close
        </button>
      </div>
      <Command.Input
        autoFocus
        className={paletteStyles.input}
        value={query}
        onValueChange={setQuery}
        placeholder="Filter shortcuts"
      />
      <Command.List label={SHORTCUT_HELP_TITLE} className={styles.list}>
        <Command.Empty className={styles.empty}>No shortcut matches “{query.trim()}”</Command.Empty>
        {shown.map((group) => (
          <Command.Group key={group.id} heading={group.title} className={styles.group}>
            {group.rows.map((row) => (
              <Command.Item
                key={row.id}
                value={row.id}
                className={styles.row}
                data-runnable={row.commandId !== undefined}
                onSelect={() => run(row)}
              >
                <span className={styles.rowTitle}>{row.title}</span>
                <span className={styles.keys}>
                  {row.keybindings.map((keybinding, index) => (
                    <Fragment key={keybinding.source}>
                      {index > 0 && <span className={styles.or}>or</span>}
                      <KeyCombo keybinding={keybinding} isMac={isMac} />
                    </Fragment>
                  ))}
                </span>
              </Command.Item>
            ))}
          </Command.Group>
        ))}
      </Command.List>
    </>
  );
});

export interface ShortcutHelpProps {
  /** Shows ⌘ keys instead of Ctrl; detected from the browser unless given. */
  isMac?: boolean;
}

/**
 * The shortcut help (`?`): every key the user can press here, generated from the keybinding registry
 * (only available, permitted commands), the keys mounted screens registered, and the palette's own
 * keys. Filterable; Enter runs a command row; Esc closes.
 */
export const ShortcutHelp = observer(function ShortcutHelp({ isMac }: ShortcutHelpProps) {
  const help = useService<ShortcutHelpController>(ShortcutHelpController);
  const keybindings = useService<KeybindingRegistry>(KeybindingRegistry);
  const mac = useMemo(() => isMac ?? isMacPlatform(), [isMac]);
  const keyScope = useModalKeyScope(help.isOpen);
  // The screen's keys are quiet behind the help, so the key that opened it is bound again in its layer.
  const ownKeys = keybindings.keybindingsFor(PALETTE_COMMANDS.shortcuts).map((keybinding) => keybinding.source);
  useScopedHotkeys(
    ownKeys,
    (event) => {
      event.preventDefault();
      help.close();
    },
    { scope: keyScope, enabled: help.isOpen },
  );
  return (
    <Command.Dialog
      open={help.isOpen}
      onOpenChange={(open) => {
        if (!open) help.close();
      }}
      label={SHORTCUT_HELP_TITLE}
      shouldFilter={false}
      vimBindings={false}
      overlayClassName={paletteStyles.overlay}
      contentClassName={`${paletteStyles.dialog} ${styles.dialog}`}
      className={paletteStyles.command}
    >
      <HelpPanel isMac={mac} />
    </Command.Dialog>
  );
});
