'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { requireAdminClient } from '@/components/admin/admin-client';
import type { Page } from '@/lib/content/moderation/read-page';
import type { BrowserDataClient } from '@/lib/data/browser-data';

export type PagedListState<Item> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; items: Item[]; nextToken: string | null; isLoadingMore: boolean; moreError: string | null };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A moderation list read a page at a time with the signed-in user's client (user pool: the
 * moderator's group rule lets it read): the first page on mount, "Load more" for the next, and
 * local edits (drop the rows an act closed, put a new one first) without reloading the lot.
 * `firstPage`, when the server read it as the moderator, is shown at once instead of the first
 * read; "Load more" and a reload read in the browser.
 */
export function usePagedList<Item>(loadPage: (client: BrowserDataClient, nextToken: string | null) => Promise<Page<Item>>, firstPage: Page<Item> | null = null) {
  const [state, setState] = useState<PagedListState<Item>>(() =>
    firstPage ? { status: 'ready', items: firstPage.items, nextToken: firstPage.nextToken, isLoadingMore: false, moreError: null } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(loadPage);
  loadRef.current = loadPage;
  const hasFirstPage = useRef(firstPage !== null);

  useEffect(() => {
    if (attempt === 0 && hasFirstPage.current) return;
    let isCurrent = true;
    requireAdminClient()
      .then((client) => loadRef.current(client, null))
      .then(
        (page) => isCurrent && setState({ status: 'ready', items: page.items, nextToken: page.nextToken, isLoadingMore: false, moreError: null }),
        (error: unknown) => isCurrent && setState({ status: 'error', message: messageOf(error) }),
      );
    return () => {
      isCurrent = false;
    };
  }, [attempt]);

  const loadMore = useCallback(async () => {
    if (state.status !== 'ready' || !state.nextToken || state.isLoadingMore) return;
    const token = state.nextToken;
    setState({ ...state, isLoadingMore: true, moreError: null });
    try {
      const page = await loadRef.current(await requireAdminClient(), token);
      setState((current) =>
        current.status === 'ready' ? { ...current, items: [...current.items, ...page.items], nextToken: page.nextToken, isLoadingMore: false } : current,
      );
    } catch (error) {
      setState((current) => (current.status === 'ready' ? { ...current, isLoadingMore: false, moreError: messageOf(error) } : current));
    }
  }, [state]);

  const removeWhere = useCallback((isGone: (item: Item) => boolean) => {
    setState((current) => (current.status === 'ready' ? { ...current, items: current.items.filter((item) => !isGone(item)) } : current));
  }, []);

  const prepend = useCallback((item: Item) => {
    setState((current) => (current.status === 'ready' ? { ...current, items: [item, ...current.items] } : current));
  }, []);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  return { state, loadMore, removeWhere, prepend, reload };
}

export type PagedList<Item> = ReturnType<typeof usePagedList<Item>>;
