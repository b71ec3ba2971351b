// Which inline scripts get the response's nonce: only those that would run.
import { withScriptNonce } from './scriptNonce.mjs';

it('puts the nonce on inline scripts only, never on data blocks or scripts loaded by URL', () => {
  const html =
    '<script>boot()</script><script type="module">start()</script>' +
    '<script type="application/json" id="shoreline-remotes">{}</script>' +
    '<script type="application/ld+json">{"@type":"VacationRental"}</script>' +
    '<script defer src=/main.1a2b3c4d.js></script><script nonce="other">kept()</script>';
  const { html: nonced, count } = withScriptNonce(html, 'abc');
  expect(count).toBe(2);
  expect(nonced).toBe(
    '<script nonce="abc">boot()</script><script nonce="abc" type="module">start()</script>' +
      '<script type="application/json" id="shoreline-remotes">{}</script>' +
      '<script type="application/ld+json">{"@type":"VacationRental"}</script>' +
      '<script defer src=/main.1a2b3c4d.js></script><script nonce="other">kept()</script>',
  );
});
