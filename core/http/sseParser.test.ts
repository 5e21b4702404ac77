import { describe, expect, it } from 'vitest';
import { SseParser } from './sseParser.ts';

describe('SseParser', () => {
  it('reads events split across chunks at any point, with ids and names', () => {
    const parser = new SseParser();
    const text =
      'id: 7\nevent: order-event\ndata: {"a":1}\n\n: keep-alive\n\nid: 8\ndata: line one\ndata: line two\n\n';
    const events = [...text].flatMap((character) => parser.feed(character));
    expect(events).toEqual([
      { id: '7', event: 'order-event', data: '{"a":1}' },
      { id: '8', event: 'message', data: 'line one\nline two' },
    ]);
  });

  it('accepts CRLF and CR line ends, even when a CRLF is split between chunks', () => {
    const parser = new SseParser();
    expect(parser.feed('data: x\r')).toEqual([]);
    expect(parser.feed('\n\r\n')).toEqual([{ id: null, event: 'message', data: 'x' }]);
    expect(parser.feed('data: y\r\r')).toEqual([]);
    expect(parser.feed('data: w')).toEqual([{ id: null, event: 'message', data: 'y' }]);
  });

  it('keeps the last id for later events and sends nothing for an event without data', () => {
    const parser = new SseParser();
    expect(parser.feed('id: 3\nevent: ping\n\ndata: z\n\n')).toEqual([{ id: '3', event: 'message', data: 'z' }]);
  });
});
