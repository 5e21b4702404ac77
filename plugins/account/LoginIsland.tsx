import { useEffect, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes, StaticRouter } from 'react-router-dom';
import { BASE_PATH } from '../../core/contract/http.ts';
import { LOGIN_PATH } from '../../core/session/sessionGuard.ts';
import { LoadingScreen } from '../../core/shell/layout/StatusPages.tsx';
import { documentTitle } from '../../core/workspace/documentTitle.ts';
import { LoginForm } from './components/LoginForm.tsx';
import { LoginServicesContext, type LoginServices } from './loginServices.ts';

interface LoginIslandProps {
  services: LoginServices;
  /** The island leaves every other path (signed in, or a link to another public page) to the workspace. */
  onLeave(): void;
  /** Pre-rendering at build time: the location to render, with no browser history. */
  location?: string;
}

/** The title the login route gives the page. */
export const LOGIN_TITLE = documentTitle('Login');

function IslandLogin() {
  useEffect(() => {
    document.title = LOGIN_TITLE;
  }, []);
  return <LoginForm />;
}

function LeaveIsland({ onLeave }: { onLeave(): void }) {
  useEffect(() => onLeave(), [onLeave]);
  return <LoadingScreen fullPage />;
}

/**
 * The login page on its own: React, the router and the form, without the workspace (container, stores,
 * palette, keys), so it paints and answers first. Pre-rendered into the build's login.html and hydrated.
 */
export function LoginIsland({ services, onLeave, location }: LoginIslandProps) {
  const routes = (
    <Routes>
      <Route path={LOGIN_PATH} element={<IslandLogin />} />
      <Route path="*" element={<LeaveIsland onLeave={onLeave} />} />
    </Routes>
  );
  let routed: ReactNode;
  if (location === undefined) routed = <BrowserRouter basename={BASE_PATH}>{routes}</BrowserRouter>;
  else
    routed = (
      <StaticRouter basename={BASE_PATH} location={location}>
        {routes}
      </StaticRouter>
    );
  return <LoginServicesContext value={services}>{routed}</LoginServicesContext>;
}
