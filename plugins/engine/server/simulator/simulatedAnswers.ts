import { randomBytes, randomUUID } from 'node:crypto';
import type { SimulatedElement } from '../../public/contract/simulator.ts';
import { escapeXml } from '../network/responseBody.ts';

export interface SimulatedAnswer {
  status: number;
  contentType: string;
  body: string;
}

const digits = (count: number) => Array.from(randomBytes(count), (byte) => String(byte % 10)).join('');

/** What each simulated system adds to an answer that applied the request. */
function details(element: SimulatedElement, path: string): Record<string, string | boolean> {
  switch (element) {
    case 'hlr':
      return { imsi: `26201${digits(10)}` };
    case 'pcrf':
      return { policyId: `POL-${digits(8)}` };
    case 'oss':
      return /qualif/i.test(path) ? { feasible: true, technology: 'GPON' } : { workOrder: `WO-${digits(7)}` };
    case 'billing':
      return { accountNumber: `BA-${digits(9)}` };
    case 'iptv':
      return { entitlementId: `ENT-${digits(8)}` };
  }
}

function render(xml: boolean, status: number, fields: Record<string, unknown>): SimulatedAnswer {
  if (!xml) return { status, contentType: 'application/json', body: JSON.stringify(fields) };
  const inner = Object.entries(fields)
    .map(
      ([name, value]) => `<${name}>${escapeXml(typeof value === 'string' ? value : JSON.stringify(value))}</${name}>`,
    )
    .join('');
  return {
    status,
    contentType: 'application/xml; charset=utf-8',
    body: `<?xml version="1.0" encoding="UTF-8"?><response>${inner}</response>`,
  };
}

/** A simulated system's answer to a request it applied; XML when it was spoken to in XML. */
export function appliedAnswer(element: SimulatedElement, method: string, path: string, xml: boolean): SimulatedAnswer {
  if (method === 'GET' && /\/health$/.test(path))
    return render(xml, 200, { status: 'UP', element: element.toUpperCase() });
  return render(xml, 200, {
    result: 'OK',
    element: element.toUpperCase(),
    operation: `${method} ${path}`,
    transactionId: randomUUID(),
    ...details(element, path),
  });
}

/** The answer of a request the failure rate picked to fail: nothing was applied. */
export function failedAnswer(element: SimulatedElement, failureRate: number, xml: boolean): SimulatedAnswer {
  return render(xml, 503, {
    result: 'UNAVAILABLE',
    element: element.toUpperCase(),
    message: `The simulated ${element.toUpperCase()} failed this request (failure rate ${failureRate}); nothing was applied.`,
  });
}
