import { z } from 'zod';

/**
 * Field builders the request schemas share, so that a rule (and its message) is written once.
 * Messages name the field as a person would (`The town / city is required.`).
 */

/** The largest value of a PostgreSQL `integer` column: a larger id names no row. */
export const ID_MAX = 2_147_483_647;

export const requiredMessage = (label: string) => `The ${label} is required.`;
const tooLongMessage = (label: string, max: number) =>
  `The ${label} may not be longer than ${max} characters.`;

/** Text that must be filled in: trimmed, so spaces alone count as missing. */
export function requiredText(label: string, max = 100) {
  return z
    .string({ error: requiredMessage(label) })
    .trim()
    .min(1, requiredMessage(label))
    .max(max, tooLongMessage(label, max));
}

/** Text that may be left out: trimmed, and blank becomes undefined. */
export function optionalText(label: string, max = 100) {
  return z
    .string()
    .trim()
    .max(max, tooLongMessage(label, max))
    .optional()
    .transform((value) => value || undefined);
}

/** A blank form field or query parameter ('' or spaces) counts as not given. */
export function blankToUndefined(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

const PHONE_PATTERN = /^[0-9+()\-.\s]{6,30}$/;
const PHONE_MESSAGE = 'The phone may only contain digits, spaces and + ( ) - .';

/** A phone number as people write it: digits, spaces and + ( ) - . */
export const PhoneSchema = requiredText('phone', 30).regex(PHONE_PATTERN, PHONE_MESSAGE);

/** A phone number that may be left out. */
export const OptionalPhoneSchema = optionalText('phone', 30).refine(
  (value) => value === undefined || PHONE_PATTERN.test(value),
  PHONE_MESSAGE,
);

export const ID_MESSAGE = `The id must be a whole number from 1 to ${ID_MAX}.`;

/**
 * A row's id in a path: a whole number from 1 to ID_MAX; `error` answers any other value. The
 * one rule of every id route: what cannot be an id of ours (not a number, 0, a fraction, beyond
 * a PostgreSQL integer) is 422 on that field; an id that could exist but names no row of the
 * caller's is 404. So no query ever sees an id the database would refuse.
 */
export function idParam(error = ID_MESSAGE) {
  // Each check stops the others, so one bad value gets one message.
  return z.coerce.number({ error }).int({ abort: true }).positive({ abort: true }).max(ID_MAX);
}

/** The product a request names (cart, wish list). */
export const ProductIdSchema = z.coerce
  .number({ error: requiredMessage('product') })
  .int('The product must be a whole number.')
  .positive(requiredMessage('product'))
  .max(ID_MAX, 'This product does not exist.');

/**
 * The days a date filter may name. Wide enough for any order the shop will hold; narrow enough
 * that the day after the last one is still a four-digit year in JavaScript and in SQL.
 */
export const EARLIEST_DAY = '2000-01-01';
export const LATEST_DAY = '2999-12-31';
export const DAY_OUT_OF_RANGE = `Choose a date from ${EARLIEST_DAY} to ${LATEST_DAY}.`;

/** Whether an ISO day (`YYYY-MM-DD`, compared as text) lies from EARLIEST_DAY to LATEST_DAY. */
export function isDayInRange(day: string): boolean {
  return day >= EARLIEST_DAY && day <= LATEST_DAY;
}

/** A 1-based page number in a query string. */
export const PageNumberSchema = z.coerce
  .number({ error: 'The page must be a number.' })
  .int('The page must be a whole number.')
  .min(1, 'The page must be at least 1.')
  .max(100_000, 'The page may not be greater than 100000.')
  .default(1);

/** How many rows a page of a list holds, in a query string. */
export function pageSizeParam(max: number, fallback: number) {
  return z.coerce
    .number({ error: 'The page size must be a number.' })
    .int('The page size must be a whole number.')
    .min(1, 'The page size must be at least 1.')
    .max(max, `The page size may not be greater than ${max}.`)
    .default(fallback);
}
