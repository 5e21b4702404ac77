import { injectable } from 'inversify';
import { toast } from 'sonner';
import type { Notifier } from './Notifier.ts';

/** Spec section 9: toasts close after 3000 ms and sit at the top centre. The shell's <Toaster> uses these. */
export const TOAST_DURATION_MS = 3000;
export const TOAST_POSITION = 'top-center' as const;

/** Shows notifications with sonner; an identical message replaces its earlier toast instead of stacking. */
@injectable()
export class SonnerNotifier implements Notifier {
  success(message: string): void {
    toast.success(message, { id: `success:${message}`, duration: TOAST_DURATION_MS });
  }

  error(message: string): void {
    toast.error(message, { id: `error:${message}`, duration: TOAST_DURATION_MS });
  }
}
