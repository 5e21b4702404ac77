import type { CustomFieldInputProps } from '../../resourceKit/public/web/resourceFields.ts';
import * as formCss from '../../../core/shell/form/form.css.ts';
import { smsSegments } from '../smsSegments.ts';
import * as css from './rules.css.ts';

const PLACEHOLDER = /\{\{\s*([^}]+?)\s*\}\}/g;

/** An SMS template's text, with how it would be sent — encoding, segments, room left — and its placeholders. */
export function SmsTextInput({ id, value, invalid, describedBy, onChange }: CustomFieldInputProps) {
  const count = smsSegments(value);
  const placeholders = [...new Set([...value.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''))];
  return (
    <div className={css.control}>
      <textarea
        id={id}
        className={formCss.textarea}
        rows={5}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      <p className={css.note} role="status" aria-label="Segments">
        {count.encoding} · {count.units} {count.encoding === 'GSM-7' ? 'septets' : 'characters'} · {count.segments}{' '}
        segment{count.segments === 1 ? '' : 's'} · {count.remaining} left in the last
      </p>
      <p className={css.note}>
        {placeholders.length > 0
          ? `Placeholders: ${placeholders.join(', ')} (filled from the order when sent; their values count too).`
          : 'No placeholders: write {{order.msisdn}} to put an order field in.'}
      </p>
    </div>
  );
}
