import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { useContainer } from '../../../core/di/ContainerContext.tsx';
import { SettingsSection } from '../public/web/settingsSections.ts';

interface LoadedSection {
  id: string;
  Component: ComponentType;
}

/** The sections other plugins add to the page (`public/web/settingsSections.ts`), in their order, once loaded. */
export function ContributedSections({ onLoaded }: { onLoaded: () => void }) {
  const container = useContainer();
  const sections = useMemo(
    () =>
      [...container.getAll<SettingsSection>(SettingsSection, { optional: true })].sort(
        (a, b) => a.order - b.order || a.id.localeCompare(b.id),
      ),
    [container],
  );
  const [loaded, setLoaded] = useState<readonly LoadedSection[]>([]);
  useEffect(() => {
    let current = true;
    void Promise.all(sections.map(async (section) => ({ id: section.id, Component: (await section.load()).default })))
      .then((all) => {
        if (!current) return;
        setLoaded(all);
        onLoaded();
      })
      .catch(() => current && onLoaded());
    return () => {
      current = false;
    };
  }, [sections, onLoaded]);
  return (
    <>
      {loaded.map(({ id, Component }) => (
        <Component key={id} />
      ))}
    </>
  );
}
