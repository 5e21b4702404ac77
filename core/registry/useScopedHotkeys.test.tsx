import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { KeyScope } from './KeyScope.tsx';
import { useModalKeyScope } from './useModalKeyScope.ts';
import { useScopedHotkeys } from './useScopedHotkeys.ts';

/** A modal layer, its content keyed in it (what SidePanel does). */
function Modal({ children }: { children?: ReactNode }) {
  const scope = useModalKeyScope();
  return (
    <div role="dialog">
      <KeyScope scope={scope}>{children}</KeyScope>
    </div>
  );
}

function Keys({ keys, onKey }: { keys: readonly string[]; onKey: (key: string) => void }) {
  useScopedHotkeys(keys, (event, key) => {
    event.preventDefault();
    onKey(key);
  });
  return null;
}

function Screen({
  onScreenKey,
  onPanelKey,
}: {
  onScreenKey: (key: string) => void;
  onPanelKey: (key: string) => void;
}) {
  const [panel, setPanel] = useState(false);
  const [question, setQuestion] = useState(false);
  return (
    <>
      <Keys keys={['r', '/']} onKey={onScreenKey} />
      <input aria-label="Filter" />
      <button type="button" onClick={() => setPanel((open) => !open)}>
        Panel
      </button>
      <button type="button" onClick={() => setQuestion((open) => !open)}>
        Question
      </button>
      {panel && (
        <Modal>
          <Keys keys={['mod+s']} onKey={onPanelKey} />
        </Modal>
      )}
      {question && <Modal />}
    </>
  );
}

function setup() {
  const onScreenKey = vi.fn<(key: string) => void>();
  const onPanelKey = vi.fn<(key: string) => void>();
  render(<Screen onScreenKey={onScreenKey} onPanelKey={onPanelKey} />);
  const user = userEvent.setup();
  const toggle = (name: string) => user.click(screen.getByRole('button', { name }));
  return { user, onScreenKey, onPanelKey, toggle };
}

describe('useScopedHotkeys', () => {
  it('fires a component’s key only while its layer is the top one', async () => {
    const { user, onScreenKey, onPanelKey, toggle } = setup();
    await user.keyboard('r');
    expect(onScreenKey).toHaveBeenLastCalledWith('r');

    await toggle('Panel');
    await user.keyboard('r{Control>}s{/Control}');
    expect(onScreenKey).toHaveBeenCalledTimes(1);
    expect(onPanelKey).toHaveBeenLastCalledWith('mod+s');

    // A question above the panel quiets the panel's key too.
    await toggle('Question');
    await user.keyboard('{Control>}s{/Control}');
    expect(onPanelKey).toHaveBeenCalledTimes(1);
    await toggle('Question');
    await user.keyboard('{Control>}s{/Control}');
    expect(onPanelKey).toHaveBeenCalledTimes(2);

    await toggle('Panel');
    await user.keyboard('r');
    expect(onScreenKey).toHaveBeenCalledTimes(2);
  });

  it('matches a symbol by the character typed, whatever the layout needs for it', () => {
    const { onScreenKey } = setup();
    // `/` on a German keyboard is Shift+7.
    fireEvent.keyDown(document.body, { key: '/', code: 'Digit7', shiftKey: true });
    expect(onScreenKey).toHaveBeenLastCalledWith('/');
    fireEvent.keyDown(document.body, { key: '/', code: 'Slash', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: '7', code: 'Digit7' });
    expect(onScreenKey).toHaveBeenCalledTimes(1);
  });

  it('stays quiet while typing in a field', async () => {
    const { user, onScreenKey } = setup();
    await user.click(screen.getByRole('textbox', { name: 'Filter' }));
    await user.keyboard('r/');
    expect(onScreenKey).not.toHaveBeenCalled();
    expect((screen.getByRole('textbox', { name: 'Filter' }) as HTMLInputElement).value).toBe('r/');
  });
});
