import { useEffect, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { sameName, type ReferenceName } from '../../../../core/contract/references.ts';
import { useService } from '../../../../core/di/ContainerContext.tsx';
import { PluginContributions } from '../../../../core/plugin/PluginContributions.ts';
import { statusPill } from '../../../../core/shell/controls/statusPill.css.ts';
import * as form from '../../../../core/shell/form/form.css.ts';
import * as css from './referencePicker.css.ts';
import { useReferenceNames } from './useReferenceNames.ts';

export interface ReferencePickerProps {
  /** The input's id: the field's label names it (`<label for>`). */
  id: string;
  /** The kind of the map of references the field names (`form`). */
  refersTo: string;
  value: string;
  onChange: (value: string) => void;
  /**
   * The names of the kind are `<within>/<name>` (an element's provisioning templates): only those are
   * offered and the value is the part after the slash; null offers nothing (no element chosen yet).
   */
  within?: string | null;
  /** Several names separated by commas (an operation's rules): each is checked, the last one is offered for. */
  multiple?: boolean;
  describedBy?: string | undefined;
  invalid?: boolean;
  readOnly?: boolean;
  placeholder?: string | undefined;
  autoFocus?: boolean;
}

const TYPING_PAUSE_MS = 120;

const namesOf = (value: string, multiple: boolean) =>
  (multiple ? value.split(',') : [value]).map((part) => part.trim()).filter((part) => part !== '');

/**
 * A field naming another configuration item: offers the existing names of its kind as you type (with each
 * one's state), marks a name the tenant has no item of (a warning: the server decides), and links to the
 * item named. A WAI-ARIA combobox: ↓/↑ move through the names, Enter takes one, Esc closes the list.
 */
export function ReferencePicker(props: ReferencePickerProps) {
  const { id, refersTo, value, onChange, multiple = false } = props;
  const scoped = props.within !== undefined;
  const prefix = scoped && props.within ? `${props.within}/` : '';
  const offersNothing = scoped && !props.within;
  const lookups = useReferenceNames(refersTo);
  const contributions = useService<PluginContributions>(PluginContributions);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  const parts = multiple ? value.split(',') : [value];
  const typed = (parts.at(-1) ?? '').trim();
  const names = namesOf(value, multiple);
  const wanted = [...new Set([typed, ...names].map((name) => `${prefix}${name}`))].join('\n');
  const { ask } = lookups;
  useEffect(() => {
    if (offersNothing) return undefined;
    const timer = setTimeout(() => ask(wanted.split('\n')), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [ask, wanted, offersNothing]);

  const shortName = (item: ReferenceName) => item.name.slice(prefix.length);
  const offered = (lookups.offered(`${prefix}${typed}`) ?? []).filter((item) =>
    item.name.toLowerCase().startsWith(prefix.toLowerCase()),
  );
  const found = names.map((name) => {
    const answer = offersNothing ? null : lookups.offered(`${prefix}${name}`);
    return { name, item: answer ? (sameName(answer, `${prefix}${name}`) ?? null) : undefined };
  });
  const unknown = found.filter((entry) => entry.item === null).map((entry) => entry.name);
  const known = found.flatMap((entry) => (entry.item ? [entry.item] : []));
  const title = lookups.title ?? 'item';
  const link = contributions.referenceLinks.find((candidate) => candidate.kind === refersTo);
  const links = known.flatMap((item) => {
    const href = link?.href({ name: item.name, id: item.id });
    return href ? [{ item, href }] : [];
  });

  const listId = `${id}-names`;
  const unknownId = `${id}-unknown`;
  const expanded = open && !offersNothing && !props.readOnly;
  const activeIndex = Math.min(active, offered.length - 1);
  const noMatch = expanded && offered.length === 0 && lookups.offered(`${prefix}${typed}`) !== null;
  const optionId = (index: number) => `${listId}-${index}`;

  const choose = (item: ReferenceName) => {
    const name = shortName(item);
    onChange(multiple ? [...parts.slice(0, -1).map((part) => part.trim()), name].filter(Boolean).join(', ') : name);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        setActive(0);
        return;
      }
      const last = offered.length - 1;
      const down = event.key === 'ArrowDown';
      setActive(down ? (activeIndex < last ? activeIndex + 1 : 0) : activeIndex > 0 ? activeIndex - 1 : last);
    } else if (event.key === 'Enter' && expanded && offered[activeIndex]) {
      event.preventDefault();
      choose(offered[activeIndex]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  const describedBy = [props.describedBy, unknown.length > 0 && !expanded ? unknownId : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={css.picker}>
      <div className={css.control}>
        <input
          id={id}
          className={`${form.input} ${css.input}`}
          value={value}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && offered.length > 0 ? optionId(activeIndex) : undefined}
          aria-describedby={describedBy || undefined}
          aria-invalid={props.invalid ? true : undefined}
          autoComplete="off"
          readOnly={props.readOnly}
          placeholder={props.placeholder}
          data-autofocus={props.autoFocus ? true : undefined}
          onChange={(event) => {
            onChange(event.target.value);
            setOpen(true);
            setActive(0);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        {!multiple && links[0] ? (
          <Link
            className={css.open}
            to={links[0].href}
            target="_blank"
            rel="noopener"
            aria-label={`Open the ${title} ${links[0].item.name} (new tab)`}
          >
            Open
          </Link>
        ) : null}
        <ul
          className={css.options}
          id={listId}
          role="listbox"
          aria-label="Suggestions"
          hidden={!expanded || (offered.length === 0 && !noMatch)}
        >
          {offered.map((item, index) => (
            <li
              key={item.name}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              className={css.option}
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={index === activeIndex ? undefined : () => setActive(index)}
              onClick={() => choose(item)}
            >
              <span>{shortName(item)}</span>
              {item.enabled === false ? <span className={statusPill.neutral}>Disabled</span> : null}
            </li>
          ))}
          {noMatch ? (
            <li className={css.empty} role="option" aria-selected={false} aria-disabled="true">
              No {title} matches “{typed}”.
            </li>
          ) : null}
        </ul>
      </div>
      {unknown.length > 0 && !expanded ? (
        <p className={css.unknown} id={unknownId}>
          {`No ${title}${props.within ? ` of ${props.within}` : ''} is named ${unknown.map((name) => `“${name}”`).join(', ')}.`}
        </p>
      ) : null}
      {multiple && links.length > 0 ? (
        <ul className={css.links} aria-label={`Open a ${title}`}>
          {links.map(({ item, href }) => (
            <li key={item.name}>
              <Link className={css.open} to={href} target="_blank" rel="noopener">
                {item.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
