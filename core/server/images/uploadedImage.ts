import { createHash } from 'node:crypto';
import { ApiError, badRequest } from '../http/errors.ts';
import { xmlShapeProblem, type XmlShapeLimits } from '../xml/xmlShape.ts';
import { MAX_WAITING_SVGS, sanitizeSvg, SVG_TIME_LIMIT_MS } from './svgSanitizer.ts';

/** The image types an upload may be: PNG, JPEG or SVG (cleaned). */
export const IMAGE_MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;
export type ImageMediaType = (typeof IMAGE_MEDIA_TYPES)[number];

/** An image ready to store: a normalised base64 data URL of a checked (and for SVG, cleaned) image. */
export interface AcceptedImage {
  dataUrl: string;
  mediaType: ImageMediaType;
  bytes: number;
  sha256: string;
}

/** What an upload is checked against, and how its errors name it. */
export interface ImageRules {
  /** The body field the data URL came in, e.g. `body.dataUrl`. */
  field: string;
  /** What the image is to the user: `logo`, `icon`. */
  noun: string;
  maxBytes: number;
}

const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+)((?:;[a-z0-9-]+=[^;,]*)*)(;base64)?,(.*)$/is;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/** An uploaded image is a small drawing: deeper or larger documents are refused before anything parses them. */
export const SVG_LIMITS: XmlShapeLimits = { maxDepth: 32, maxElements: 5_000 };

const isImageMediaType = (value: string): value is ImageMediaType =>
  (IMAGE_MEDIA_TYPES as readonly string[]).includes(value);

class ImageCheck {
  constructor(private readonly rules: ImageRules) {}

  invalid(reason: string): ApiError {
    return badRequest(`Invalid request: ${this.rules.field}: ${reason}`);
  }

  decode(payload: string, base64: boolean): Buffer {
    if (base64) {
      const compact = payload.replace(/\s+/g, '');
      if (!BASE64.test(compact)) throw this.invalid('the base64 data is malformed');
      return Buffer.from(compact, 'base64');
    }
    try {
      return Buffer.from(decodeURIComponent(payload), 'utf8');
    } catch {
      throw this.invalid('the URL-encoded data is malformed');
    }
  }

  tooLarge(bytes: number): ApiError {
    const kb = (value: number) => Math.ceil(value / 1024);
    return new ApiError(
      413,
      `The ${this.rules.noun} is ${kb(bytes)} KB; it may be at most ${kb(this.rules.maxBytes)} KB.`,
    );
  }

  async cleanSvg(data: Buffer): Promise<Buffer> {
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(data).replace(/^\uFEFF/, '');
    } catch {
      throw this.invalid('the SVG is not UTF-8 text');
    }
    const shape = xmlShapeProblem(text, SVG_LIMITS);
    if (shape) throw this.invalid(`line ${shape.line}, column ${shape.column}: ${shape.message}`);
    const cleaned = await sanitizeSvg(text);
    switch (cleaned.kind) {
      case 'cleaned':
        return Buffer.from(cleaned.svg, 'utf8');
      case 'notSvg':
        throw this.invalid('not an SVG image (well-formed XML with an <svg> root, without a DOCTYPE)');
      case 'overTime':
        throw this.invalid(`the SVG took longer than ${SVG_TIME_LIMIT_MS} ms to clean (the limit)`);
      case 'busy':
        throw new ApiError(
          429,
          `Other images are being checked (at most ${MAX_WAITING_SVGS} wait). Try again in a few seconds.`,
          { 'retry-after': '5' },
        );
      case 'failed':
        throw this.invalid(`the SVG could not be cleaned: ${cleaned.message}`);
    }
  }
}

/**
 * Checks an uploaded image: a data URL of PNG, JPEG or SVG, whose bytes really are of that type (the
 * file signature for PNG and JPEG, an XML document for SVG), at most `maxBytes` decoded (413 past it).
 * SVG is cleaned off the event loop; anything else is a 400 naming the field.
 */
export async function acceptImage(dataUrl: string, rules: ImageRules): Promise<AcceptedImage> {
  const check = new ImageCheck(rules);
  const match = DATA_URL.exec(dataUrl.trim());
  if (!match) throw check.invalid('must be a data URL (data:image/png;base64,…)');
  const mediaType = (match[1] ?? '').toLowerCase();
  if (!isImageMediaType(mediaType)) {
    throw check.invalid(`${mediaType} is not accepted; send ${IMAGE_MEDIA_TYPES.join(', ')}`);
  }
  const raw = check.decode(match[4] ?? '', match[3] !== undefined);
  if (raw.length > rules.maxBytes) throw check.tooLarge(raw.length);
  if (raw.length === 0) throw check.invalid('the image is empty');

  let data = raw;
  if (mediaType === 'image/png' && !raw.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) {
    throw check.invalid('the data is not a PNG image');
  }
  if (mediaType === 'image/jpeg' && !raw.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) {
    throw check.invalid('the data is not a JPEG image');
  }
  if (mediaType === 'image/svg+xml') data = await check.cleanSvg(raw);
  return {
    dataUrl: `data:${mediaType};base64,${data.toString('base64')}`,
    mediaType,
    bytes: data.length,
    sha256: createHash('sha256').update(data).digest('hex'),
  };
}
