import { MAX_MESSAGE_LENGTH } from '../conversations';
import { MESSAGES } from '../messages';
import { fail, type Result } from '../result';
import { requireText } from './fields';

// Bidi embeddings, overrides and isolates (U+202A-202E, U+2066-2069) make a message read other than it
// is ("\u202Eexe.gnp" shows as "png.exe"); other control characters but tab and line breaks say nothing.
const MESSAGE_FORBIDDEN = /(?![\t\n\r])[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

/**
 * A message's text (issue 25): trimmed, 1 to MAX_MESSAGE_LENGTH characters, valid Unicode, line breaks
 * and tabs kept, no text-direction or other control characters. CRLF is kept as written; the apps
 * show it as plain text, never as HTML.
 */
export function validateMessageBody(body: unknown): Result<string> {
  const text = requireText(
    body,
    'body',
    MESSAGES.messageRequired,
    MAX_MESSAGE_LENGTH,
    MESSAGES.messageTooLong,
  );
  if (!text.ok) return text;
  if (MESSAGE_FORBIDDEN.test(text.value)) return fail(MESSAGES.messageInvalidCharacters, 'body');
  return text;
}
