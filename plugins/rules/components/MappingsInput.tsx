import { useState } from 'react';
import { useService } from '../../../core/di/ContainerContext.tsx';
import { HttpClient } from '../../../core/http/HttpClient.ts';
import type { CustomFieldInputProps } from '../../resourceKit/public/web/resourceFields.ts';
import { button, compactButton } from '../../../core/shell/controls/buttons.css.ts';
import * as formCss from '../../../core/shell/form/form.css.ts';
import { readJsonObject } from '../../../core/shell/form/readJsonObject.ts';
import { transformationTestCall } from '../calls.ts';
import type { TransformationTestResult } from '../contract.ts';
import * as css from './rules.css.ts';

/**
 * A transformation's mappings as JSON (target field → JSONata over the input), tried on the form's sample
 * input by the server: the output, or the mapping that failed and why.
 */
export function MappingsInput({ id, value, invalid, describedBy, values, onChange }: CustomFieldInputProps) {
  const http = useService<HttpClient>(HttpClient);
  const [result, setResult] = useState<TransformationTestResult | string | null>(null);
  const test = async () => {
    const mappings = readJsonObject(value, 'mappings');
    const input = readJsonObject(String(values.sampleInput ?? ''), 'sample input');
    if (typeof mappings === 'string') return setResult(mappings);
    if (typeof input === 'string') return setResult(input);
    try {
      const call = { mappings: mappings as Record<string, string>, input };
      setResult((await http.call(transformationTestCall, call)).data);
    } catch (error) {
      setResult(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <div className={css.control}>
      <textarea
        id={id}
        className={formCss.codeTextarea}
        rows={6}
        spellCheck={false}
        value={value}
        placeholder={'{\n  "imsi": "\\"2400\\" & $substring(msisdn, -10)"\n}'}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      <div className={css.row}>
        <button type="button" className={`${button.secondary} ${compactButton}`} onClick={() => void test()}>
          Try on the sample input
        </button>
      </div>
      <div role="status">
        {typeof result === 'string' ? (
          <p className={css.failed}>{result}</p>
        ) : result?.output ? (
          <pre className={css.output} aria-label="Output">
            {JSON.stringify(result.output, null, 2)}
          </pre>
        ) : result ? (
          <ul className={css.failed}>
            {result.problems.map((problem) => (
              <li key={problem.field}>
                {problem.field}: {problem.message}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
