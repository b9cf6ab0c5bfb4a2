import { sql } from 'drizzle-orm';
import {
  char,
  check,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Trade associations a customer may belong to (spec §3, Registration). */
export interface Affiliations {
  GIGA: boolean;
  EDPA: boolean;
  ASI: boolean;
}

/** role_as values (spec §3): 0 customer, 1 administrator. */
export const ROLE_CUSTOMER = 0;
export const ROLE_ADMIN = 1;

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** The shop's accounts, customers and administrators alike. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    companyname: text('companyname'),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    address2: text('address2'),
    city: text('city').notNull(),
    state: text('state'),
    codepostal: text('codepostal').notNull(),
    /** ISO 3166-1 alpha-2 code. */
    country: char('country', { length: 2 }).notNull(),
    affiliations: jsonb('affiliations')
      .$type<Affiliations>()
      .notNull()
      .default({ GIGA: false, EDPA: false, ASI: false }),
    roleAs: smallint('role_as').notNull().default(ROLE_CUSTOMER),
    ...timestamps,
  },
  (table) => [
    // Sign-in and sign-up compare case-insensitively, so uniqueness must too.
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    check(
      'users_role_as_check',
      sql`${table.roleAs} in (${sql.raw(String(ROLE_CUSTOMER))}, ${sql.raw(String(ROLE_ADMIN))})`,
    ),
  ],
);
