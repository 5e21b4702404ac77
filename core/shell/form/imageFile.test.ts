import { describe, expect, it } from 'vitest';
import { imageFileProblem } from './imageFile.ts';

describe('imageFileProblem', () => {
  it('takes PNG, JPEG and SVG up to the size, naming the image in what it refuses', () => {
    const logo = { noun: 'logo', maxBytes: 200 * 1024 };
    expect(imageFileProblem({ type: 'image/svg+xml', size: 200 * 1024 }, logo)).toBeNull();
    expect(imageFileProblem({ type: 'image/png', size: 200 * 1024 + 1 }, logo)).toBe(
      'The logo must be at most 200 KB.',
    );
    expect(imageFileProblem({ type: 'image/gif', size: 10 }, logo)).toBe('Choose a PNG, SVG or JPEG image.');
    expect(imageFileProblem({ type: 'image/jpeg', size: 33 * 1024 }, { noun: 'icon', maxBytes: 32 * 1024 })).toBe(
      'The icon must be at most 32 KB.',
    );
  });
});
