import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import type { CurrencyCode, Rates } from '@shoreline/shared-domain/types';
import { CurrencyDisplayProvider, useFormatPrice } from './CurrencyContext';
import { Price } from './Price';

const rates: Rates = {
  base: 'EUR',
  rates: { EUR: 1, USD: 1.1, GBP: 0.85 },
  fetchedAt: '2026-07-01T00:00:00.000Z',
  source: 'live',
};

describe('Price', () => {
  it('shows EUR with the fallback rates when no provider is present', () => {
    render(<Price amountEur={120} suffix="/night" />);
    expect(screen.getByText('€120.00')).toHaveTextContent('€120.00/night');
  });

  it('converts with the provider currency and re-renders when the currency changes', () => {
    let setCode: (code: CurrencyCode) => void = () => {};
    function Harness() {
      const [code, setter] = useState<CurrencyCode>('USD');
      setCode = setter;
      return (
        <CurrencyDisplayProvider code={code} rates={rates}>
          <Price amountEur={1000} />
        </CurrencyDisplayProvider>
      );
    }
    render(<Harness />);
    expect(screen.getByText('$1,100.00')).toBeInTheDocument();
    act(() => setCode('GBP'));
    expect(screen.getByText('£850.00')).toBeInTheDocument();
    act(() => setCode('EUR'));
    expect(screen.getByText('€1,000.00')).toBeInTheDocument();
  });

  it('follows new rates for the same currency', () => {
    const { rerender } = render(
      <CurrencyDisplayProvider code="USD" rates={rates}>
        <Price amountEur={10} />
      </CurrencyDisplayProvider>,
    );
    expect(screen.getByText('$11.00')).toBeInTheDocument();
    rerender(
      <CurrencyDisplayProvider code="USD" rates={{ ...rates, rates: { ...rates.rates, USD: 1.2 } }}>
        <Price amountEur={10} />
      </CurrencyDisplayProvider>,
    );
    expect(screen.getByText('$12.00')).toBeInTheDocument();
  });

  it('useFormatPrice formats text outside a <Price>', () => {
    function Total() {
      const format = useFormatPrice();
      return <p>Total: {format(99.5)}</p>;
    }
    render(
      <CurrencyDisplayProvider code="GBP" rates={rates}>
        <Total />
      </CurrencyDisplayProvider>,
    );
    expect(screen.getByText('Total: £84.58')).toBeInTheDocument();
  });
});
