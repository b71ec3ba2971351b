import { MESSAGES } from '../messages';
import { validateBecomeHost } from './validateBecomeHost';

const account = {
  name: 'Dora',
  email: 'dora@example.com',
  password: 'Secret123!',
  confirmPassword: 'Secret123!',
};

describe('validateBecomeHost', () => {
  it('needs only a reason from a signed-in user', () => {
    expect(validateBecomeHost({ reason: ' I have a beach house ' }, true)).toEqual({
      ok: true,
      value: { reason: 'I have a beach house', account: null },
    });
    expect(validateBecomeHost({ reason: '  ' }, true)).toMatchObject({
      message: MESSAGES.reasonRequired,
      field: 'reason',
    });
  });

  it('also needs the account fields from a signed-out visitor', () => {
    expect(validateBecomeHost({ ...account, reason: 'Cottage' }, false)).toEqual({
      ok: true,
      value: {
        reason: 'Cottage',
        account: { name: 'Dora', email: 'dora@example.com', password: 'Secret123!' },
      },
    });
    expect(validateBecomeHost({ reason: 'Cottage' }, false)).toMatchObject({
      message: MESSAGES.nameRequired,
    });
    expect(
      validateBecomeHost({ ...account, confirmPassword: 'other12345', reason: 'Cottage' }, false),
    ).toMatchObject({
      message: "Passwords don't match",
    });
    expect(validateBecomeHost({ ...account, reason: '' }, false)).toMatchObject({
      message: MESSAGES.reasonRequired,
    });
  });

  it('refuses an over-long reason', () => {
    expect(validateBecomeHost({ reason: 'x'.repeat(2001) }, true)).toMatchObject({
      message: MESSAGES.reasonTooLong,
    });
  });
});
