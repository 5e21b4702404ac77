import { useSearchParams } from 'react-router-dom';
import { DocsWindow } from '../components/DocsWindow.tsx';
import { normaliseSlug } from '../docsLinks.ts';
import { MISSING_DOC_URL_MESSAGE } from '../docsMessages.ts';
import { useRefreshWarning } from '../useRefreshWarning.ts';
import * as styles from './DocsPage.css.ts';

/** The documentation window, opened by the help button as `/sdp/docs?url=<slug>`. */
export default function DocsPage() {
  const [params] = useSearchParams();
  useRefreshWarning();
  const url = params.get('url');
  if (!url || normaliseSlug(url) === '') {
    return (
      <main className={styles.missing}>
        <p role="alert">{MISSING_DOC_URL_MESSAGE}</p>
      </main>
    );
  }
  return <DocsWindow slug={normaliseSlug(url)} />;
}
