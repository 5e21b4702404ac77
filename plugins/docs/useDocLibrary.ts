import { useEffect, useState } from 'react';
import { useService } from '../../core/di/ContainerContext.tsx';
import { PluginContributions } from '../../core/plugin/PluginContributions.ts';
import { loadDocLibrary, type DocLibrary } from './docLibrary.ts';

export type DocLibraryState = { status: 'loading' } | { status: 'ready'; library: DocLibrary } | { status: 'failed' };

/** Every help page the enabled plugins contribute, loaded for the docs window. */
export function useDocLibrary(): DocLibraryState {
  const { helpPages } = useService<PluginContributions>(PluginContributions);
  const [state, setState] = useState<DocLibraryState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    loadDocLibrary(helpPages).then(
      (library) => current && setState({ status: 'ready', library }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [helpPages]);
  return state;
}
