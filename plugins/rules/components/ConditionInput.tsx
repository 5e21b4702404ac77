import { useState } from 'react';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { HttpClient } from '../../../core/http/HttpClient.ts';
import type { CustomFieldInputProps } from '../../resourceKit/public/web/resourceFields.ts';
import { button, compactButton } from '../../../core/shell/controls/buttons.css.ts';
import * as formCss from '../../../core/shell/form/form.css.ts';
import { readJsonObject } from '../../../core/shell/form/readJsonObject.ts';
import { validationTestCall } from '../calls.ts';
import type { ValidationTestResult } from '../contract.ts';
import * as css from './rules.css.ts';

const SAMPLE = '{\n  "msisdn": "46700001234",\n  "bundle": "Sports"\n}';

/**
 * A validation rule's condition, and a sample payload to test it on: the server evaluates it as intake
 * would and says whether the order would pass.
 */
export function ConditionInput({ id, value, invalid, describedBy, onChange }: CustomFieldInputProps) {
  const http = useService<HttpClient>(HttpClient);
  const [sample, setSample] = useState(SAMPLE);
  const [result, setResult] = useState<ValidationTestResult | string | null>(null);
  const test = async () => {
    const payload = readJsonObject(sample, 'sample payload');
    if (typeof payload === 'string') return setResult(payload);
    try {
      setResult((await http.call(validationTestCall, { condition: value, payload })).data);
    } catch (error) {
      setResult(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <div className={css.control}>
      <textarea
        id={id}
        className={formCss.codeTextarea}
        rows={3}
        spellCheck={false}
        value={value}
        placeholder='$length(msisdn) >= 10 and bundle in ["Sports", "Family"]'
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      <label className={css.note} htmlFor={`${id}-sample`}>
        Sample payload
      </label>
      <textarea
        id={`${id}-sample`}
        className={formCss.codeTextarea}
        rows={4}
        spellCheck={false}
        value={sample}
        onChange={(event) => setSample(event.target.value)}
      />
      <div className={css.row}>
        <button
          type="button"
          className={`${button.secondary} ${compactButton}`}
          disabled={!value.trim()}
          onClick={() => void test()}
        >
          Test on the sample
        </button>
        <span role="status">
          {typeof result === 'string' ? (
            <span className={css.failed}>{result}</span>
          ) : result ? (
            <span className={result.passed ? css.passed : css.failed}>
              {result.error
                ? `Could not be evaluated: ${result.error}`
                : result.passed
                  ? `Passes: the order would be taken (${result.value ?? 'nothing'}).`
                  : `Fails: the order would be refused (${result.value ?? 'nothing'}).`}
            </span>
          ) : null}
        </span>
      </div>
    </div>
  );
}
