import { REGIONS, tradeShowPath, type ShowStatus, type ShowView } from '@backlit/domain';

const EVENT_STATUS: Record<ShowStatus, string> = {
  scheduled: 'https://schema.org/EventScheduled',
  postponed: 'https://schema.org/EventPostponed',
  cancelled: 'https://schema.org/EventCancelled',
};

/**
 * A show as a schema.org Event, with what search engines require (name, start date, a place
 * with its address) and recommend (end date, status, organiser, how to attend).
 */
export function eventJsonLd(show: ShowView, origin: string): Record<string, unknown> {
  const regionName = REGIONS[show.country].find((region) => region.code === show.region)?.name;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: show.name,
    startDate: show.starts_on,
    endDate: show.ends_on,
    eventStatus: EVENT_STATUS[show.status],
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    url: new URL(tradeShowPath(show.slug), origin).href,
    description: `${show.name} at ${show.venue}, ${show.city}${regionName ? `, ${regionName}` : ''}.`,
    location: {
      '@type': 'Place',
      name: show.venue,
      address: {
        '@type': 'PostalAddress',
        addressLocality: show.city,
        addressRegion: show.region,
        addressCountry: show.country,
      },
    },
    ...(show.organizer && {
      organizer: {
        '@type': 'Organization',
        name: show.organizer,
        ...(show.url && { url: show.url }),
      },
    }),
  };
}
