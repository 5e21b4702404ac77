import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { BASE_PATH } from '../../core/contract/http.ts';
import { LOGIN_PATH } from '../../core/session/sessionGuard.ts';
import { LoginIsland, LOGIN_TITLE } from './LoginIsland.tsx';
import { deferredLoginServices } from './loginServices.ts';

/** Nothing is called while rendering to a string: effects and handlers run only once hydrated. */
const NOT_IN_THE_BUILD = deferredLoginServices(() => Promise.reject(new Error('The build signs nobody in')));

/**
 * The login page's markup as the browser's first render produces it (the tree core/web/main.tsx hydrates),
 * tenant-neutral: the tenant's style is applied over the theme variables once the workspace loads.
 */
export function renderLoginPage(): { title: string; markup: string } {
  const markup = renderToString(
    <StrictMode>
      <LoginIsland services={NOT_IN_THE_BUILD} onLeave={() => undefined} location={`${BASE_PATH}${LOGIN_PATH}`} />
    </StrictMode>,
  );
  return { title: LOGIN_TITLE, markup };
}
