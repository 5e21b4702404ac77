import { useState } from 'react';
import * as css from './payloadBlock.css.ts';

/** A request, response, input or output as text: JSON pretty-printed, an XML or other body as it came. */
export function payloadText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return prettyXml(value);
  return JSON.stringify(value, null, 2);
}

/** Puts each element of an XML body on its own line, indented by depth; other text is left as it is. */
function prettyXml(text: string): string {
  const trimmed = text.trim();
  if (!trimmed.startsWith('<') || trimmed.includes('\n')) return text;
  let depth = 0;
  return trimmed
    .replace(/>\s*</g, '>\n<')
    .split('\n')
    .map((line) => {
      if (/^<\//.test(line)) depth = Math.max(0, depth - 1);
      const indented = `${'  '.repeat(depth)}${line}`;
      if (/^<[^!?/][^>]*[^/]>$/.test(line) && !/<\/[^>]+>$/.test(line)) depth += 1;
      return indented;
    })
    .join('\n');
}

/** A labelled block of a payload (a request, a response, a task's input) with a Copy button; nothing when empty. */
export function PayloadBlock({ label, value }: { label: string; value: unknown }) {
  const text = payloadText(value);
  const [copied, setCopied] = useState(false);
  if (text === '') return null;
  const copy = () => {
    void navigator.clipboard?.writeText(text).then(() => {
      setCopied(true);
      setTimeout(() => setCopied(false), 1_500);
    });
  };
  return (
    <figure className={css.payload}>
      <figcaption className={css.payloadCaption}>
        <span>{label}</span>
        <button type="button" className={css.copyButton} onClick={copy} aria-label={`Copy ${label.toLowerCase()}`}>
          {copied ? 'Copied' : 'Copy'}
        </button>
      </figcaption>
      <pre className={css.code}>{text}</pre>
    </figure>
  );
}
