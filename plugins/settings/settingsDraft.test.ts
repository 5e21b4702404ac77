import { describe, expect, it } from 'vitest';
import { toPickerHex } from './colourInput.ts';
import { checkDraft, draftOf } from './settingsDraft.ts';
import { tenantSettings } from './testing/tenantSettings.ts';

describe('checkDraft', () => {
  it('builds the whole update from valid values', () => {
    const draft = { ...draftOf(tenantSettings()), background: ' rgb(10, 20, 30) ', logosize: '64' };
    const check = checkDraft(draft);
    expect(check.ok && check.request.style).toEqual({
      background: 'rgb(10, 20, 30)',
      color: '#F05223',
      font: '#ffffff',
      logosize: 64,
    });
    expect(check.ok && check.request.sessionAbsoluteMinutes).toBe(480);
  });

  it('refuses colours outside the grammar of section 5', () => {
    const check = checkDraft({ ...draftOf(tenantSettings()), color: 'orange', font: '#12' });
    expect(check.ok).toBe(false);
    expect(!check.ok && Object.keys(check.errors).sort()).toEqual(['color', 'font']);
  });

  it('refuses numbers out of range or not whole', () => {
    const check = checkDraft({
      ...draftOf(tenantSettings()),
      logosize: '250',
      minLength: '7',
      historyCount: '1.5',
      maxAgeDays: '',
    });
    expect(!check.ok && check.errors).toEqual({
      logosize: 'Enter a whole number from 16 to 200.',
      minLength: 'Enter a whole number from 8 to 128.',
      historyCount: 'Enter a whole number from 0 to 24.',
      maxAgeDays: 'Enter a whole number from 0 to 3650.',
    });
  });

  it('wants the absolute timeout at least the idle one', () => {
    const check = checkDraft({ ...draftOf(tenantSettings()), sessionIdleMinutes: '60', sessionAbsoluteMinutes: '30' });
    expect(!check.ok && check.errors.sessionAbsoluteMinutes).toBe('Must be at least the idle timeout.');
  });
});

describe('toPickerHex', () => {
  it('turns accepted colours into #rrggbb and refuses the rest', () => {
    expect(toPickerHex('#f52')).toBe('#ff5522');
    expect(toPickerHex('rgb(241, 83, 35)')).toBe('#f15323');
    expect(toPickerHex('241,83,35')).toBe('#f15323');
    expect(toPickerHex('red')).toBeNull();
  });
});
