import type { ServerSentEvent } from './EventStreams.ts';

/**
 * Reads the text/event-stream format as it arrives in chunks: `feed` returns the events the chunk
 * completed. Comments (keep-alives) and `retry:` lines are skipped; an event without data is not sent.
 */
export class SseParser {
  private buffer = '';
  private id: string | null = null;
  private event = '';
  private data: string[] = [];

  feed(chunk: string): ServerSentEvent[] {
    this.buffer += chunk;
    const events: ServerSentEvent[] = [];
    let end = this.lineEnd();
    while (end !== -1) {
      const line = this.buffer.slice(0, end);
      const skip = this.buffer[end] === '\r' && this.buffer[end + 1] === '\n' ? 2 : 1;
      this.buffer = this.buffer.slice(end + skip);
      const event = this.line(line);
      if (event) events.push(event);
      end = this.lineEnd();
    }
    return events;
  }

  private lineEnd(): number {
    const match = /\r\n|\r|\n/.exec(this.buffer);
    // A lone \r at the end may be the first half of \r\n: wait for the next chunk.
    if (match && match[0] === '\r' && match.index === this.buffer.length - 1) return -1;
    return match ? match.index : -1;
  }

  private line(line: string): ServerSentEvent | null {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') this.data.push(value);
    else if (field === 'event') this.event = value;
    else if (field === 'id' && !value.includes('\0')) this.id = value;
    return null;
  }

  private dispatch(): ServerSentEvent | null {
    const data = this.data;
    const event = this.event || 'message';
    this.data = [];
    this.event = '';
    if (data.length === 0) return null;
    return { id: this.id, event, data: data.join('\n') };
  }
}
