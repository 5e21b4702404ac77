import { useLayoutEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useService } from '../di/ContainerContext.tsx';
import { NavigationService } from './NavigationService.ts';

/** Hands the router's navigate and current path to the NavigationService, which commands use. */
export function RouterBridge() {
  const navigation = useService<NavigationService>(NavigationService);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useLayoutEffect(() => navigation.registerNavigator((to) => void navigate(to)), [navigation, navigate]);
  useLayoutEffect(() => navigation.setPathname(pathname), [navigation, pathname]);
  return null;
}
