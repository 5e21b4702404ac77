import { imageFileProblem } from '../../core/shell/form/imageFile.ts';
import { MAX_LOGO_BYTES } from './paths.ts';

export { readDataUrl } from '../../core/shell/form/imageFile.ts';

/** Why a chosen file cannot be the logo, or null when it can. */
export function logoFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  return imageFileProblem(file, { noun: 'logo', maxBytes: MAX_LOGO_BYTES });
}
