import DOMPurify from 'dompurify';
import { Parser, Renderer, type Token, type Tokens } from 'marked';
import { plainText, type DocHeading, type ParsedDoc } from './parseDoc.ts';

/**
 * Heading elements carry `doc-<anchor>` ids: a bare anchor such as `forms` or `title` names a
 * document property, and the sanitiser (rightly) drops ids that could clobber one.
 */
export const HEADING_ID_PREFIX = 'doc-';

export function headingElementId(anchor: string): string {
  return `${HEADING_ID_PREFIX}${anchor}`;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Gives headings their ids and a link to themselves, and lets wide tables scroll on their own. */
class DocRenderer extends Renderer {
  constructor(private readonly headingOf: ReadonlyMap<Token, DocHeading>) {
    super();
  }

  override heading(token: Tokens.Heading): string {
    const { tokens, depth } = token;
    const heading = this.headingOf.get(token);
    const content = this.parser.parseInline(tokens);
    if (!heading) return `<h${depth}>${content}</h${depth}>\n`;
    const anchor =
      depth > 1
        ? ` <a href="#${escapeAttribute(heading.id)}" data-heading-anchor="" aria-label="${escapeAttribute(`Link to ${heading.text}`)}">#</a>`
        : '';
    return `<h${depth} id="${headingElementId(heading.id)}" tabindex="-1">${content}${anchor}</h${depth}>\n`;
  }

  override table(token: Tokens.Table): string {
    const labels = token.header.map((cell) => escapeAttribute(plainText(cell.tokens)));
    const align = (value: Tokens.TableCell['align']) => (value ? ` style="text-align: ${value}"` : '');
    const head = token.header.map((cell) => `<th${align(cell.align)}>${this.parser.parseInline(cell.tokens)}</th>`);
    const rows = token.rows.map(
      (row) =>
        `<tr>${row
          .map(
            (cell, i) =>
              `<td data-label="${labels[i] ?? ''}"${align(cell.align)}>${this.parser.parseInline(cell.tokens)}</td>`,
          )
          .join('')}</tr>`,
    );
    // Three columns or more do not fit a phone: such tables stack into one card per row there.
    const stack = token.header.length >= 3 ? ' data-stack=""' : '';
    return `<div data-table-scroll=""${stack} tabindex="0"><table><thead><tr>${head.join('')}</tr></thead><tbody>${rows.join('')}</tbody></table></div>\n`;
  }
}

/** The page as sanitised HTML: headings with anchor ids, no scripts, handlers or unsafe URLs. */
export function renderDoc(doc: ParsedDoc): string {
  const html = new Parser({ renderer: new DocRenderer(doc.headingOf), gfm: true }).parse(doc.tokens);
  return DOMPurify.sanitize(html);
}
