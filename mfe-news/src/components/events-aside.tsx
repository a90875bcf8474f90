/**
 * The events of /api/web/event/list beside the news center list. Whether an event is upcoming is
 * judged against the newest article's date (the data's own "now"), never the clock, so the server
 * and the browser render the same.
 */
import { useId } from 'react';
import { formatDate, type EventItem } from '@site/shared-contracts';
import { ApiContent, fill, useLanguage, useRouteData } from '@site/shared-contracts/section-kit';
import { useCopy } from '../copy/copy';
import { events as eventsNeed } from '../routes';

/** "upcoming" when the event ends on or after the reference date, "past" before; null without one. */
export function eventStatus(event: EventItem, referenceDate: string | undefined): 'upcoming' | 'past' | null {
  if (!referenceDate) return null;
  return event.endDate >= referenceDate ? 'upcoming' : 'past';
}

/** One event: its status against the reference date, title, dates, city and venue. */
function EventEntry({ event, referenceDate }: { event: EventItem; referenceDate: string | undefined }) {
  const copy = useCopy();
  const language = useLanguage();
  const status = eventStatus(event, referenceDate);
  const start = formatDate(event.startDate, language);
  const dates =
    event.startDate === event.endDate ? (
      <time dateTime={event.startDate}>{start}</time>
    ) : (
      fill(copy.events.dates, { start, end: formatDate(event.endDate, language) })
    );
  return (
    <li className="news-event">
      {status && <p className={`news-event__status news-event__status--${status}`}>{copy.events[status]}</p>}
      <h3 className="news-event__title">{event.title}</h3>
      <p className="news-event__dates">{dates}</p>
      <p className="news-event__place">
        <span className="news-event__city">{event.city}</span>
        <span className="news-event__venue">{event.venue}</span>
      </p>
    </li>
  );
}

export function EventsAside({ referenceDate }: { referenceDate: string | undefined }) {
  const copy = useCopy();
  const headingId = useId();
  const events = useRouteData(eventsNeed);
  return (
    <aside className="news-events" aria-labelledby={headingId}>
      <h2 id={headingId} className="news-events__heading">
        {copy.events.heading}
      </h2>
      <ApiContent result={events}>
        {({ list }) =>
          list.length === 0 ? (
            <p className="news-empty">{copy.events.empty}</p>
          ) : (
            <ul className="news-events__list">
              {list.map((event) => (
                <EventEntry key={event.id} event={event} referenceDate={referenceDate} />
              ))}
            </ul>
          )
        }
      </ApiContent>
    </aside>
  );
}
