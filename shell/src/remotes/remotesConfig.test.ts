import { parseRemotesConfig } from './remotesConfig';

describe('parseRemotesConfig', () => {
  it('reads the manifest URL of each remote', () => {
    const config = {
      guest: 'https://guest.example/mf-manifest.json',
      host: 'https://host.example/mf-manifest.json',
      admin: 'https://admin.example/mf-manifest.json',
    };
    expect(parseRemotesConfig(config)).toEqual(config);
  });

  it('names the remote a deploy forgot', () => {
    expect(() => parseRemotesConfig({ guest: 'a', host: 'b' })).toThrow(
      'remotes.json has no manifest URL for "admin"',
    );
    expect(() => parseRemotesConfig([])).toThrow('remotes.json has no manifest URL for "guest"');
    expect(() => parseRemotesConfig('guest')).toThrow('remotes.json must be a JSON object');
  });
});
