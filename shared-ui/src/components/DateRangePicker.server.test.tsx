import { renderToString } from 'react-dom/server';
import { DateRangePicker } from './DateRangePicker';

// The shell's server renders the home, search and listing pages with this picker in them: the
// fields render there closed, without the calendar's code (e2e/guest/ssr.spec.ts renders the pages
// with no window at all).
describe('DateRangePicker on the server', () => {
  it('renders both fields with their dates and hidden inputs, and no calendar', () => {
    const html = renderToString(
      <DateRangePicker
        value={{ start: '2026-07-13', end: '2026-07-16' }}
        onChange={() => undefined}
        startName="checkin"
        endName="checkout"
        today="2026-07-10"
      />,
    );
    expect(html).toContain('value="Jul 13, 2026"');
    expect(html).toContain('value="Jul 16, 2026"');
    expect(html).toContain('name="checkin" value="2026-07-13"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('role="dialog"');
    expect(html).not.toContain('role="grid"');
  });
});
