import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { HttpClient } from '../../../core/http/HttpClient.ts';
import { isApiError } from '../../../core/http/ApiError.ts';
import { transferCalls } from '../calls.ts';
import type { CopyableItem } from '../contract.ts';
import { itemKeyOf, type NamedItem } from '../model/copyDraft.ts';
import * as css from './transfer.css.ts';

const PAUSE_MS = 150;

interface ItemSearchProps {
  chosen: readonly NamedItem[];
  onAdd(item: NamedItem): void;
}

/**
 * Single items by name, as you type: this tenant's items of every kind that copies. ↑/↓ move through
 * what was found, Enter adds it, Esc closes the list.
 */
export function ItemSearch({ chosen, onAdd }: ItemSearchProps) {
  const http = useService<HttpClient>(HttpClient);
  const id = useId();
  const [typed, setTyped] = useState('');
  const [found, setFound] = useState<CopyableItem[]>([]);
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const q = typed.trim();
    if (q === '') {
      setFound([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      http
        .call(transferCalls.items, { q }, { signal: controller.signal })
        .then(({ data }) => {
          setFound(data);
          setActive(0);
          setProblem(null);
        })
        .catch((error: unknown) => {
          if (isApiError(error) && error.kind === 'aborted') return;
          setProblem(error instanceof Error ? error.message : String(error));
        });
    }, PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [http, typed]);

  const taken = new Set(chosen.map(itemKeyOf));
  const offered = found.filter((item) => !taken.has(itemKeyOf(item)));
  const listOpen = open && typed.trim() !== '';
  const add = (item: CopyableItem | undefined) => {
    if (!item) return;
    onAdd(item);
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
    <div className={css.combo}>
      <input
        id={`${id}-input`}
        className={css.wideField}
        role="combobox"
        aria-label="Add an item by name"
        aria-expanded={listOpen}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={listOpen && offered[active] ? `${id}-option-${active}` : undefined}
        placeholder="Type a name: a service, workflow, form…"
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
        <ul id={`${id}-list`} role="listbox" aria-label="Items found" className={css.options}>
          {offered.length === 0 ? (
            <li role="option" aria-selected={false} aria-disabled className={css.option}>
              <span className={css.muted}>{problem ?? 'No item of this tenant has such a name.'}</span>
            </li>
          ) : (
            offered.map((item, index) => (
              <li
                key={itemKeyOf(item)}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={index === active}
                className={css.option}
                onMouseDown={(event) => {
                  event.preventDefault();
                  add(item);
                }}
              >
                <span>{item.name}</span>
                <span className={css.muted}>{item.title}</span>
              </li>
            ))
          )}
        </ul>
      ) : null}
    </div>
  );
}
