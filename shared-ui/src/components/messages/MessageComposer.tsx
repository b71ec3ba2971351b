import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { messageCharactersLeft } from '@shoreline/shared-domain/conversationMessages';
import { MAX_MESSAGE_LENGTH } from '@shoreline/shared-domain/conversations';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { validateMessageBody } from '@shoreline/shared-domain/validation/validateMessageBody';
import { errorMessage } from '../../api/errorMessage';
import { Button } from '../Button';
import { ErrorBox } from '../ErrorBox';
import { TextField } from '../TextField';
import styles from './MessageComposer.module.css';

/** The counter shows from this many characters left (and past the limit). */
const COUNTER_FROM = 200;

export interface MessageComposerProps {
  /** Sends the checked text; rejecting keeps it in the field and shows why. */
  onSend: (body: string) => Promise<void>;
}

/**
 * Where a party writes (issue 25): a labelled textarea, Enter for a new line and Ctrl/Cmd+Enter or the
 * Send button to send. While sending the text cannot change (read-only keeps the focus in it, which
 * `disabled` would drop) and Send is busy; a failure keeps the text to send again.
 */
export function MessageComposer({ onSend }: MessageComposerProps) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = useRef(false);
  const left = MAX_MESSAGE_LENGTH - text.length;

  const send = () => {
    if (busy.current) return;
    const checked = validateMessageBody(text);
    if (!checked.ok) {
      setInvalid(checked.message);
      return;
    }
    busy.current = true;
    setSending(true);
    setInvalid(null);
    setFailure(null);
    onSend(checked.value)
      .then(
        () => setText(''),
        (error: unknown) => {
          console.error(error);
          setFailure(errorMessage(error, MESSAGES.messageSendFailed));
        },
      )
      .finally(() => {
        busy.current = false;
        setSending(false);
      });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      send();
    }
  };

  return (
    <form className={styles.composer} onSubmit={submit} noValidate>
      {failure && <ErrorBox message={failure} />}
      <TextField
        multiline
        label={MESSAGES.messageLabel}
        placeholder={MESSAGES.messagePlaceholder}
        value={text}
        rows={3}
        readOnly={sending}
        error={invalid}
        hint={left <= COUNTER_FROM ? messageCharactersLeft(left) : undefined}
        onChange={(event) => {
          setText(event.target.value);
          if (invalid) setInvalid(null);
        }}
        onKeyDown={keyDown}
        wrapperClassName={styles.field}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={sending}>
          {sending ? MESSAGES.messageSending : MESSAGES.sendMessage}
        </Button>
      </div>
    </form>
  );
}
