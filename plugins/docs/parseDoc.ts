import { Lexer, type Token, type TokensList } from 'marked';

export interface DocHeading {
  /** The anchor in the docs URL (`?url=monitor#worklist`); unique within its page. */
  id: string;
  text: string;
  depth: number;
}

/** A searchable part of a page: its introduction (under the title) or one `##`/`###` heading and what follows. */
export interface DocSection {
  id: string;
  title: string;
  depth: number;
  text: string;
}

export interface ParsedDoc {
  slug: string;
  /** The page's `#` heading. */
  title: string;
  /** The first paragraph, as plain text. */
  summary: string;
  /** Every heading in document order, the title included; the renderer gives them these ids. */
  headings: readonly DocHeading[];
  sections: readonly DocSection[];
  tokens: TokensList;
  /** The id of a page-level heading token, for the renderer; headings nested in lists or quotes have none. */
  headingOf: ReadonlyMap<Token, DocHeading>;
}

/** Headings at or above this depth start a new search section and appear in the table of contents. */
export const SECTION_DEPTH = 3;

/** `Orders & tasks` → `orders-tasks`. */
export function slugifyHeading(text: string): string {
  const slug = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-');
  return slug === '' ? 'section' : slug;
}

/** Tokens that start a new block: their text is kept apart from the text around them. */
const BLOCK_TYPES = new Set(['paragraph', 'heading', 'list_item', 'blockquote', 'code', 'hr', 'space', 'br']);

function collectText(tokens: readonly Token[], parts: string[]): void {
  for (const token of tokens) {
    if (BLOCK_TYPES.has(token.type)) parts.push(' ');
    switch (token.type) {
      case 'table':
        for (const cell of [...token.header, ...token.rows.flat()]) {
          collectText(cell.tokens, parts);
          parts.push(' ');
        }
        break;
      case 'list':
        for (const item of token.items) collectText([item], parts);
        break;
      case 'codespan':
      case 'escape':
      case 'code':
        parts.push(token.text);
        break;
      case 'html':
        break;
      default:
        if ('tokens' in token && token.tokens && token.tokens.length > 0) collectText(token.tokens, parts);
        else if (token.type === 'text') parts.push(token.text);
    }
    if (BLOCK_TYPES.has(token.type)) parts.push(' ');
  }
}

/** The readable text of tokens: Markdown syntax and inline HTML tags dropped, code kept. */
export function plainText(tokens: readonly Token[]): string {
  const parts: string[] = [];
  collectText(tokens, parts);
  return decodeEntities(parts.join('')).replace(/\s+/g, ' ').trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_match, name: string) => ENTITIES[name] ?? '');
}

function uniqueId(text: string, used: Set<string>): string {
  const base = slugifyHeading(text);
  let id = base;
  for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
  used.add(id);
  return id;
}

/** Lexes one page of Markdown into its title, headings with ids, and searchable sections. */
export function parseDoc(slug: string, markdown: string): ParsedDoc {
  const tokens = Lexer.lex(markdown);
  const used = new Set<string>();
  const headings: DocHeading[] = [];
  const headingOf = new Map<Token, DocHeading>();
  const sections: DocSection[] = [];
  let title = slug;
  let summary = '';
  let current: { id: string; title: string; depth: number; body: Token[] } | null = null;

  const close = () => {
    if (current)
      sections.push({ id: current.id, title: current.title, depth: current.depth, text: plainText(current.body) });
  };

  for (const token of tokens) {
    if (token.type === 'heading') {
      const text = plainText(token.tokens ?? []);
      const heading: DocHeading = { id: uniqueId(text, used), text, depth: token.depth };
      headings.push(heading);
      headingOf.set(token, heading);
      if (token.depth === 1 && title === slug) title = text;
      if (token.depth <= SECTION_DEPTH) {
        close();
        current = { id: heading.id, title: text, depth: token.depth, body: [] };
        continue;
      }
    }
    if (token.type === 'paragraph' && summary === '') summary = plainText([token]);
    if (!current) current = { id: uniqueId(slug, used), title: slug, depth: 1, body: [] };
    current.body.push(token);
  }
  close();
  return { slug, title, summary, headings, sections, tokens, headingOf };
}
