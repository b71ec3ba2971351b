// A guest remote as small as a server-rendered page allows, built as the real guest pages are: its
// data through useAsync with the server's answer (useEarlyAnswer), prices through <Price>, today
// through useToday. For the tests of server rendering and hydration.
import { useCallback } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { ListingSummary, Page } from '@shoreline/shared-domain/types';
import { apiPaths } from '@shoreline/shared-ui/api/apiPaths';
import { Price } from '@shoreline/shared-ui/components/Price';
import type { RemoteAppModuleExports } from '@shoreline/shared-ui/contract';
import { useAsync } from '@shoreline/shared-ui/hooks/useAsync';
import { RemoteRoot } from '@shoreline/shared-ui/shell/RemoteRoot';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { useEarlyAnswer } from '@shoreline/shared-ui/shell/useEarlyAnswer';
import { useToday } from '@shoreline/shared-ui/shell/useToday';

export const FEED = apiPaths.featuredListings();

function FeaturedPage() {
  const api = useApi();
  const load = useCallback(() => api.request<Page<ListingSummary>>('GET', FEED), [api]);
  const page = useAsync(load, useEarlyAnswer<Page<ListingSummary>>(FEED));
  const today = useToday();
  return (
    <section>
      <h1>{`Featured on ${today}`}</h1>
      {page.status === 'success' ? (
        page.data.items.map((item) => (
          <article key={item.id}>
            <h2>{item.title}</h2>
            <Price amountEur={item.pricePerNight} suffix="/night" />
          </article>
        ))
      ) : (
        <p>Loading</p>
      )}
    </section>
  );
}

export const featuredGuest: RemoteAppModuleExports = {
  default: ({ shell }) => (
    <RemoteRoot shell={shell}>
      <Routes>
        <Route path="/" element={<FeaturedPage />} />
      </Routes>
    </RemoteRoot>
  ),
};
