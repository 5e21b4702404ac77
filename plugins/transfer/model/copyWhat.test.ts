import { describe, expect, it } from 'vitest';
import { copyWhat } from './copyWhat.ts';

const item = (name: string) => ({ kind: 'service', name });

describe('copyWhat', () => {
  it('names the family copied whole, the items named instead, or both', () => {
    expect(copyWhat({ family: 'copyall', wholeFamily: true, named: [] })).toBe('All configuration');
    expect(copyWhat({ family: 'copyall', wholeFamily: false, named: [item('fibre-broadband')] })).toBe(
      '"fibre-broadband"',
    );
    expect(copyWhat({ family: 'copyall', wholeFamily: false, named: [item('a'), item('b')] })).toBe('"a" and "b"');
    expect(copyWhat({ family: 'workflow', wholeFamily: true, named: [item('a'), item('b'), item('c')] })).toBe(
      'Workflows and "a", "b" and "c"',
    );
    expect(copyWhat({ family: 'tasks', wholeFamily: false, named: ['a', 'b', 'c', 'd', 'e'].map(item) })).toBe(
      '"a", "b", "c" and 2 more',
    );
  });
});
