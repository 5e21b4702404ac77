import { resourceLookup } from '../resourceKit/public/web/resourceLookup.ts';
import { translatorCalls } from './calls.ts';
import { translatorEditorHref } from './paths.ts';

/** "Open translation…": the documents the server finds for what was typed, each opening in the editor. */
export const translationLookupItems = resourceLookup(translatorCalls, (translation) => ({
  id: translation.translatorId,
  title: translation.name,
  subtitle: `${translation.description || 'XSLT 1.0'}${translation.enabled ? '' : ' · disabled'}`,
  href: translatorEditorHref(translation.name),
}));
