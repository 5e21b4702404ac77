/** The image types an upload may be (the server checks the bytes again). */
export const IMAGE_FILE_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;

/** Why a chosen file cannot be the image (`logo`, `icon`), or null when it can. */
export function imageFileProblem(
  file: Pick<File, 'type' | 'size'>,
  rules: { noun: string; maxBytes: number },
): string | null {
  if (!(IMAGE_FILE_TYPES as readonly string[]).includes(file.type)) return 'Choose a PNG, SVG or JPEG image.';
  if (file.size > rules.maxBytes) return `The ${rules.noun} must be at most ${rules.maxBytes / 1024} KB.`;
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
