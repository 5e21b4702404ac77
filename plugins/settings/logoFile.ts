import { LOGO_MEDIA_TYPES, MAX_LOGO_BYTES } from './paths.ts';

/** Why a chosen file cannot be the logo, or null when it can. */
export function logoFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(LOGO_MEDIA_TYPES as readonly string[]).includes(file.type)) return 'Choose a PNG, SVG or JPEG image.';
  if (file.size > MAX_LOGO_BYTES) return `The logo must be at most ${MAX_LOGO_BYTES / 1024} KB.`;
  return null;
}

/** Reads a file as a `data:` URL. */
export function readDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('Unreadable file'));
    reader.onerror = () => reject(reader.error ?? new Error('Unreadable file'));
    reader.readAsDataURL(file);
  });
}
