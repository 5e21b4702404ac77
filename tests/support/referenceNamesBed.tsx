import { render } from '@testing-library/react';
import { Container } from 'inversify';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { referenceNamesPath, type ReferenceName } from '../../core/contract/references.ts';
import { ContainerProvider } from '../../core/di/ContainerContext.tsx';
import { HttpClient } from '../../core/http/HttpClient.ts';
import type { ReferenceLinkDefinition } from '../../core/plugin/manifest.ts';
import { PluginContributions } from '../../core/plugin/PluginContributions.ts';
import { FakeHttpClient } from '../renderWorkspace.tsx';

/** The names endpoint's ranking over a fixed list: the same name, then names starting with it, then containing it. */
export function namesAnswer(kind: string, items: readonly ReferenceName[]) {
  return (url: URL) => {
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    const rank = (name: string) => (name.toLowerCase() === q ? 0 : name.toLowerCase().startsWith(q) ? 1 : 2);
    return {
      kind,
      title: kind.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`),
      items: items.filter((item) => item.name.toLowerCase().includes(q)).sort((a, b) => rank(a.name) - rank(b.name)),
    };
  };
}

/**
 * Renders a control using reference pickers with only what they need: an HTTP client answering each kind's
 * names from `names` (and whatever `http` adds), and the kinds' links.
 */
export function renderWithNames(
  element: ReactElement,
  options: {
    names: Record<string, readonly ReferenceName[]>;
    links?: readonly ReferenceLinkDefinition[];
    http?: (http: FakeHttpClient) => void;
  },
): FakeHttpClient {
  const http = new FakeHttpClient();
  for (const [kind, items] of Object.entries(options.names)) {
    http.respond('GET', referenceNamesPath(kind), namesAnswer(kind, items));
  }
  options.http?.(http);
  const container = new Container();
  container.bind(HttpClient).toConstantValue(http);
  const referenceLinks = (options.links ?? []).map((link) => ({ ...link, pluginId: 'test' }));
  container.bind(PluginContributions).toConstantValue({ referenceLinks } as unknown as PluginContributions);
  render(
    <MemoryRouter>
      <ContainerProvider container={container}>{element}</ContainerProvider>
    </MemoryRouter>,
  );
  return http;
}
