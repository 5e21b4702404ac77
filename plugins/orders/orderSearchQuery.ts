import type { Query } from '../../core/http/callDefinition.ts';
import { localDayStart } from '../resourceKit/public/web/resourceListQuery.ts';

/** What the order search page asks for; kept in its URL so a search can be sent as a link. */
export interface OrderSearch {
  text: string;
  service: string;
  operation: string;
  state: string;
  from: string;
  to: string;
  /** `path=text` conditions on the payload. */
  payload: readonly { path: string; text: string }[];
}

export const EMPTY_SEARCH: OrderSearch = {
  text: '',
  service: '',
  operation: '',
  state: '',
  from: '',
  to: '',
  payload: [],
};

export function readOrderSearch(params: URLSearchParams): OrderSearch {
  return {
    text: params.get('q') ?? '',
    service: params.get('service') ?? '',
    operation: params.get('operation') ?? '',
    state: params.get('state') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    payload: params.getAll('payload').flatMap((condition) => {
      const at = condition.indexOf('=');
      return at > 0 ? [{ path: condition.slice(0, at), text: condition.slice(at + 1) }] : [];
    }),
  };
}

export function writeOrderSearch(search: OrderSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of ['text', 'service', 'operation', 'state', 'from', 'to'] as const) {
    const value = search[name].trim();
    if (value) params.set(name === 'text' ? 'q' : name, value);
  }
  for (const { path, text } of search.payload) {
    if (path.trim() && text.trim()) params.append('payload', `${path.trim()}=${text.trim()}`);
  }
  return params;
}

/** Whether the search asks for anything: an empty one lists nothing rather than every order. */
export function isEmptySearch(search: OrderSearch): boolean {
  return writeOrderSearch(search).toString() === '';
}

/** The listing query of a search: `q`, the filters, the days as times, the payload conditions. */
export function orderSearchQuery(search: OrderSearch): Query {
  const query: Query = {};
  if (search.text.trim()) query.q = search.text.trim();
  if (search.service) query.service = search.service;
  if (search.operation) query.operation = search.operation;
  if (search.state) query.state = search.state;
  const from = search.from ? localDayStart(search.from) : undefined;
  const to = search.to ? localDayStart(search.to, 1) : undefined;
  if (from) query.createdAtFrom = from;
  if (to) query.createdAtTo = to;
  const conditions = search.payload
    .filter(({ path, text }) => path.trim() && text.trim())
    .map(({ path, text }) => `${path.trim()}=${text.trim()}`);
  if (conditions.length > 0) query.payload = conditions.join(',');
  return query;
}
