import { ConfirmDialog } from './ConfirmDialog.tsx';
import type { UnsavedChangesGuard } from './useUnsavedChangesGuard.ts';

interface UnsavedChangesDialogProps {
  guard: UnsavedChangesGuard;
  /** What would be lost, e.g. "Your changes to this role have not been saved." */
  message: string;
}

/** The question `useUnsavedChangesGuard` asks when someone navigates away from unsaved changes. */
export function UnsavedChangesDialog({ guard, message }: UnsavedChangesDialogProps) {
  if (!guard.asking) return null;
  return (
    <ConfirmDialog
      request={{
        title: 'Leave without saving?',
        message: `${message} Leaving discards them.`,
        confirmLabel: 'Leave',
        cancelLabel: 'Stay',
        danger: true,
        onConfirm: guard.leave,
        onCancel: guard.stay,
      }}
      onClose={() => undefined}
    />
  );
}
