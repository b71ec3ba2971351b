import { render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { Page } from '@shoreline/shared-domain/types';
import { LoadMore } from '../components/LoadMore';
import { fetchAllPages } from '../api/fetchAllPages';
import { usePagedList } from './usePagedList';

interface Item {
  id: string;
}

/** Three pages of a list: a, b | c, d | e (the cursor names the next page). */
const PAGES: Record<string, Page<Item>> = {
  first: { items: [{ id: 'a' }, { id: 'b' }], nextCursor: 'p2' },
  p2: { items: [{ id: 'c' }, { id: 'd' }], nextCursor: 'p3' },
  p3: { items: [{ id: 'e' }], nextCursor: null },
};

const ids = (items: readonly Item[] | undefined) => items?.map((item) => item.id);

function List({ loadPage }: { loadPage: (cursor: string | null) => Promise<Page<Item>> }) {
  const list = usePagedList(loadPage);
  return (
    <>
      <ul aria-label="Items">
        {list.data?.map((item) => (
          <li key={item.id}>{item.id}</li>
        ))}
      </ul>
      <LoadMore list={list} />
    </>
  );
}

describe('usePagedList and LoadMore', () => {
  afterEach(() => jest.restoreAllMocks());

  it('loads the first page, then each next one with the keyboard, and shows no button on the last', async () => {
    const user = userEvent.setup();
    const loadPage = jest.fn((cursor: string | null) => Promise.resolve(PAGES[cursor ?? 'first']!));
    render(<List loadPage={loadPage} />);
    expect(await screen.findByText('b')).toBeInTheDocument();

    const more = screen.getByRole('button', { name: MESSAGES.loadMore });
    more.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('d')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: MESSAGES.loadMore }));
    expect(await screen.findByText('e')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MESSAGES.loadMore })).not.toBeInTheDocument();
    expect(loadPage.mock.calls.map(([cursor]) => cursor)).toEqual([null, 'p2', 'p3']);
  });

  it('keeps what it shows when a next page fails, says so, and loads it on the retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    let fail = true;
    const loadPage = (cursor: string | null) =>
      cursor && fail ? Promise.reject(new Error('offline')) : Promise.resolve(PAGES[cursor ?? 'first']!);
    render(<List loadPage={loadPage} />);
    await user.click(await screen.findByRole('button', { name: MESSAGES.loadMore }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.loadMoreFailed);
    expect(screen.getByText('a')).toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: MESSAGES.loadMore }));
    expect(await screen.findByText('d')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows an item once when the list moved between two pages, and starts again on reload', async () => {
    const pages: Record<string, Page<Item>> = {
      first: { items: [{ id: 'a' }, { id: 'b' }], nextCursor: 'p2' },
      p2: { items: [{ id: 'b' }, { id: 'c' }], nextCursor: null },
    };
    const loadPage = (cursor: string | null) => Promise.resolve(pages[cursor ?? 'first']!);
    const { result } = renderHook(() => usePagedList(loadPage));
    await waitFor(() => expect(ids(result.current.data)).toEqual(['a', 'b']));
    result.current.loadMore();
    await waitFor(() => expect(ids(result.current.data)).toEqual(['a', 'b', 'c']));
    expect(result.current.hasMore).toBe(false);

    result.current.reload();
    await waitFor(() => expect(ids(result.current.data)).toEqual(['a', 'b']));
    expect(result.current.hasMore).toBe(true);
  });

  it('reads every page of a short list whole (fetchAllPages)', async () => {
    const all = await fetchAllPages((cursor) => Promise.resolve(PAGES[cursor ?? 'first']!));
    expect(ids(all)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});
