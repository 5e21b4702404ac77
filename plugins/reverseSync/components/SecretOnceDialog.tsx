import { MessageDialog } from '../../../core/shell/dialog/MessageDialog.tsx';
import { PayloadBlock } from '../../../core/shell/controls/PayloadBlock.tsx';
import { timeText } from './deliveryState.tsx';

interface SecretOnceDialogProps {
  subscriber: string;
  secret: string;
  /** After a rotation: until when the previous secret still signs beside this one. */
  previousSecretUntil?: string | null;
  onClose(): void;
}

/** The signing secret, shown this once (on create and on rotation) with a Copy button. */
export function SecretOnceDialog({ subscriber, secret, previousSecretUntil, onClose }: SecretOnceDialogProps) {
  return (
    <MessageDialog title={`Signing secret of ${subscriber}`} onClose={onClose}>
      <p>
        Copy it now and give it to the receiving system: <strong>you will not see it again</strong>. It verifies the
        webhook-signature header of every event.
      </p>
      <PayloadBlock label="Signing secret" value={secret} />
      {previousSecretUntil ? (
        <p>The previous secret also signs until {timeText(previousSecretUntil)}, so the receiver can switch over.</p>
      ) : null}
    </MessageDialog>
  );
}
