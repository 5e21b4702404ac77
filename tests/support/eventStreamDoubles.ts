import { act } from '@testing-library/react';
import type { Query } from '../../core/http/callDefinition.ts';
import type { EventStreamOptions, EventStreams } from '../../core/http/EventStreams.ts';

export interface OpenStream {
  path: string;
  query: Query;
  options: EventStreamOptions;
  closed: boolean;
}

/** Event streams a test feeds: `emit` delivers an event to every open stream of a path. */
export class FakeEventStreams implements EventStreams {
  readonly streams: OpenStream[] = [];

  open(path: string, query: Query, options: EventStreamOptions): () => void {
    const stream: OpenStream = { path, query, options, closed: false };
    this.streams.push(stream);
    return () => {
      stream.closed = true;
    };
  }

  /** The streams of `path` still open. */
  openAt(path: string): OpenStream[] {
    return this.streams.filter((stream) => stream.path === path && !stream.closed);
  }

  /** Sends `data` as JSON, named `event`, to the open streams of `path` (inside act). */
  emit(path: string, event: string, data: unknown, id: string | null = null): void {
    act(() => {
      for (const stream of this.openAt(path)) stream.options.onEvent({ id, event, data: JSON.stringify(data) });
    });
  }
}
