import type { Query } from './callDefinition.ts';

/** One server-sent event: its `id` (resumes the stream), `event` name and `data` text. */
export interface ServerSentEvent {
  id: string | null;
  event: string;
  data: string;
}

export interface EventStreamOptions {
  /** Called for every event of the stream, in order. */
  onEvent(event: ServerSentEvent): void;
  /** The stream is open (`true`) or lost and being reopened (`false`). */
  onConnectionChange?(connected: boolean): void;
}

/**
 * Server-sent event streams of /proactive/rest, read with the session's token and the partner bar's scope
 * like any call. A lost stream is reopened after a growing pause, resuming after the last event it
 * delivered; a 401 ends the session as any call's does.
 */
export const EventStreams = Symbol.for('sdp.EventStreams');
export interface EventStreams {
  /** Opens the stream at `path` (under /proactive/rest); the returned function closes it. */
  open(path: string, query: Query, options: EventStreamOptions): () => void;
}
