import { INJECTED_REMOTES_ID, readInjectedRemotes } from './readInjectedRemotes';

const remotes = {
  guest: 'http://localhost:8081/mf-manifest.json',
  host: 'http://localhost:8082/mf-manifest.json',
  admin: 'http://localhost:8083/mf-manifest.json',
};

function page(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('shell');
  if (json !== null) {
    const block = doc.createElement('script');
    block.type = 'application/json';
    block.id = INJECTED_REMOTES_ID;
    block.textContent = json;
    doc.head.append(block);
  }
  return doc;
}

describe('readInjectedRemotes', () => {
  it("reads the remote locations the shell's server wrote into the page", () => {
    expect(readInjectedRemotes(page(JSON.stringify(remotes)))).toEqual(remotes);
  });

  it('leaves a page without them, or with unreadable ones, to /remotes.json', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(readInjectedRemotes(page(null))).toBeNull();
    expect(readInjectedRemotes(page('{not json'))).toBeNull();
    expect(readInjectedRemotes(page(JSON.stringify({ guest: remotes.guest })))).toBeNull();
    jest.restoreAllMocks();
  });
});
