import { useId, useMemo, useState, type FormEvent } from 'react';
import { ORDER_COMMENT_EVENT, type OrderEvent } from '../../engine/public/contract/order.ts';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { HttpClient } from '../../../core/http/HttpClient.ts';
import * as formCss from '../../../core/shell/form/form.css.ts';
import { orderCommentCall } from '../calls.ts';
import { formatTime } from '../orderStates.ts';
import * as css from './orderUi.css.ts';

interface OrderCommentsProps {
  orderId: string;
  events: readonly OrderEvent[];
  /** Whether the user may comment (the update key). */
  mayComment: boolean;
  onAdded: (event: OrderEvent) => void;
}

const textOf = (event: OrderEvent) => {
  const data = event.data as { text?: unknown } | null;
  return typeof data?.text === 'string' ? data.text : '';
};

/** Notes operators leave on an order, newest first, kept in its history; Ctrl+Enter sends one. */
export function OrderComments({ orderId, events, mayComment, onAdded }: OrderCommentsProps) {
  const http = useService<HttpClient>(HttpClient);
  const textId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const comments = useMemo(() => events.filter((event) => event.type === ORDER_COMMENT_EVENT).reverse(), [events]);

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!text.trim() || sending) return;
    setSending(true);
    setError(null);
    try {
      const { data } = await http.call(orderCommentCall, { orderId, text: text.trim() });
      onAdded(data);
      setText('');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={css.comments}>
      <ol className={css.commentList} aria-label="Comments">
        {comments.map((comment) => (
          <li key={comment.eventId} className={css.comment}>
            <span className={css.muted}>
              {comment.actor} · <time dateTime={comment.at}>{formatTime(comment.at)}</time>
            </span>
            <span>{textOf(comment)}</span>
          </li>
        ))}
        {comments.length === 0 ? <li className={css.muted}>No comments yet.</li> : null}
      </ol>
      {mayComment ? (
        <form className={css.comments} onSubmit={(submitted) => void send(submitted)}>
          <label htmlFor={textId} className={css.muted}>
            Add a comment (Ctrl+Enter sends)
          </label>
          <textarea
            id={textId}
            className={formCss.textarea}
            rows={2}
            maxLength={2_000}
            value={text}
            onChange={(changed) => setText(changed.target.value)}
            onKeyDown={(pressed) => {
              if (pressed.key === 'Enter' && (pressed.ctrlKey || pressed.metaKey)) void send();
            }}
          />
          {error ? (
            <p role="alert" className={css.errorText}>
              {error}
            </p>
          ) : null}
          <div>
            <button type="submit" className={css.smallButton} disabled={!text.trim() || sending}>
              Add comment
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
