import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useFocusTrap } from './useFocusTrap.ts';

function Trapped({ onEscape, expanded }: { onEscape: () => void; expanded: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, true, onEscape);
  return (
    <div ref={ref}>
      <input aria-label="Name" role="combobox" aria-expanded={expanded} aria-controls="list" data-autofocus />
    </div>
  );
}

describe('useFocusTrap', () => {
  it('leaves Escape to a combobox whose list is open, and ends on it otherwise', async () => {
    const onEscape = vi.fn();
    const { rerender } = render(<Trapped onEscape={onEscape} expanded />);
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Name' }));
    await userEvent.keyboard('{Escape}');
    expect(onEscape).not.toHaveBeenCalled();
    rerender(<Trapped onEscape={onEscape} expanded={false} />);
    await userEvent.keyboard('{Escape}');
    expect(onEscape).toHaveBeenCalledOnce();
  });
});
