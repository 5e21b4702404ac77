import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppInfo } from '../contract.ts';
import { ApiError } from '../../../core/http/ApiError.ts';
import { GENERIC_FAILURE_MESSAGE } from '../../../core/http/messages.ts';
import { appInfoCall } from '../calls.ts';
import {
  createAccountTestBed,
  preloadAccountPages,
  renderAt,
  type AccountTestBed,
} from '../testing/accountTestHarness.tsx';

const STARTED_AT = Date.UTC(2026, 2, 14, 9, 30, 0);
const INFO: AppInfo = {
  name: 'SDP Console',
  version: '0.1.0',
  apiVersion: '1',
  database: 'postgresql',
  startedAt: STARTED_AT,
  openIdEnabled: false,
};

let bed: AccountTestBed;

beforeAll(preloadAccountPages);
beforeEach(() => {
  bed = createAccountTestBed();
});

function facts(): Record<string, string> {
  const terms = [...document.querySelectorAll('dt')];
  return Object.fromEntries(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']));
}

describe('VersionPage', () => {
  it('shows product, version, API version, database and start time from appInfo', async () => {
    bed.http.answer(appInfoCall, () => INFO);
    renderAt(bed, '/version');

    await screen.findByText('0.1.0');
    expect(facts()).toMatchObject({
      Product: 'SDP Console',
      Version: '0.1.0',
      'API version': '1',
      Database: 'PostgreSQL',
      'Single sign-on': 'Not configured',
    });
    expect(document.querySelector('time')?.getAttribute('dateTime')).toBe('2026-03-14T09:30:00.000Z');
  });

  it('offers a retry when appInfo fails', async () => {
    let attempts = 0;
    bed.http.answer(appInfoCall, () => {
      attempts += 1;
      if (attempts === 1) throw new ApiError(GENERIC_FAILURE_MESSAGE, 'network');
      return { ...INFO, database: 'embedded' as const };
    });
    renderAt(bed, '/version');

    expect((await screen.findByRole('alert')).textContent).toBe(GENERIC_FAILURE_MESSAGE);
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Embedded (PGlite)')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
