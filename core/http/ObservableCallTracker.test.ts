import { describe, expect, it } from 'vitest';
import { autorun } from 'mobx';
import { createContainer } from '../di/container.ts';
import { ApiError } from './ApiError.ts';
import { CallTracker } from './CallTracker.ts';
import { HttpModule } from './HttpModule.ts';
import { ObservableCallTracker } from './ObservableCallTracker.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('ObservableCallTracker phases', () => {
  it('starts idle for an unknown kind', () => {
    const tracker = new ObservableCallTracker();
    expect(tracker.status('users.load')).toEqual({ phase: 'idle', loading: false, error: null, message: null });
  });

  it('goes request → success, tracking loading per kind', () => {
    const tracker = new ObservableCallTracker();
    tracker.request('users.load');
    expect(tracker.isLoading('users.load')).toBe(true);
    expect(tracker.isLoading('roles.load')).toBe(false);
    expect(tracker.anyLoading).toBe(true);
    tracker.success('users.load', 'Loaded');
    expect(tracker.status('users.load')).toMatchObject({ phase: 'success', loading: false, message: 'Loaded' });
    expect(tracker.anyLoading).toBe(false);
  });

  it('records the failure message, and "Something went wrong." when there is none', () => {
    const tracker = new ObservableCallTracker();
    tracker.request('save');
    tracker.failure('save', 'Name taken');
    expect(tracker.status('save')).toMatchObject({ phase: 'failure', loading: false, error: 'Name taken' });
    tracker.request('save');
    expect(tracker.error('save')).toBeNull();
    tracker.failure('save');
    expect(tracker.error('save')).toBe('Something went wrong.');
  });

  it('clears the error, and resets one kind or all', () => {
    const tracker = new ObservableCallTracker();
    tracker.failure('a', 'A failed');
    tracker.failure('b', 'B failed');
    tracker.clearError('a');
    expect(tracker.status('a')).toMatchObject({ phase: 'idle', error: null });
    expect(tracker.error('b')).toBe('B failed');
    tracker.reset('b');
    expect(tracker.status('b').phase).toBe('idle');
    tracker.request('c');
    tracker.reset();
    expect(tracker.isLoading('c')).toBe(false);
  });

  it('is observable', () => {
    const tracker = new ObservableCallTracker();
    const seen: boolean[] = [];
    const stop = autorun(() => seen.push(tracker.isLoading('k')));
    tracker.request('k');
    tracker.success('k');
    stop();
    expect(seen).toEqual([false, true, false]);
  });
});

describe('ObservableCallTracker.track', () => {
  it('drives request and success around a promise', async () => {
    const tracker = new ObservableCallTracker();
    const work = deferred<{ id: number }>();
    const tracked = tracker.track('load', work.promise, { successMessage: (result) => `Loaded ${result.id}` });
    expect(tracker.status('load')).toMatchObject({ phase: 'loading', loading: true });
    work.resolve({ id: 7 });
    await expect(tracked).resolves.toEqual({ id: 7 });
    expect(tracker.status('load')).toMatchObject({ phase: 'success', loading: false, message: 'Loaded 7' });
  });

  it('records the ApiError message on failure and rethrows', async () => {
    const tracker = new ObservableCallTracker();
    const error = new ApiError('Role name already exists.', 'failed', 409);
    await expect(tracker.track('save', Promise.reject(error))).rejects.toBe(error);
    expect(tracker.status('save')).toMatchObject({
      phase: 'failure',
      loading: false,
      error: 'Role name already exists.',
    });
  });

  it('records "Something went wrong." for a failure without a message', async () => {
    const tracker = new ObservableCallTracker();
    await expect(tracker.track('save', Promise.reject(new Error('')))).rejects.toThrow();
    expect(tracker.error('save')).toBe('Something went wrong.');
    await expect(tracker.track('save', Promise.reject(undefined))).rejects.toBeUndefined();
    expect(tracker.error('save')).toBe('Something went wrong.');
  });

  it('stays loading until every call of the kind has settled, and keeps the newest outcome', async () => {
    const tracker = new ObservableCallTracker();
    const older = deferred<string>();
    const newer = deferred<string>();
    const first = tracker.track('search', older.promise, { successMessage: (value) => value });
    const second = tracker.track('search', newer.promise, { successMessage: (value) => value });
    newer.resolve('newer');
    await second;
    expect(tracker.status('search')).toMatchObject({ phase: 'success', message: 'newer', loading: true });
    older.reject(new Error('older failed'));
    await expect(first).rejects.toThrow('older failed');
    expect(tracker.status('search')).toMatchObject({ phase: 'success', message: 'newer', error: null, loading: false });
  });

  it('ignores results of calls that were in flight when the kind was reset', async () => {
    const tracker = new ObservableCallTracker();
    const work = deferred<string>();
    const tracked = tracker.track('load', work.promise);
    tracker.reset('load');
    work.reject(new Error('late'));
    await expect(tracked).rejects.toThrow('late');
    expect(tracker.status('load')).toEqual({ phase: 'idle', loading: false, error: null, message: null });
  });

  it('is bound as a singleton by HttpModule', () => {
    const container = createContainer();
    container.load(HttpModule);
    const tracker = container.get<CallTracker>(CallTracker);
    expect(tracker).toBeInstanceOf(ObservableCallTracker);
    expect(container.get<CallTracker>(CallTracker)).toBe(tracker);
  });
});
