import { Link } from 'react-router-dom';
import type { CopyPlan } from '../contract.ts';
import { TRANSFER_PATH } from '../paths.ts';
import { countsSentence } from '../model/copyDraft.ts';
import * as css from './transfer.css.ts';

/** What the apply did: the counts, the items that need a secret on the target, and the copy event. */
export function CopyResult({ result, targetName }: { result: CopyPlan; targetName: string }) {
  const needSecrets = result.items.filter((item) => item.secrets.length > 0 && item.action === 'create');
  return (
    <section className={css.step} aria-labelledby="transfer-result">
      <h2 id="transfer-result" className={css.stepTitle}>
        Applied
      </h2>
      <p role="status" className={css.notice}>
        Copied to {targetName}: {countsSentence(result)}.
      </p>
      {needSecrets.length > 0 ? (
        <>
          <p className={css.hint}>Created disabled until their secrets are entered on {targetName}:</p>
          <ul aria-label="Secrets needed">
            {needSecrets.map((item) => (
              <li key={`${item.kind}:${item.name}`}>
                {item.title} “{item.targetName}”: {item.secrets.join(', ')}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <ul aria-label="Items applied">
        {result.items.map((item) => (
          <li key={`${item.kind}:${item.name}`}>
            {item.action} — {item.title} “{item.targetName}”
          </li>
        ))}
      </ul>
      <p className={css.hint}>
        <Link to={`${TRANSFER_PATH}?tab=events`}>See the copy event</Link> — it is recorded on both tenants, and every
        item in their configuration logs.
      </p>
    </section>
  );
}
