import { useId, useRef, useState, type ChangeEvent } from 'react';
import { button } from '../controls/buttons.css.ts';
import { imageFileProblem, readDataUrl } from './imageFile.ts';
import * as css from './imageUpload.css.ts';

export interface ImageUploadProps {
  /** What the image is: `logo`, `icon` (the buttons say "Upload logo", "Remove icon"). */
  noun: string;
  maxBytes: number;
  /** The current image as a data URL, or null. */
  current: string | null;
  /** The preview's accessible name. */
  alt: string;
  readOnly?: boolean;
  /** `wide` for a logo, `square` for an icon. */
  shape?: keyof typeof css.preview;
  /** The preview's background (a logo is drawn for the header's colour). */
  background?: string;
  /** Saves the chosen image (a data URL) or removes it (null); a rejection's message is shown under it. */
  onSave: (dataUrl: string | null) => Promise<void>;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * An uploaded image saved as soon as it is chosen or removed: the preview, a hidden file input its button
 * opens, the type and size checked before anything is sent, and the problem shown under it.
 */
export function ImageUpload({
  noun,
  maxBytes,
  current,
  alt,
  readOnly,
  shape = 'square',
  background,
  onSave,
}: ImageUploadProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const save = async (dataUrl: string | null) => {
    setBusy(true);
    try {
      await onSave(dataUrl);
    } catch (error) {
      setProblem(error instanceof Error && error.message ? error.message : `The ${noun} could not be saved.`);
    } finally {
      setBusy(false);
    }
  };

  const onChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    const reason = imageFileProblem(file, { noun, maxBytes });
    setProblem(reason);
    if (reason) return;
    let dataUrl: string;
    try {
      dataUrl = await readDataUrl(file);
    } catch {
      setProblem('The image could not be read.');
      return;
    }
    await save(dataUrl);
  };

  return (
    <>
      <div className={css.row}>
        <div className={css.preview[shape]} style={current && background ? { backgroundColor: background } : undefined}>
          {current ? <img className={css.image} src={current} alt={alt} /> : <span>No {noun}</span>}
        </div>
        {!readOnly && (
          <div className={css.actions}>
            <input
              ref={fileInput}
              id={inputId}
              className={css.fileInput}
              type="file"
              accept="image/png,image/jpeg,image/svg+xml"
              aria-label={`${capitalised(noun)} file`}
              onChange={(event) => void onChoose(event)}
              tabIndex={-1}
            />
            <button
              type="button"
              className={button.secondary}
              disabled={busy}
              onClick={() => fileInput.current?.click()}
            >
              {current ? `Replace ${noun}` : `Upload ${noun}`}
            </button>
            {current && (
              <button
                type="button"
                className={button.secondary}
                disabled={busy}
                onClick={() => {
                  setProblem(null);
                  void save(null);
                }}
              >
                Remove {noun}
              </button>
            )}
          </div>
        )}
      </div>
      {problem && (
        <p className={css.error} role="alert">
          {problem}
        </p>
      )}
    </>
  );
}
