import { mergeMessages } from './threadMessages';
import { text } from './testKit';

const ids = (messages: readonly { id: string }[]) => messages.map((message) => message.id);

describe('mergeMessages', () => {
  it('keeps the newest first by numeric id (10 after 9), each id once, an incoming copy winning', () => {
    const current = [text('10', 'a', 'ten'), text('9', 'b', 'nine'), text('8', 'a', 'eight')];
    const merged = mergeMessages(current, [
      text('11', 'b', 'eleven'),
      text('9', 'b', 'nine, again'),
      text('100', 'a', 'x'),
    ]);
    expect(ids(merged)).toEqual(['100', '11', '10', '9', '8']);
    expect(merged.find((message) => message.id === '9')).toMatchObject({ body: 'nine, again' });
  });
});
