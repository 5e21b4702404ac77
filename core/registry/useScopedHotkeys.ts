import { useMemo } from 'react';
import { useHotkeys, type Options } from 'react-hotkeys-hook';
import { isEditableTarget } from './editableTarget.ts';
import { characterMatches, hotkeysHookKeys } from './hotkeysHookKeys.ts';
import { isMacPlatform } from './keybinding.ts';
import { useKeyScope } from './KeyScope.tsx';
import { keyScopes } from './keyScopes.ts';

export interface ScopedHotkeysOptions {
  /** The key layer the keys belong to: the nearest `KeyScope`'s by default, the screen's outside modals. */
  scope?: string;
  enabled?: boolean;
  /** Also while focus is in a text field (the handler then decides); off by default. */
  inFields?: boolean;
}

/**
 * A component's own keys through react-hotkeys-hook, written in the registry's grammar (`j`,
 * `shift+x`, `arrowdown`, `/`, `mod+s`) so the shortcut help can list the same strings. They fire
 * only while their layer is the top one (a dialog above quiets them), never on a key another handler
 * already took (`defaultPrevented`), and not while typing unless `inFields`. `onKey` receives the
 * string that matched; it prevents the default itself when it handles the key.
 */
export function useScopedHotkeys(
  keys: readonly string[],
  onKey: (event: KeyboardEvent, key: string) => void,
  { scope: ownScope, enabled = true, inFields = false }: ScopedHotkeysOptions = {},
): void {
  const layerScope = useKeyScope();
  const scope = ownScope ?? layerScope;
  const isMac = useMemo(() => isMacPlatform(), []);
  const joined = keys.join('\n');
  const { byCode, byCharacter } = useMemo(
    () => hotkeysHookKeys(joined === '' ? [] : joined.split('\n'), isMac),
    [joined, isMac],
  );

  const shared: Options = {
    ignoreEventWhen: (event) =>
      event.defaultPrevented ||
      event.isComposing ||
      !keyScopes.isActive(scope) ||
      (!inFields && isEditableTarget(event)),
    enableOnFormTags: inFields,
    enableOnContentEditable: inFields,
  };

  const codeKeys = [...byCode.keys()].join(',');
  useHotkeys(
    codeKeys,
    (event, hotkey) => {
      const source = byCode.get(hotkey.hotkey);
      if (source !== undefined) onKey(event, source);
    },
    { ...shared, enabled: enabled && codeKeys !== '' },
  );

  // Symbols may be react-hotkeys-hook's own separators (`+`, `,`, `>`): one per line, never split.
  const characterKeys = [...byCharacter.keys()].join('\n');
  useHotkeys(
    characterKeys,
    (event, hotkey) => {
      const matched = byCharacter.get(hotkey.hotkey)?.find(({ chord }) => characterMatches(event, chord, isMac));
      if (matched) onKey(event, matched.source);
    },
    {
      ...shared,
      enabled: enabled && characterKeys !== '',
      useKey: true,
      ignoreModifiers: true,
      delimiter: '\n',
      splitKey: '\n',
      sequenceSplitKey: '\n',
    },
  );
}
