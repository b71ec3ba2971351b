import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { addDays, earlierDate, laterDate, todayIso } from '@shoreline/shared-domain/dates';
import type { CalendarBlock, HostCalendar } from '@shoreline/shared-domain/hostCalendar';
import { requestsDeclined } from '@shoreline/shared-domain/messages';
import type { IsoDate } from '@shoreline/shared-domain/types';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { validateCalendarBlock } from '@shoreline/shared-domain/validation/validateCalendarBlock';
import { apiErrorStatus } from '@shoreline/shared-ui/api/apiRequestError';
import { errorMessage } from '@shoreline/shared-ui/api/errorMessage';
import { Button } from '@shoreline/shared-ui/components/Button';
import { ErrorBox } from '@shoreline/shared-ui/components/ErrorBox';
import { Notice } from '@shoreline/shared-ui/components/Notice';
import { Page } from '@shoreline/shared-ui/components/Page';
import { PageHeader } from '@shoreline/shared-ui/components/PageHeader';
import { PageSection } from '@shoreline/shared-ui/components/PageSection';
import { Skeleton } from '@shoreline/shared-ui/components/Skeleton';
import { paths } from '@shoreline/shared-ui/routes';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { createBlock } from '../api/createBlock';
import { deleteBlock } from '../api/deleteBlock';
import { indexNights } from '../hooks/calendarNights';
import { firstOfMonth, lastOfMonth } from '../hooks/monthGrid';
import type { NightRange } from '../hooks/rangeSelection';
import { useCalendarSync } from '../hooks/useCalendarSync';
import { useHostCalendar } from '../hooks/useHostCalendar';
import { BlockPanel, hostBlocksIn, rangeText, requestsIn } from './BlockPanel';
import { CalendarEntries } from './CalendarEntries';
import { CalendarLegend } from './CalendarLegend';
import { CalendarMonths } from './CalendarMonths';
import { ExportFeed } from './ExportFeed';
import { ImportedCalendars } from './ImportedCalendars';

/**
 * `/listings/:id/calendar` (issue 12, owner only: the API answers 404 for anyone else's listing):
 * the month view with stays, requests, blocks, imported nights and conflicts; blocking and
 * unblocking ranges; the export feed and the imported calendars.
 */
export function ListingCalendarPage() {
  const { id = '' } = useParams();
  const calendar = useHostCalendar(id);

  let content;
  if (calendar.status === 'loading') {
    content = (
      <div role="status" aria-label="Loading calendar">
        <Skeleton variant="rect" height={320} />
      </div>
    );
  } else if (calendar.status === 'error') {
    const status = apiErrorStatus(calendar.error);
    content =
      status === 404 || status === 400 || status === 403 ? (
        <ErrorBox
          title={MESSAGES.listingNotFound}
          action={{ label: MESSAGES.returnToHome, href: paths.home() }}
        />
      ) : (
        <ErrorBox
          message="The calendar could not be loaded. Please try again."
          action={{ label: 'Retry', onClick: calendar.reload }}
        />
      );
  } else {
    content = <CalendarContent calendar={calendar.data} reload={calendar.reload} />;
  }

  return (
    <Page>
      <PageHeader
        title="Calendar"
        subtitle={calendar.status === 'success' ? calendar.data.listing.title : undefined}
        actions={
          calendar.status === 'success' ? (
            <>
              <Button href={paths.listing(id)} variant="secondary" size="sm">
                View listing
              </Button>
              <Button href={paths.editListing(id)} variant="secondary" size="sm">
                Edit listing
              </Button>
            </>
          ) : undefined
        }
      />
      {content}
    </Page>
  );
}

