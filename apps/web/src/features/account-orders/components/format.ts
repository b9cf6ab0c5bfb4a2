import { formatUsd } from '../../../lib/format';

/** The API speaks dollars with two decimals; display goes through cents like everywhere else. */
export const usd = (dollars: number) => formatUsd(Math.round(dollars * 100));

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));
