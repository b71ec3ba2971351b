import { MAX_MESSAGE_LENGTH } from '../conversations';
import { MESSAGES } from '../messages';
import { validateConversationReport } from './validateConversationReport';
import { validateMessageBody } from './validateMessageBody';

describe('validateMessageBody', () => {
  it('trims, and keeps line breaks and tabs inside', () => {
    expect(validateMessageBody('  Hello!\n\nIs there a cot?\tThanks  ')).toEqual({
      ok: true,
      value: 'Hello!\n\nIs there a cot?\tThanks',
    });
  });

  it.each([undefined, null, 42, '', '   \n\t '])('refuses %p as empty', (body) => {
    expect(validateMessageBody(body)).toMatchObject({ ok: false, message: MESSAGES.messageRequired });
  });

  it('accepts exactly the maximum after trimming, and refuses one more', () => {
    expect(validateMessageBody(` ${'a'.repeat(MAX_MESSAGE_LENGTH)} `).ok).toBe(true);
    expect(validateMessageBody('a'.repeat(MAX_MESSAGE_LENGTH + 1))).toMatchObject({
      ok: false,
      message: MESSAGES.messageTooLong,
    });
  });

  it('refuses a lone surrogate', () => {
    expect(validateMessageBody('hi \uD800 there')).toMatchObject({
      ok: false,
      message: MESSAGES.textInvalidCharacters,
    });
  });

  it.each(['\u202Eexe.gnp', 'a\u2066b', 'nul\u0000', 'bell\u0007'])(
    'refuses control characters in %p',
    (body) => {
      expect(validateMessageBody(body)).toMatchObject({
        ok: false,
        message: MESSAGES.messageInvalidCharacters,
      });
    },
  );

  it('keeps links and markup as the text they are', () => {
    const body = '<b>hi</b> see https://example.com/?a=1&b=2';
    expect(validateMessageBody(body)).toEqual({ ok: true, value: body });
  });
});

describe('validateConversationReport', () => {
  it('requires a reason within 500 characters', () => {
    expect(validateConversationReport(' spam ')).toEqual({ ok: true, value: 'spam' });
    expect(validateConversationReport(' ')).toMatchObject({
      ok: false,
      message: MESSAGES.reportReasonRequired,
    });
    expect(validateConversationReport('x'.repeat(501))).toMatchObject({
      ok: false,
      message: MESSAGES.reportReasonTooLong,
    });
  });
});
