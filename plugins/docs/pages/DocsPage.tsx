import { useSearchParams } from 'react-router-dom';
import { DocsWindow } from '../components/DocsWindow.tsx';
import { normaliseSlug } from '../docsLinks.ts';
import { DOCS_LOAD_FAILED_MESSAGE, DOCS_LOADING_MESSAGE, MISSING_DOC_URL_MESSAGE } from '../docsMessages.ts';
import { useDocLibrary } from '../useDocLibrary.ts';
import { useRefreshWarning } from '../useRefreshWarning.ts';
import * as styles from './DocsPage.css.ts';

/** The documentation window, opened by the help button as `/sdp/docs?url=<slug>`. */
export default function DocsPage() {
  const [params] = useSearchParams();
  const docs = useDocLibrary();
  useRefreshWarning();
  const url = params.get('url');
  if (!url || normaliseSlug(url) === '') {
    return (
      <main className={styles.missing}>
        <p role="alert">{MISSING_DOC_URL_MESSAGE}</p>
      </main>
    );
  }
  if (docs.status === 'loading') {
    return (
      <main className={styles.missing} aria-busy="true">
        <p role="status">{DOCS_LOADING_MESSAGE}</p>
      </main>
    );
  }
  if (docs.status === 'failed') {
    return (
      <main className={styles.missing}>
        <p role="alert">{DOCS_LOAD_FAILED_MESSAGE}</p>
      </main>
    );
  }
  return <DocsWindow slug={normaliseSlug(url)} library={docs.library} />;
}
