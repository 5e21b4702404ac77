import type { RouteDefinition } from '../../core/plugin/manifest.ts';

export interface LandingPageChoice {
  /** As stored: '' for Getting Started, else the route's path. */
  value: string;
  label: string;
}

/** The pages a tenant may send its users to: main-layout routes without path parameters, Getting Started first. */
export function landingPageChoices(
  routes: readonly Pick<RouteDefinition, 'path' | 'title' | 'layout'>[],
): LandingPageChoice[] {
  const choices = routes
    .filter((route) => route.layout === 'main' && !route.path.includes(':'))
    .map((route) => ({ value: route.path === '/' ? '' : route.path, label: route.title }));
  const unique = [...new Map(choices.map((choice) => [choice.value, choice])).values()];
  return unique.sort((a, b) => (a.value === '' ? -1 : b.value === '' ? 1 : a.label.localeCompare(b.label)));
}
