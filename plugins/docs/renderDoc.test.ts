import { describe, expect, it } from 'vitest';
import { parseDoc, slugifyHeading } from './parseDoc.ts';
import { renderDoc } from './renderDoc.ts';

const SAMPLE = `# Sample page

An introduction with **bold** text and \`code\`.

## Orders & tasks

Text about orders.

## Orders & tasks

Repeated heading.

### Forms

<img src="x" onerror="alert(1)"><script>alert(2)</script>[bad](javascript:alert(3)) <kbd>Ctrl</kbd>

| State | Meaning |
|---|---|
| \`PENDING\` | Waiting |
`;

function renderToDom(markdown: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = renderDoc(parseDoc('sample', markdown));
  return host;
}

describe('parseDoc', () => {
  it('gives headings unique anchor ids and plain-text titles', () => {
    const doc = parseDoc('sample', SAMPLE);
    expect(doc.title).toBe('Sample page');
    expect(doc.summary).toBe('An introduction with bold text and code.');
    expect(doc.headings.map((heading) => heading.id)).toEqual([
      'sample-page',
      'orders-tasks',
      'orders-tasks-2',
      'forms',
    ]);
    expect(doc.sections.map((section) => section.title)).toEqual([
      'Sample page',
      'Orders & tasks',
      'Orders & tasks',
      'Forms',
    ]);
    expect(doc.sections[3]?.text).toContain('PENDING Waiting');
    expect(doc.sections[3]?.text).not.toContain('<kbd>');
  });

  it('slugifies headings like GitHub does', () => {
    expect(slugifyHeading('Workflow Configuration (XML)')).toBe('workflow-configuration-xml');
    expect(slugifyHeading('Tasks, attempts and retries')).toBe('tasks-attempts-and-retries');
  });
});

describe('renderDoc', () => {
  it('renders headings with prefixed ids and a link to themselves', () => {
    const dom = renderToDom(SAMPLE);
    expect(dom.querySelector('h1')?.id).toBe('doc-sample-page');
    const forms = dom.querySelector('h3');
    expect(forms?.id).toBe('doc-forms');
    expect(forms?.querySelector('a')?.getAttribute('href')).toBe('#forms');
    expect([...dom.querySelectorAll('h2')].map((h) => h.id)).toEqual(['doc-orders-tasks', 'doc-orders-tasks-2']);
  });

  it('removes scripts, event handlers and script URLs but keeps harmless HTML', () => {
    const dom = renderToDom(SAMPLE);
    expect(dom.querySelector('script')).toBeNull();
    expect(dom.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(dom.querySelector('a[href^="javascript"]')).toBeNull();
    expect(dom.querySelector('kbd')?.textContent).toBe('Ctrl');
    expect(dom.querySelector('[data-table-scroll] table')).not.toBeNull();
  });

  it('labels table cells with their column, and stacks tables of three columns or more on phones', () => {
    const twoColumns = renderToDom(SAMPLE).querySelector('[data-table-scroll]');
    expect(twoColumns?.hasAttribute('data-stack')).toBe(false);
    expect(twoColumns?.querySelector('td:last-child')?.getAttribute('data-label')).toBe('Meaning');

    const threeColumns = renderToDom('# T\n\n| Key | What | `Permission` |\n|---|---|---|\n| a | b | c |\n');
    const wrapper = threeColumns.querySelector('[data-table-scroll]');
    expect(wrapper?.hasAttribute('data-stack')).toBe(true);
    expect([...(wrapper?.querySelectorAll('td') ?? [])].map((td) => td.getAttribute('data-label'))).toEqual([
      'Key',
      'What',
      'Permission',
    ]);
  });
});
