import { parsePageState, renderedPageOf, type PageState } from './pageState';
import { readPageState } from './readPageState';

const state: PageState = {
  version: 1,
  href: '/',
  today: '2026-11-30',
  session: { user: null },
  currency: 'GBP',
  rates: null,
  answers: { '/api/destinations': { status: 200, body: [] } },
};

describe('the page state', () => {
  it("answers with the server's answers and date until the visitor leaves the page", () => {
    const rendered = renderedPageOf(state);
    expect(rendered.today()).toBe('2026-11-30');
    expect(rendered.answer('/api/destinations')).toEqual({ status: 200, body: [] });
    expect(rendered.answer('/api/listings?limit=8')).toBeUndefined();
    rendered.leave();
    expect(rendered.today()).toBeUndefined();
    expect(rendered.answer('/api/destinations')).toBeUndefined();
  });

  it('is read only when it is one this shell wrote', () => {
    expect(parsePageState(JSON.parse(JSON.stringify(state)))).toEqual(state);
    expect(parsePageState({ ...state, version: 2 })).toBeNull();
    expect(parsePageState({ ...state, currency: 'XYZ' })).toBeNull();
    expect(parsePageState({ ...state, answers: null })).toBeNull();
    expect(parsePageState('state')).toBeNull();
  });

  it('is read from the page only at the address the server rendered', () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'shoreline-state';
    block.textContent = JSON.stringify({ ...state, href: window.location.pathname });
    document.body.append(block);
    try {
      expect(readPageState(document)?.currency).toBe('GBP');
      block.textContent = JSON.stringify({ ...state, href: '/elsewhere' });
      expect(readPageState(document)).toBeNull();
    } finally {
      block.remove();
    }
  });
});