function CalendarContent({ calendar, reload }: { calendar: HostCalendar; reload: () => void }) {
  const api = useApi();
  const today = todayIso();
  const { listing } = calendar;
  const night = useMemo(() => indexNights(calendar, today), [calendar, today]);
  const [chosen, setChosen] = useState<NightRange | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // Where focus goes once a block or unblock is done (its button is gone by then): WCAG 2.4.3.
  const [focusNight, setFocusNight] = useState<{ date: IsoDate } | null>(null);
  const sync = useCalendarSync(listing.id);

  // Whole months from the window's first night to its last (check-out day excluded).
  const lastNight = addDays(listing.availableTo, -1);
  const first = firstOfMonth(listing.availableFrom);
  const last = lastOfMonth(lastNight);
  const initialFocus = earlierDate(laterDate(today, listing.availableFrom), lastNight);

  const choose = (range: NightRange) => {
    setChosen(range);
    setError(null);
    setDone(null);
  };

  const block = async (note: string) => {
    if (!chosen) return;
    const checked = validateCalendarBlock({ ...chosen, note }, listing, today);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setBusy('block');
    try {
      const created = await createBlock(api, listing.id, {
        startDate: checked.value.startDate,
        endDate: checked.value.endDate,
        ...(checked.value.note ? { note: checked.value.note } : {}),
      });
      // The API decided which requests the block declined (issue 22): the host is told which.
      const declined = created.declinedRequests;
      setDone(`Blocked ${rangeText(chosen)}.${declined.length > 0 ? ` ${requestsDeclined(declined)}` : ''}`);
      setFocusNight({ date: chosen.startDate });
      setChosen(null);
      reload();
    } catch (failure) {
      setError(errorMessage(failure, 'The nights could not be blocked. Please try again.'));
    } finally {
      setBusy(null);
    }
  };

  const unblock = async (blocks: CalendarBlock[]) => {
    setBusy(blocks.length === 1 && blocks[0] ? blocks[0].id : 'block');
    setError(null);
    try {
      for (const one of blocks) await deleteBlock(api, listing.id, one.id);
      setDone(`Unblocked ${blocks.map(rangeText).join('; ')}.`);
      const firstNight = chosen?.startDate ?? blocks[0]?.startDate;
      if (firstNight) setFocusNight({ date: firstNight });
      setChosen(null);
      reload();
    } catch (failure) {
      setError(errorMessage(failure, 'The nights could not be unblocked. Please try again.'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      {!listing.isActive && (
        <Notice tone="info" title="This listing is inactive">
          Guests cannot see or book it; your calendar still works.
        </Notice>
      )}
      <PageSection title="Nights">
        <CalendarLegend />
        <CalendarMonths
          first={first}
          last={last}
          initialFocus={initialFocus}
          night={night}
          chosen={chosen}
          onChoose={choose}
          focusNight={focusNight}
        />
        <p role="status">{done}</p>
        {chosen && (
          <BlockPanel
            key={`${chosen.startDate}/${chosen.endDate}`}
            range={chosen}
            hostBlocks={hostBlocksIn(calendar.blocks, chosen)}
            requests={requestsIn(calendar.requests, chosen)}
            busy={busy !== null}
            error={error}
            onBlock={(note) => void block(note)}
            onUnblock={(blocks) => void unblock(blocks)}
            onCancel={() => setChosen(null)}
          />
        )}
        {!chosen && error && <ErrorBox message={error} />}
        <CalendarEntries calendar={calendar} busyBlockId={busy} onUnblock={(one) => void unblock([one])} />
      </PageSection>
      <PageSection title="Sync with other platforms">
        {sync.status === 'loading' && <Skeleton lines={3} />}
        {sync.status === 'error' && (
          <ErrorBox
            message="The calendar sync settings could not be loaded."
            action={{ label: 'Retry', onClick: sync.reload }}
          />
        )}
        {sync.status === 'success' && (
          <>
            <h3>Export</h3>
            <ExportFeed
              listingId={listing.id}
              exportUrl={sync.data.exportUrl}
              onChange={(exportUrl) => sync.setData((current) => ({ ...current, exportUrl }))}
            />
            <h3>Imported calendars</h3>
            <ImportedCalendars
              listingId={listing.id}
              calendars={sync.data.calendars}
              onChange={(calendars) => {
                sync.setData((current) => ({ ...current, calendars }));
                reload();
              }}
            />
          </>
        )}
      </PageSection>
    </>
  );
}
