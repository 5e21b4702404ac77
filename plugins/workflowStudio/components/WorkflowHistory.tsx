import type { WorkflowHistoryEntry } from '../calls.ts';
import * as css from './versions.css.ts';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const WHAT: Readonly<Record<string, string>> = {
  create: 'Created',
  update: 'Draft saved',
  publish: 'Published',
  restore: 'Restored as the draft',
  clone: 'Created as a copy',
  import: 'Imported from XML',
  enable: 'Enabled',
  disable: 'Disabled',
  delete: 'Deleted',
};

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;
}

/** What one audited change says: what was done, to which version, and the comment given. */
export function describeChange(entry: WorkflowHistoryEntry): {
  what: string;
  version: string | null;
  comment: string | null;
} {
  const number = field(entry.after, 'number');
  const restored = field(entry.after, 'restoredVersion');
  const copied = field(entry.after, 'clonedFrom');
  const comment = field(entry.after, 'comment');
  const version =
    typeof number === 'number' ? `Version ${number}` : typeof restored === 'number' ? `From version ${restored}` : null;
  const what = WHAT[entry.action] ?? entry.action.charAt(0).toUpperCase() + entry.action.slice(1);
  return {
    what: typeof copied === 'string' ? `${what} of ${copied}` : what,
    version,
    comment: typeof comment === 'string' && comment.trim() !== '' ? comment : null,
  };
}

/** A workflow's history of changes, newest first: who, what, when, which version, and the comment. */
export function WorkflowHistory({ entries }: { entries: readonly WorkflowHistoryEntry[] }) {
  if (entries.length === 0) return <p className={css.muted}>No changes are recorded yet.</p>;
  return (
    <ol className={css.list} aria-label="History">
      {entries.map((entry, index) => {
        const { what, version, comment } = describeChange(entry);
        return (
          <li key={`${entry.at}-${index}`} className={css.version}>
            <div className={css.versionHead}>
              <strong>{what}</strong>
              {version ? <span>{version}</span> : null}
              <span className={css.muted}>
                {entry.actor} · <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
              </span>
            </div>
            {comment ? <span>“{comment}”</span> : null}
          </li>
        );
      })}
    </ol>
  );
}
