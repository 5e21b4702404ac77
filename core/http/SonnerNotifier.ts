import { injectable } from 'inversify';
import type { Notifier } from './Notifier.ts';

/** Spec section 9: toasts close after 3000 ms and sit at the top centre. The shell's <Toaster> uses these. */
export const TOAST_DURATION_MS = 3000;
export const TOAST_POSITION = 'top-center' as const;

// sonner loads after the first paint: the login page's first JS does not carry it.
const loadToast = () => import('sonner').then((module) => module.toast);

/** Shows notifications with sonner; an identical message replaces its earlier toast instead of stacking. */
@injectable()
export class SonnerNotifier implements Notifier {
  success(message: string): void {
    void loadToast().then((toast) => toast.success(message, { id: `success:${message}`, duration: TOAST_DURATION_MS }));
  }

  error(message: string): void {
    void loadToast().then((toast) => toast.error(message, { id: `error:${message}`, duration: TOAST_DURATION_MS }));
  }
}
