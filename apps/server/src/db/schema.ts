import { ROLE, type Affiliations } from '@backlit/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

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
    roleAs: smallint('role_as').notNull().default(ROLE.customer),
    ...timestamps,
  },
  (table) => [
    // Sign-in and sign-up compare case-insensitively, so uniqueness must too.
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    check(
      'users_role_as_check',
      sql`${table.roleAs} in (${sql.raw(String(ROLE.customer))}, ${sql.raw(String(ROLE.admin))})`,
    ),
  ],
);

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Signed-in sessions. Only the SHA-256 of a token is stored: a leaked table does not let anyone
 * sign in. A session ends at `expires_at` (sliding for browser sessions, fixed when remembered)
 * or when revoked (logout, password reset or change).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Hex SHA-256 of the bearer token. */
    tokenHash: text('token_hash').notNull().unique(),
    remember: boolean('remember').notNull().default(false),
    createdAt: instant('created_at').notNull().defaultNow(),
    lastUsedAt: instant('last_used_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/** One-time password-reset links; as with sessions, only the token's SHA-256 is stored. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [index('password_resets_user_id_idx').on(table.userId)],
);

/** Shop categories (Backlit Frames, New Banners…); names are unique ignoring case. */
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    ...timestamps,
  },
  (table) => [uniqueIndex('categories_name_lower_key').on(sql`lower(${table.name})`)],
);

/** A category's sub-categories, in the order the form lists them; unique per category. */
export const subCategories = pgTable(
  'sub_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    uniqueIndex('sub_categories_category_name_lower_key').on(
      table.categoryId,
      sql`lower(${table.name})`,
    ),
  ],
);

/**
 * The products on sale. Prices are whole cents. A category with products cannot be deleted
 * (RESTRICT); deleting a sub-category leaves its products in the category.
 */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    /** Unique ignoring case (products_sku_lower_key). */
    sku: text('sku').notNull(),
    stock: integer('stock').notNull().default(0),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    subCategoryId: integer('sub_category_id').references(() => subCategories.id, {
      onDelete: 'set null',
    }),
    description: text('description').notNull().default(''),
    sellingPriceCents: integer('selling_price_cents'),
    originalPriceCents: integer('original_price_cents').notNull(),
    image: text('image'),
    additionalImages: jsonb('additional_images').$type<string[]>().notNull().default([]),
    /** Visible print area of frames and banners, in millimetres. */
    printWidthMm: integer('print_width_mm'),
    printHeightMm: integer('print_height_mm'),
    unitsSold: integer('units_sold').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('products_sku_lower_key').on(sql`lower(${table.sku})`),
    index('products_category_id_idx').on(table.categoryId),
    index('products_sub_category_id_idx').on(table.subCategoryId),
    index('products_created_at_idx').on(table.createdAt),
    index('products_original_price_cents_idx').on(table.originalPriceCents),
    index('products_units_sold_idx').on(table.unitsSold),
    check('products_stock_check', sql`${table.stock} >= 0`),
    check('products_original_price_cents_check', sql`${table.originalPriceCents} > 0`),
  ],
);
