/** Toast notifications; the shell renders them (top-center, 3000 ms). */
export const Notifier = Symbol.for('sdp.Notifier');
export interface Notifier {
  success(message: string): void;
  error(message: string): void;
}
