import { useEffect, useState, type KeyboardEvent } from 'react';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { isApiError } from '../../../core/http/ApiError.ts';
import { HttpClient } from '../../../core/http/HttpClient.ts';
import * as form from '../../../core/shell/form/form.css.ts';
import * as pickerCss from '../../resourceKit/public/web/referencePicker.css.ts';
import { recipientUsersCall } from '../calls.ts';
import type { RecipientUser } from '../contract.ts';

const TYPING_PAUSE_MS = 150;

interface RecipientSearchProps {
  /** The input's id: the field's label names it. */
  id: string;
  /** The user ids already chosen: not offered again. */
  chosen: ReadonlySet<string>;
  onAdd(user: RecipientUser): void;
}

/**
 * Finds the users of the tenant the caller may mail a report to by name, username or address, as typed.
 * A WAI-ARIA combobox: ↓/↑ move through the users found, Enter adds one, Esc closes the list.
 */
export function RecipientSearch({ id, chosen, onAdd }: RecipientSearchProps) {
  const http = useService<HttpClient>(HttpClient);
  const [typed, setTyped] = useState('');
  const [found, setFound] = useState<RecipientUser[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const q = typed.trim();
    if (q === '') return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      http.call(recipientUsersCall, { q }, { signal: controller.signal }).then(
        ({ data }) => {
          setFound(data);
          setActive(0);
          setProblem(null);
        },
        (error: unknown) => {
          if (isApiError(error) && error.kind === 'aborted') return;
          setProblem(error instanceof Error ? error.message : String(error));
        },
      );
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [http, typed]);

  const offered = found.filter((user) => !chosen.has(user.userId));
  const listOpen = open && typed.trim() !== '';
  const add = (user: RecipientUser | undefined) => {
    if (!user) return;
    onAdd(user);
    setTyped('');
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => Math.min(index + 1, offered.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter' && listOpen) {
      event.preventDefault();
      add(offered[active]);
    } else if (event.key === 'Escape' && listOpen) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <div className={pickerCss.picker}>
      <input
        id={id}
        className={form.input}
        role="combobox"
        aria-expanded={listOpen}
        aria-controls={`${id}-users`}
        aria-autocomplete="list"
        aria-activedescendant={listOpen && offered[active] ? `${id}-user-${active}` : undefined}
        placeholder="Type a name or an address"
        autoComplete="off"
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setOpen(true);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {listOpen ? (
        <ul id={`${id}-users`} role="listbox" aria-label="Users found" className={pickerCss.options}>
          {offered.length === 0 ? (
            <li role="option" aria-selected={false} aria-disabled className={pickerCss.empty}>
              {problem ?? 'No user you may mail has such a name.'}
            </li>
          ) : (
            offered.map((user, index) => (
              <li
                key={user.userId}
                id={`${id}-user-${index}`}
                role="option"
                aria-selected={index === active}
                className={pickerCss.option}
                onMouseDown={(event) => {
                  event.preventDefault();
                  add(user);
                }}
              >
                <span>{user.name}</span>
                <span>{user.email}</span>
              </li>
            ))
          )}
        </ul>
      ) : null}
    </div>
  );
}
