/**
 * How an SMS text is sent: in GSM-7 when every character is in the GSM 03.38 alphabet (the extension
 * characters count twice), else in UCS-2; and in how many segments — 160/153 septets for GSM-7, 70/67
 * characters for UCS-2 (a message of more than one segment loses room to the concatenation header).
 */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '^{}\\[~]|€\f';

export interface SmsSegments {
  encoding: 'GSM-7' | 'UCS-2';
  /** Septets for GSM-7, UTF-16 code units for UCS-2. */
  units: number;
  segments: number;
  /** Units left in the last segment. */
  remaining: number;
}

export function smsSegments(text: string): SmsSegments {
  let septets = 0;
  let gsm = true;
  for (const character of text) {
    if (GSM_BASIC.includes(character)) septets += 1;
    else if (GSM_EXTENSION.includes(character)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  const [single, multi, units] = gsm ? [160, 153, septets] : [70, 67, text.length];
  const segments = units === 0 ? 0 : units <= single ? 1 : Math.ceil(units / multi);
  const room = segments <= 1 ? single : segments * multi;
  return { encoding: gsm ? 'GSM-7' : 'UCS-2', units, segments, remaining: room - units };
}
