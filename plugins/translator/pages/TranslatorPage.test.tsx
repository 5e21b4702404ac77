import { EditorView } from '@codemirror/view';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fillPath } from '../../../core/contract/pathTemplate.ts';
import { uniformPermissionTree } from '../../../core/contract/permissionCatalogue.ts';
import { adminUser, renderWorkspace } from '../../../tests/renderWorkspace.tsx';
import { stubViewportSize } from '../../../tests/support/gridDoubles.tsx';
import { TRANSLATOR_PATHS, TRANSLATOR_RESOURCE, type TransformRequest, type Translator } from '../contract.ts';
import translatorPlugin from '../index.ts';
import { TRANSLATOR_PATH, translatorEditorHref } from '../paths.ts';

const CRM: Translator = {
  translatorId: '00000000-0000-4000-8000-0000000000e1',
  name: 'crm-order-to-sdp',
  description: 'A CRM request as an order payload.',
  xslt: '<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"/>',
  sampleInput: '<crm/>',
  enabled: true,
  version: 2,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  updatedBy: 'designer',
};

const RECORD = fillPath(TRANSLATOR_RESOURCE.paths.get ?? '', { translatorId: CRM.translatorId });

/** The editor's chunk brings CodeMirror: its first load in a test takes a while on a busy machine. */
const EDITOR_LOAD = { timeout: 20_000 };

function renderTranslator(path: string, flags = '1111') {
  return renderWorkspace({
    plugins: [translatorPlugin],
    path,
    user: adminUser({ permissions: uniformPermissionTree(flags) }),
    http: (http) =>
      http
        .respond('GET', TRANSLATOR_RESOURCE.paths.list, { items: [CRM], nextCursor: null })
        .respond('GET', RECORD, CRM)
        .respond('PUT', RECORD, (_url: URL, input: unknown) => ({
          ...CRM,
          ...(input as { changes: object }).changes,
          version: 3,
        }))
        .respond('POST', TRANSLATOR_PATHS.transform, (_url: URL, input: unknown) => {
          const { input: sample } = input as TransformRequest;
          return sample.includes('<broken>')
            ? {
                output: null,
                problems: [{ part: 'input', line: 1, column: 9, message: 'broken is not closed' }],
                durationMs: 3,
              }
            : { output: '<order/>', problems: [], durationMs: 4 };
        }),
  });
}

describe('the translator', { timeout: 30_000 }, () => {
  let restoreViewport: () => void;
  beforeEach(() => {
    restoreViewport = stubViewportSize();
  });
  afterEach(() => restoreViewport());

  it('lists the translations, each opening in the editor', async () => {
    const { events } = await renderTranslator(TRANSLATOR_PATH);
    const grid = await screen.findByRole('grid', { name: 'Translator' });
    expect(await within(grid).findByText('crm-order-to-sdp')).toBeTruthy();
    expect(document.title).toBe('SDP - Translator');
    await events.click(within(grid).getByRole('button', { name: /actions/i }));
    await events.click(await screen.findByRole('menuitem', { name: 'Open in editor' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'crm-order-to-sdp' }, EDITOR_LOAD)).toBeTruthy();
  });

  it('previews the output as the input changes, lists its problems, and saves at the version opened', async () => {
    const { events, http } = await renderTranslator(translatorEditorHref(CRM.name));
    expect(await screen.findByRole('heading', { level: 1, name: 'crm-order-to-sdp' }, EDITOR_LOAD)).toBeTruthy();
    const transforms = () => http.callsTo(TRANSLATOR_PATHS.transform);
    await waitFor(() => expect(transforms().length).toBeGreaterThan(0), { timeout: 5_000 });
    expect(transforms()[0]?.input).toEqual({ xslt: CRM.xslt, input: CRM.sampleInput });

    // jsdom gives CodeMirror no layout to type into: the text is replaced as an edit of the editor's own.
    const sample = EditorView.findFromDOM(screen.getByRole('textbox', { name: 'Sample input' }));
    act(() => sample?.dispatch({ changes: { from: 0, to: sample.state.doc.length, insert: '<broken>' } }));
    const problems = await screen.findByRole('list', { name: 'Problems' }, { timeout: 5_000 });
    expect(within(problems).getByText('Sample input, line 1: broken is not closed')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Unsaved changes');

    await events.click(screen.getByRole('button', { name: 'Save' }));
    const puts = () => http.callsTo(RECORD).filter((call) => call.method === 'PUT');
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.input).toEqual({ id: CRM.translatorId, version: 2, changes: { sampleInput: '<broken>' } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved · version 3'));
  });

  it('shows a reader the document without a way to save it', async () => {
    await renderTranslator(translatorEditorHref(CRM.name), '0100');
    expect(await screen.findByRole('heading', { level: 1, name: 'crm-order-to-sdp' }, EDITOR_LOAD)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Read only');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
