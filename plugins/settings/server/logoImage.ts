import { createHash } from 'node:crypto';
import { ApiError, badRequest } from '../../../core/server/http/errors.ts';
import { LOGO_MEDIA_TYPES, MAX_LOGO_BYTES, type LogoMediaType } from '../contract.ts';
import { xmlShapeProblem, type XmlShapeLimits } from '../../../core/server/xml/xmlShape.ts';
import { MAX_WAITING_SVGS, sanitizeSvg, SVG_TIME_LIMIT_MS } from './svgSanitizer.ts';

/** A logo ready to store: a normalised base64 data URL of a checked (and for SVG, cleaned) image. */
export interface AcceptedLogo {
  dataUrl: string;
  mediaType: LogoMediaType;
  bytes: number;
  sha256: string;
}

const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+)((?:;[a-z0-9-]+=[^;,]*)*)(;base64)?,(.*)$/is;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);
const invalid = (reason: string) => badRequest(`Invalid request: body.dataUrl: ${reason}`);

function isLogoMediaType(value: string): value is LogoMediaType {
  return (LOGO_MEDIA_TYPES as readonly string[]).includes(value);
}

function decode(payload: string, base64: boolean): Buffer {
  if (base64) {
    const compact = payload.replace(/\s+/g, '');
    if (!BASE64.test(compact)) throw invalid('the base64 data is malformed');
    return Buffer.from(compact, 'base64');
  }
  try {
    return Buffer.from(decodeURIComponent(payload), 'utf8');
  } catch {
    throw invalid('the URL-encoded data is malformed');
  }
}

function tooLarge(bytes: number): ApiError {
  const kb = (value: number) => Math.ceil(value / 1024);
  return new ApiError(413, `The logo is ${kb(bytes)} KB; it may be at most ${kb(MAX_LOGO_BYTES)} KB.`);
}

/** A logo is a small drawing: deeper or larger documents are refused before anything parses them. */
export const SVG_LIMITS: XmlShapeLimits = { maxDepth: 32, maxElements: 5_000 };

async function cleanSvg(data: Buffer): Promise<Buffer> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data).replace(/^\uFEFF/, '');
  } catch {
    throw invalid('the SVG is not UTF-8 text');
  }
  const shape = xmlShapeProblem(text, SVG_LIMITS);
  if (shape) throw invalid(`line ${shape.line}, column ${shape.column}: ${shape.message}`);
  const cleaned = await sanitizeSvg(text);
  switch (cleaned.kind) {
    case 'cleaned':
      return Buffer.from(cleaned.svg, 'utf8');
    case 'notSvg':
      throw invalid('not an SVG image (well-formed XML with an <svg> root, without a DOCTYPE)');
    case 'overTime':
      throw invalid(`the SVG took longer than ${SVG_TIME_LIMIT_MS} ms to clean (the limit)`);
    case 'busy':
      throw new ApiError(
        429,
        `Other logos are being checked (at most ${MAX_WAITING_SVGS} wait). Try again in a few seconds.`,
        { 'retry-after': '5' },
      );
    case 'failed':
      throw invalid(`the SVG could not be cleaned: ${cleaned.message}`);
  }
}

/**
 * Checks an uploaded logo: a data URL of PNG, JPEG or SVG, whose bytes really are of that type (the
 * file signature for PNG and JPEG, an XML document for SVG), at most 200 KB decoded. SVG is cleaned.
 */
export async function acceptLogo(dataUrl: string): Promise<AcceptedLogo> {
  const match = DATA_URL.exec(dataUrl.trim());
  if (!match) throw invalid('must be a data URL (data:image/png;base64,…)');
  const mediaType = (match[1] ?? '').toLowerCase();
  if (!isLogoMediaType(mediaType)) throw invalid(`${mediaType} is not accepted; send ${LOGO_MEDIA_TYPES.join(', ')}`);
  const raw = decode(match[4] ?? '', match[3] !== undefined);
  if (raw.length > MAX_LOGO_BYTES) throw tooLarge(raw.length);
  if (raw.length === 0) throw invalid('the image is empty');

  let data = raw;
  if (mediaType === 'image/png' && !raw.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) {
    throw invalid('the data is not a PNG image');
  }
  if (mediaType === 'image/jpeg' && !raw.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) {
    throw invalid('the data is not a JPEG image');
  }
  if (mediaType === 'image/svg+xml') data = await cleanSvg(raw);
  return {
    dataUrl: `data:${mediaType};base64,${data.toString('base64')}`,
    mediaType,
    bytes: data.length,
    sha256: createHash('sha256').update(data).digest('hex'),
  };
}
