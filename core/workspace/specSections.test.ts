import { describe, expect, expectTypeOf, it } from 'vitest';
import type { SectionId, SpecSectionId } from '../plugin/manifest.ts';
import { SPEC_NAV_SECTIONS } from './specSections.ts';

type ListedId = (typeof SPEC_NAV_SECTIONS)[number]['id'];

describe('the spec’s sidebar sections', () => {
  it('list exactly the section ids of SpecSectionIds, each once', () => {
    // Checked by the type-check: a section listed without its key, or a key without its section, fails it.
    expectTypeOf<ListedId>().toEqualTypeOf<SpecSectionId>();
    expectTypeOf<SpecSectionId>().toExtend<SectionId>();
    const ids = SPEC_NAV_SECTIONS.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('are in sidebar order', () => {
    const orders = SPEC_NAV_SECTIONS.map((section) => section.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('give each Getting Started card one sentence saying what is done there, not a restated title', () => {
    for (const { id, title, summary } of SPEC_NAV_SECTIONS) {
      expect(summary, id).toMatch(/^[A-Z][^.]*\.$/);
      expect(summary.split(/\s+/).length, id).toBeGreaterThanOrEqual(10);
      expect(summary.toLowerCase(), id).not.toMatch(new RegExp(`^(the )?${title.toLowerCase()}`));
    }
  });
});
