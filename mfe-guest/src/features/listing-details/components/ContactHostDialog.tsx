import { useId, useRef, useState, type FormEvent } from 'react';
import { MAX_MESSAGE_LENGTH } from '@shoreline/shared-domain/conversations';
import { messageCharactersLeft } from '@shoreline/shared-domain/conversationMessages';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { validateMessageBody } from '@shoreline/shared-domain/validation/validateMessageBody';
import { apiErrorFields } from '@shoreline/shared-ui/api/apiRequestError';
import { startConversation } from '@shoreline/shared-ui/api/conversations/startConversation';
import { errorMessage } from '@shoreline/shared-ui/api/errorMessage';
import { Button } from '@shoreline/shared-ui/components/Button';
import { Dialog } from '@shoreline/shared-ui/components/Dialog';
import { ErrorBox } from '@shoreline/shared-ui/components/ErrorBox';
import { TextField } from '@shoreline/shared-ui/components/TextField';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import styles from './ContactHostDialog.module.css';

export interface ContactHostDialogProps {
  listingId: string;
  /** Escape, the close button: the text typed so far goes with the dialog. */
  onClose: () => void;
  /** The message is stored: the conversation it started, or the one it was added to. */
  onSent: (conversationId: string) => void;
}

/**
 * "Ask the host a question" (issue 25): one message about the listing, checked as the API checks it
 * (validateMessageBody) before it is sent, with the characters left under it. The API's refusal
 * (rate limit, a listing that went away) is said in the dialog, the text kept for another try.
 */
export function ContactHostDialog({ listingId, onClose, onSent }: ContactHostDialogProps) {
  const api = useApi();
  const formId = `contact-host${useId()}`;
  const textRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setFormError(null);
    const checked = validateMessageBody(text);
    if (!checked.ok) {
      setFieldError(checked.message);
      textRef.current?.focus();
      return;
    }
    setFieldError(null);
    setSending(true);
    try {
      const { conversation } = await startConversation(api, { listingId, body: checked.value });
      onSent(conversation.id);
    } catch (error) {
      setSending(false);
      const message = errorMessage(error, MESSAGES.messageSendFailed);
      if (apiErrorFields(error).includes('body')) {
        setFieldError(message);
        textRef.current?.focus();
      } else {
        setFormError(message);
      }
    }
  };

  return (
    <Dialog
      open
      title={MESSAGES.contactHostTitle}
      onClose={onClose}
      footer={
        <Button type="submit" form={formId} loading={sending}>
          {sending ? MESSAGES.messageSending : MESSAGES.sendMessage}
        </Button>
      }
    >
      <form id={formId} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <p className={styles.hint}>{MESSAGES.contactHostHint}</p>
        <TextField
          ref={textRef}
          multiline
          rows={6}
          label={MESSAGES.messageLabel}
          placeholder={MESSAGES.messagePlaceholder}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (fieldError) setFieldError(null);
          }}
          // The same count the check makes: trimmed, so spaces around the text do not use the allowance.
          hint={messageCharactersLeft(MAX_MESSAGE_LENGTH - text.trim().length)}
          error={fieldError ?? undefined}
        />
        {formError && <ErrorBox message={formError} />}
      </form>
    </Dialog>
  );
}
