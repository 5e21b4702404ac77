import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { UpdateWorklist, WorklistComment, WorklistItem } from '../../engine/public/contract/worklist.ts';
import { WORKLIST_PERMISSIONS } from '../../engine/public/contract/worklist.ts';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { HttpClient } from '../../../core/http/HttpClient.ts';
import { orderDetailHref } from '../../engine/public/web/orderLinks.ts';
import { usePermission } from '../../../core/permissions/usePermission.ts';
import { SessionStore } from '../../../core/session/SessionStore.ts';
import { button } from '../../../core/shell/controls/buttons.css.ts';
import { SidePanel } from '../../../core/shell/dialog/SidePanel.tsx';
import * as formCss from '../../../core/shell/form/form.css.ts';
import { addCommentCall, itemCommentsCall, updateItemCall, worklistCalls } from '../calls.ts';
import { WORKLIST_STATE_LABELS } from '../pages/worklistColumns.tsx';
import { formatAge, isOverdue } from '../worklistAge.ts';
import { WorklistForm } from './WorklistForm.tsx';
import * as css from './worklist.css.ts';

interface WorklistItemPanelProps {
  itemId: string;
  onClose: () => void;
  /** The item changed: the list reads its rows again. */
  onChanged: () => void;
}

const time = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '—';

/** One worklist item: what it is, claim, release, assign, complete with its form, and its comments. */
function WorklistItemPanel({ itemId, onClose, onChanged }: WorklistItemPanelProps) {
  const http = useService<HttpClient>(HttpClient);
  const session = useService<SessionStore>(SessionStore);
  const mayUpdate = usePermission(WORKLIST_PERMISSIONS.update);
  const assigneeId = useId();
  const commentId = useId();
  const [item, setItem] = useState<WorklistItem | null>(null);
  const [comments, setComments] = useState<readonly WorklistComment[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [assignee, setAssignee] = useState('');
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    const [read, notes] = await Promise.all([
      http.call(worklistCalls.get, itemId),
      http.call(itemCommentsCall, itemId),
    ]);
    setItem(read.data);
    setComments(notes.data);
  }, [http, itemId]);

  useEffect(() => {
    load().catch((failure: Error) => setError(failure.message));
  }, [load]);

  const change = async (body: UpdateWorklist) => {
    setBusy(true);
    setError(null);
    try {
      const { data } = await http.call(updateItemCall, body);
      setItem(data);
      onChanged();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      // Someone else may have changed it: show the item as it is now; what was typed stays.
      await load().catch(() => undefined);
    } finally {
      setBusy(false);
    }
  };

  const sendComment = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!comment.trim()) return;
    try {
      await http.call(addCommentCall, { itemId, text: comment.trim() });
      setComment('');
      setComments((await http.call(itemCommentsCall, itemId)).data);
      onChanged();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  if (!item) {
    return (
      <SidePanel title="Worklist item" onClose={onClose} size="wide">
        {error ? <p role="alert">{error}</p> : <p role="status">Loading...</p>}
      </SidePanel>
    );
  }

  const me = session.username;
  const open = item.state === 'OPEN' || item.state === 'CLAIMED';
  const mine = item.state === 'CLAIMED' && item.assignee === me;
  const now = Date.now();
  const facts: [string, React.ReactNode][] = [
    [
      'Order',
      <Link key="order" className={css.link} to={orderDetailHref(item)}>
        {item.orderNumber}
      </Link>,
    ],
    ['State', WORKLIST_STATE_LABELS[item.state]],
    ['Group', item.group ?? '—'],
    ['Assignee', item.assignee ?? '—'],
    ['Waiting', open ? formatAge(item.createdAt, now) : '—'],
    ['Due', `${time(item.dueAt)}${isOverdue(item.dueAt, item.state, now) ? ' · overdue' : ''}`],
    ['Form', item.form ?? 'Any fields'],
    ['Completed', item.completedAt ? `${time(item.completedAt)} by ${item.completedBy ?? '—'}` : '—'],
  ];

  return (
    <SidePanel
      title={item.title}
      onClose={onClose}
      size="wide"
      subtitle={<span className={css.muted}>{item.orderNumber}</span>}
    >
      <dl className={css.facts}>
        {facts.map(([term, value]) => (
          <div key={term} className={css.fact}>
            <dt className={css.factTerm}>{term}</dt>
            <dd className={css.factValue}>{value}</dd>
          </div>
        ))}
      </dl>
      {error ? (
        <p role="alert" className={css.error}>
          {error}
        </p>
      ) : null}
      {mayUpdate && open ? (
        <div className={css.actions} role="toolbar" aria-label="Item actions">
          {item.state === 'OPEN' ? (
            <button
              type="button"
              className={button.primary}
              disabled={busy}
              onClick={() => void change({ action: 'claim', itemId, version: item.version })}
            >
              Claim
            </button>
          ) : null}
          {mine ? (
            <button
              type="button"
              className={button.secondary}
              disabled={busy}
              onClick={() => void change({ action: 'release', itemId, version: item.version })}
            >
              Release
            </button>
          ) : null}
          <label className={css.muted} htmlFor={assigneeId}>
            Assign to
          </label>
          <input
            id={assigneeId}
            className={`${formCss.input} ${css.assigneeInput}`}
            placeholder="User name"
            value={assignee}
            onChange={(event) => setAssignee(event.target.value)}
          />
          <button
            type="button"
            className={button.secondary}
            disabled={busy || !assignee.trim()}
            onClick={() => void change({ action: 'assign', itemId, version: item.version, assignee: assignee.trim() })}
          >
            Assign
          </button>
        </div>
      ) : null}
      <WorklistForm
        key={item.itemId}
        item={item}
        editable={mayUpdate && mine}
        busy={busy}
        hint={open && !mine ? 'Claim the item to complete its form.' : null}
        onComplete={(data) => void change({ action: 'complete', itemId, version: item.version, data })}
      />
      <section className={css.section} aria-labelledby={`${commentId}-title`}>
        <h3 id={`${commentId}-title`} className={css.sectionTitle}>
          Comments
        </h3>
        <ol className={css.comments} aria-label="Comments">
          {comments.map((note) => (
            <li key={note.commentId} className={css.comment}>
              <span className={css.muted}>
                {note.author} · {time(note.at)}
              </span>
              <span>{note.text}</span>
            </li>
          ))}
          {comments.length === 0 ? <li className={css.muted}>No comments yet.</li> : null}
        </ol>
        {mayUpdate ? (
          <form className={css.section} onSubmit={(event) => void sendComment(event)}>
            <label htmlFor={commentId} className={css.muted}>
              Add a comment (Ctrl+Enter sends)
            </label>
            <textarea
              id={commentId}
              className={formCss.textarea}
              rows={2}
              maxLength={2_000}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void sendComment();
              }}
            />
            <div className={css.actions}>
              <button type="submit" className={css.smallButton} disabled={!comment.trim()}>
                Add comment
              </button>
            </div>
          </form>
        ) : null}
      </section>
    </SidePanel>
  );
}

export default observer(WorklistItemPanel);
