import {
  APPROVAL_STATUSES,
  type ApprovalStatus,
  TAX_CERTIFICATE_REMINDER_KINDS,
  TAX_CERTIFICATE_STATUSES,
  type ReturnAddress,
  type ShippingCountry,
  type TaxCertificateForm,
  type TaxCertificateReminderKind,
  type TaxCertificateStatus,
  CART_QTY_MAX,
  QUOTE_QTY_MAX,
  QUOTE_STATES,
  type QuoteState,
  ROLE,
  ARTWORK_FILE_STATUSES,
  PRINT_CHOICES,
  type PrintChoice,
  type Affiliations,
  type MemberNumbers,
  type ArtworkFileStatus,
  type ArtworkFileFormat,
  type PreflightReport,
  ORDER_LINK_KINDS,
  ORDER_STATUSES,
  type OrderLinkKind,
  PAYMENT_STATUSES,
  type AuditArea,
  type OrderStatus,
  type ShowReminderKind,
  type PaymentLedgerProvider,
  type CompanyInvoiceStatus,
  type InvoiceReminderKind,
  COMPANY_INVOICE_STATUSES,
  INVOICE_PAYMENT_KINDS,
  INVOICE_REMINDER_KINDS,
  NET_TERMS_DAYS,
  type PaymentStatus,
  REVIEW_STATUSES,
  type ReviewStatus,
  type TaxComponent,
  type TaxLine,
  type RateRule,
  type ShipToView,
  type TradeShowView,
  type OrderPlan,
  SHOW_REMINDER_KINDS,
  SHOW_STATUSES,
  type ShowStatus,
  CONTENT_KINDS,
  CONTENT_STATUSES,
  type ContentKind,
  type ContentStatus,
  type ContentImage,
  type HomeButton,
  COMPANY_ROLES,
  MEMBERSHIP_STATUSES,
  type Association,
  type CompanyRole,
  type MembershipStatus,
  FIT_ROLES,
  FRAME_FAMILIES,
  type FitRole,
  type FrameFamily,
  ASSOCIATIONS,
  PRICE_RULES,
  type PriceRule,
} from '@backlit/domain';
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  customType,
  date,
  doublePrecision,
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** The domain's list of states as SQL literals, for a CHECK that keeps a column to them. */
const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/**
 * Who receives at which address, as checkout asks for it: the columns an order, a customer's
 * address book and a company's share. A function, so each table gets builders of its own.
 */
const postalAddress = () => ({
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  companyName: text('company_name'),
  address: text('address').notNull(),
  address2: text('address2'),
  city: text('city').notNull(),
  state: text('state').notNull(),
  postcode: text('postcode').notNull(),
  /** ISO 3166-1 alpha-2 code (US or CA). */
  country: char('country', { length: 2 }).notNull(),
  phone: text('phone').notNull(),
});

/** The shop's accounts, customers and administrators alike. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    companyName: text('company_name'),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Contact and address are optional at sign-up: null until the customer gives them. */
    phone: text('phone'),
    address: text('address'),
    address2: text('address2'),
    city: text('city'),
    state: text('state'),
    postcode: text('postcode'),
    /** ISO 3166-1 alpha-2 code. */
    country: char('country', { length: 2 }),
    affiliations: jsonb('affiliations')
      .$type<Affiliations>()
      .notNull()
      .default({ GIGA: false, EDPA: false, ASI: false }),
    /** The member number of each association the customer belongs to, as they gave it. */
    memberNumbers: jsonb('member_numbers').$type<MemberNumbers>().notNull().default({}),
    roleAs: smallint('role_as').notNull().default(ROLE.customer),
    /**
     * When the owner last proved they read the account's address (a link mailed to it was used);
     * null until then. Orders placed without an account at this address join the account only
     * once it is set.
     */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    // Sign-in and sign-up compare case-insensitively, so uniqueness must too.
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    // The dashboard counts the customers who signed up in its days.
    index('users_role_as_created_at_idx').on(table.roleAs, table.createdAt),
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

/**
 * Links that confirm an account's e-mail address (mailed when orders placed without an account
 * wait for it); only the token's SHA-256 is stored. A link confirms the address it was sent to,
 * and only while the account still has it.
 */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [index('email_confirmations_user_id_idx').on(table.userId)],
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
    /** An optional list price, shown struck through when above the price charged. */
    compareAtPriceCents: integer('compare_at_price_cents'),
    /** The price charged. */
    priceCents: integer('price_cents').notNull(),
    image: text('image'),
    additionalImages: jsonb('additional_images').$type<string[]>().notNull().default([]),
    /** Visible print area of frames and banners, in millimetres. */
    printWidthMm: integer('print_width_mm'),
    printHeightMm: integer('print_height_mm'),
    /** The frame size (a slug of the domain's FRAME_SIZES) a printed product is made at. */
    printSize: text('print_size'),
    /**
     * What it fits, as staff keep it: the family of frames (floor, counter, wall) and its role
     * beside a frame (the frame itself, a banner, a spare part, an accessory). With the print
     * size they decide the account's "my frames" suggestions.
     */
    frameFamily: text('frame_family').$type<FrameFamily>(),
    fitRole: text('fit_role').$type<FitRole>(),
    /** One packed unit, for shipping: its weight and its package's three sides (all or none). */
    weightG: integer('weight_g'),
    packageLengthMm: integer('package_length_mm'),
    packageWidthMm: integer('package_width_mm'),
    packageHeightMm: integer('package_height_mm'),
    unitsSold: integer('units_sold').notNull().default(0),
    /**
     * The product's approved reviews, summed up: written by the reviews module in the transaction
     * of every review change (never by the catalogue), so lists and the rating sort read them
     * here instead of grouping the reviews.
     */
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    /** How many approved reviews gave 1, 2, 3, 4 and 5 stars. */
    ratingStars: integer('rating_stars')
      .array()
      .notNull()
      .default(sql`'{0,0,0,0,0}'`),
    /** The Bayesian score the rating sort orders by (see the domain's ratings.ts); 0 unrated. */
    ratingScore: doublePrecision('rating_score').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('products_sku_lower_key').on(sql`lower(${table.sku})`),
    index('products_sub_category_id_idx').on(table.subCategoryId),
    // One index per list order, read in either direction (a deep page is read from the far end),
    // for the whole shop and for one category; the id makes every order total. Newest first is
    // also the back-office's list; a category's products by id are also its related products.
    index('products_category_id_id_idx').on(table.categoryId, table.id),
    index('products_units_sold_id_idx').on(table.unitsSold.desc().nullsFirst(), table.id),
    index('products_category_units_sold_id_idx').on(
      table.categoryId,
      table.unitsSold.desc().nullsFirst(),
      table.id,
    ),
    index('products_created_at_id_idx').on(table.createdAt, table.id),
    index('products_category_created_at_id_idx').on(table.categoryId, table.createdAt, table.id),
    index('products_price_cents_id_idx').on(table.priceCents, table.id),
    index('products_category_price_cents_id_idx').on(table.categoryId, table.priceCents, table.id),
    index('products_price_cents_desc_id_idx').on(table.priceCents.desc().nullsFirst(), table.id),
    index('products_category_price_cents_desc_id_idx').on(
      table.categoryId,
      table.priceCents.desc().nullsFirst(),
      table.id,
    ),
    index('products_rating_score_id_idx').on(table.ratingScore.desc().nullsFirst(), table.id),
    index('products_category_rating_score_id_idx').on(
      table.categoryId,
      table.ratingScore.desc().nullsFirst(),
      table.id,
    ),
    // The dashboard's low-stock list, in its order.
    index('products_stock_name_id_idx').on(table.stock, table.name, table.id),
    check('products_stock_check', sql`${table.stock} >= 0`),
    check('products_price_cents_check', sql`${table.priceCents} > 0`),
    check(
      'products_frame_family_check',
      sql.raw(`frame_family is null or frame_family in (${quoted(FRAME_FAMILIES)})`),
    ),
    check(
      'products_fit_role_check',
      sql.raw(`fit_role is null or fit_role in (${quoted(FIT_ROLES)})`),
    ),
    index('products_fit_role_frame_family_idx').on(table.fitRole, table.frameFamily),
    check(
      'products_package_size_all_or_none',
      sql`num_nulls(${table.packageLengthMm}, ${table.packageWidthMm}, ${table.packageHeightMm}) in (0, 3)`,
    ),
  ],
);

/** PostgreSQL's text-search document type; only the database reads and writes its values. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * What the shop's search reads, one row per product, kept by database triggers (see migration
 * 0011) whenever a product's name, SKU, description or category changes, so no write can forget
 * it. Apart from the products so that stock and sales updates never rewrite it.
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The product's, so that a search in a category reads this table alone. */
    categoryId: integer('category_id').notNull(),
    subCategoryId: integer('sub_category_id'),
    /** Words of the name and SKU (weight A), category (B) and description (C). */
    document: tsvector('document').notNull(),
    /**
     * The product's price and age, so that matches are put in price or date order here, without
     * reading each one's product row (its sales change with every order and are read there).
     */
    priceCents: integer('price_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('product_search_document_idx').using('gin', table.document)],
);

/**
 * Every word of the products' names, SKUs, categories and sub-categories, as the search document
 * holds it (stemmed where it is a word of English) and, for names and categories, as written
 * (lowercase): a typo is nearer the word than its stem ("hnaging" to "hanging", not "hang"). What
 * a search that finds nothing as typed looks for parts of words in (pg_trgm) and near misses of
 * words among (fuzzystrmatch). Words are only added: one that no product has any more matches
 * nothing, and the list stays as small as the catalogue's vocabulary.
 */
export const productWords = pgTable(
  'product_words',
  { word: text('word').primaryKey() },
  (table) => [
    index('product_words_word_idx').using('gin', table.word.op('gin_trgm_ops')),
    // Near misses are looked for among words of letters only, of about the typed length.
    index('product_words_spelled_length_idx')
      .on(sql`length(${table.word})`)
      .where(sql`${table.word} ~ '^[a-z]+$'`),
  ],
);

/**
 * Customers' reviews: one per customer and product (the unique index), allowed once an order line
 * of the product has shipped. Only approved ones are public and count in the product's rating.
 */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    status: text('status').$type<ReviewStatus>().notNull().default('pending'),
    /** Why staff hid it; shown to its author. */
    hiddenReason: text('hidden_reason'),
    /** The shop's public answer. */
    reply: text('reply'),
    repliedAt: instant('replied_at'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('product_reviews_product_id_user_id_key').on(table.productId, table.userId),
    // A product's public list, and its rating's recount, read only its approved reviews.
    index('product_reviews_product_id_status_created_at_idx').on(
      table.productId,
      table.status,
      table.createdAt,
    ),
    // The staff's moderation queue, oldest first per status.
    index('product_reviews_status_created_at_id_idx').on(table.status, table.createdAt, table.id),
    index('product_reviews_user_id_idx').on(table.userId),
    check('product_reviews_rating_check', sql`${table.rating} between 1 and 5`),
    check('product_reviews_status_check', sql.raw(`status in (${quoted(REVIEW_STATUSES)})`)),
  ],
);

/** How reviews are moderated (one row, id 1; no row = new reviews wait for approval). */
export const reviewSettings = pgTable(
  'review_settings',
  {
    id: smallint('id').primaryKey().default(1),
    publishAtOnce: boolean('publish_at_once').notNull().default(false),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [check('review_settings_single_row', sql`${table.id} = 1`)],
);

/**
 * A customer's cart: one line per product (the unique index makes adding merge), holding 1 to 10.
 * A line outlives its product (SET NULL) so the cart can say the product is gone; the stock
 * bound is the service's, since stock may drop after the line was added.
 */
/**
 * The cart of a signed-out shopper, named by a random id that only its signed cookie carries.
 * `updated_at` moves with every change, so a cart left alone long enough can be purged.
 */
export const guestCarts = pgTable(
  'guest_carts',
  {
    id: uuid('id').primaryKey(),
    ...timestamps,
  },
  (table) => [index('guest_carts_updated_at_idx').on(table.updatedAt)],
);

/**
 * The secret that signs the shop's cookies when COOKIE_SECRET is not set: made at random by the
 * first start and shared by every instance through the database, so a cookie signed by one is
 * valid on all.
 */
export const cookieSecret = pgTable(
  'cookie_secret',
  {
    id: smallint('id').primaryKey().default(1),
    secret: text('secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('cookie_secret_single_row', sql`${table.id} = 1`)],
);

/** A cart line belongs to exactly one owner: a customer, or a signed-out shopper's guest cart. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestCartId: uuid('guest_cart_id').references(() => guestCarts.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull(),
    /**
     * A reorder: the approved file of an earlier order this line is printed from, carried into
     * the new order when it is placed (no new upload, no new check).
     */
    reorderFileId: integer('reorder_file_id').references((): AnyPgColumn => artworkFiles.id, {
      onDelete: 'set null',
    }),
    ...timestamps,
  },
  (table) => [
    index('cart_items_reorder_file_id_idx').on(table.reorderFileId),
    uniqueIndex('cart_items_user_id_product_id_key').on(table.userId, table.productId),
    uniqueIndex('cart_items_guest_cart_id_product_id_key').on(table.guestCartId, table.productId),
    index('cart_items_user_id_idx').on(table.userId),
    index('cart_items_product_id_idx').on(table.productId),
    check(
      'cart_items_quantity_check',
      sql`${table.quantity} > 0 and ${table.quantity} <= ${sql.raw(String(CART_QTY_MAX))}`,
    ),
    check(
      'cart_items_one_owner_check',
      sql`(${table.userId} is null) <> (${table.guestCartId} is null)`,
    ),
  ],
);

/**
 * A payment opened with the provider for one customer's cart. It binds the provider's order id
 * to the customer and the amount the server priced, so a payment can be used only by the customer
 * who opened it, and only for that amount.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The customer who opened it; null when a shopper without an account did. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The guest cart a shopper without an account paid from: only a request carrying that cart's
     * signed cookie may place the order. Null once the cart is gone (the order stands).
     */
    guestCartId: uuid('guest_cart_id').references(() => guestCarts.id, { onDelete: 'set null' }),
    provider: text('provider').$type<PaymentLedgerProvider>().notNull(),
    /** The provider's order id (PayPal's order id, or the demo provider's). */
    providerOrderId: text('provider_order_id').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    rush: boolean('rush').notNull(),
    status: text('status').$type<PaymentStatus>().notNull().default('created'),
    captureId: text('capture_id'),
    capturedCents: integer('captured_cents'),
    refundId: text('refund_id'),
    /**
     * What the order will be made of, written with `capturing`: the checkout form and the cart's
     * lines as priced. Reconciliation makes the order from it when the request that captured the
     * money could not.
     */
    checkout: jsonb('checkout').$type<Record<string, unknown>>(),
    /**
     * The ship-to region and method the amount was priced for (null: opened without a region,
     * so without shipping); place-order must ship there by that method.
     */
    shipping: jsonb('shipping').$type<PaymentShipping>(),
    /** The accepted quote this payment pays for instead of the cart; null for a cart's payment. */
    quoteId: integer('quote_id').references((): AnyPgColumn => quotes.id, { onDelete: 'restrict' }),
    /** Why the payment ended where it did when no person decided it (e.g. an automatic refund). */
    note: text('note'),
    ...timestamps,
  },
  (table) => [
    index('payments_user_id_idx').on(table.userId),
    index('payments_guest_cart_id_idx').on(table.guestCartId),
    check('payments_amount_cents_check', sql`${table.amountCents} > 0`),
    check('payments_status_check', sql.raw(`status in (${quoted(PAYMENT_STATUSES)})`)),
  ],
);

/**
 * What the staff's order search reads: order number, e-mail and name in one text. The index on
 * it and the search must use this same expression.
 */
export function orderSearchText(columns: {
  trackingNo: AnyPgColumn;
  email: AnyPgColumn;
  firstName: AnyPgColumn;
  lastName: AnyPgColumn;
}) {
  // In parentheses, so that an operator next to it (`<%`) takes the whole text.
  return sql<string>`(${columns.trackingNo} || ' ' || ${columns.email} || ' ' || ${columns.firstName} || ' ' || ${columns.lastName})`;
}

/** The shipping method an order keeps, as it was priced when the order was placed. */
export interface OrderShippingSnapshot {
  methodId: number;
  method: string;
  priceCents: number;
  transitDaysMin: number;
  transitDaysMax: number;
  deliveryFrom: string;
  deliveryTo: string;
}

/** Who a blind drop-ship order's parcel comes from: the buyer's company, not the shop. */
export interface BlindShipSender {
  name: string;
  returnAddress: ReturnAddress;
  /** The company's logo file (private storage) then, if it had one. */
  logoFile: string | null;
}

/** The certificate that exempted an order, as it read when the order was placed. */
export interface OrderTaxExemption {
  number: string;
  form: TaxCertificateForm;
  country: ShippingCountry;
  region: string;
  /** The sales tax the order would have cost without it: what a filing reports. */
  waivedCents: number;
}

/** What a payment's shipping was priced for. */
export interface PaymentShipping {
  country: string;
  region: string;
  /**
   * Null on payments opened when a region without a method shipped free; place-order refuses
   * them, as it refuses payments with no shipping at all.
   */
  methodId: number | null;
}

/**
 * A paid order. Lines, prices and the billing address are copied in when it is placed, so later
 * catalogue or profile edits never change what was bought. One payment makes at most one order.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    trackingNo: text('tracking_no').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The company the buyer belonged to when placing it (stamped then, never moved): its admin
     * sees the order; a buyer who later leaves does not take it along.
     */
    companyId: integer('company_id').references((): AnyPgColumn => companies.id, {
      onDelete: 'set null',
    }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    paymentOrderId: text('payment_order_id').notNull().unique(),
    paymentMethod: text('payment_method').notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('paid'),
    ...postalAddress(),
    email: text('email').notNull(),
    orderNotes: text('order_notes'),
    /** The company buyer's own purchase-order number, as they gave it at checkout. */
    poNumber: text('po_number'),
    promotions: boolean('promotions').notNull().default(false),
    rush: boolean('rush').notNull().default(false),
    subtotalCents: integer('subtotal_cents').notNull(),
    rushFeeCents: integer('rush_fee_cents').notNull().default(0),
    /** Sales tax charged, in all; `taxLines` holds each component as charged. */
    taxCents: integer('tax_cents').notNull().default(0),
    taxLines: jsonb('tax_lines').$type<TaxLine[]>().notNull().default([]),
    /** What shipping cost, included in the total (0 when free or on orders placed before it). */
    shippingCents: integer('shipping_cents').notNull().default(0),
    /** The method as chosen and priced at checkout; null on orders placed before shipping. */
    shipping: jsonb('shipping').$type<OrderShippingSnapshot>(),
    /** Where it goes (the billing address copied when that is where); null on older orders. */
    shipTo: jsonb('ship_to').$type<ShipToView>(),
    /** Delivery to a trade-show booth; `deliverBy` repeats its day for the staff's filter. */
    tradeShow: jsonb('trade_show').$type<TradeShowView>(),
    deliverBy: date('deliver_by', { mode: 'string' }),
    /**
     * The show or date the buyer planned the order for, with the days worked out at checkout;
     * `shipBy` repeats its ship-by day for the production board and the reminders.
     */
    showPlan: jsonb('show_plan').$type<OrderPlan>(),
    shipBy: date('ship_by', { mode: 'string' }),
    /**
     * The company's certificate that took the ship-to region's sales tax off (tax is then 0),
     * and the certificate as it read then, with the tax it would have cost; null when taxed.
     */
    taxExemptCertificateId: integer('tax_exempt_certificate_id').references(
      (): AnyPgColumn => taxExemptCertificates.id,
      { onDelete: 'set null' },
    ),
    taxExemption: jsonb('tax_exemption').$type<OrderTaxExemption>(),
    /** Shipped blind: the company's sender as it was when the order was placed; null otherwise. */
    blindShip: jsonb('blind_ship').$type<BlindShipSender>(),
    totalCents: integer('total_cents').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    /** Set when staff mark the order shipped. */
    carrier: text('carrier'),
    shipmentTrackingNumber: text('shipment_tracking_number'),
    shippedAt: instant('shipped_at'),
    ...timestamps,
    /**
     * The words of the order number, e-mail and name, as the staff's search reads them; kept by
     * the database. An e-mail address is one word.
     */
    searchDocument: tsvector('search_document')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`to_tsvector('simple', ${orderSearchText({ trackingNo: orders.trackingNo, email: orders.email, firstName: orders.firstName, lastName: orders.lastName })})`,
      ),
  },
  (table) => [
    index('orders_user_id_idx').on(table.userId),
    index('orders_company_id_created_at_idx').on(table.companyId, table.createdAt),
    // Placing an order looks its payment up (an order per payment, at most).
    index('orders_payment_id_idx').on(table.paymentId),
    // The staff list, newest first: all orders, or one status; the id breaks ties and lets a
    // page be picked from the index alone.
    index('orders_created_at_id_idx').on(table.createdAt, table.id),
    index('orders_status_created_at_id_idx').on(table.status, table.createdAt, table.id),
    // The staff search: words and word starts; then parts of words and near misses.
    index('orders_search_document_idx').using('gin', table.searchDocument),
    index('orders_search_idx').using('gin', sql`${orderSearchText(table)} gin_trgm_ops`),
    // Staff pick the orders due at a show on a given day.
    index('orders_deliver_by_idx').on(table.deliverBy),
    // The staff search finds an order by its purchase-order number, as written in any case.
    index('orders_po_number_idx')
      .on(sql`lower(${table.poNumber})`)
      .where(sql`${table.poNumber} is not null`),
    // The production board and the reminders pick planned orders by their ship-by day.
    index('orders_ship_by_idx').on(table.shipBy),
    // Orders placed without an account join the account of their e-mail address.
    index('orders_guest_email_idx')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.userId} is null`),
    check(
      'orders_total_check',
      sql`${table.totalCents} = ${table.subtotalCents} + ${table.rushFeeCents} + ${table.shippingCents} + ${table.taxCents}`,
    ),
    check('orders_shipping_cents_check', sql`${table.shippingCents} >= 0`),
    check('orders_status_check', sql.raw(`status in (${quoted(ORDER_STATUSES)})`)),
  ],
);

/**
 * Every word of the names on orders, once, kept by a database trigger (see migration 0011): the
 * staff's search looks a mistyped name up here (a few thousand words) and then searches the
 * orders for the words it is a near miss of, through the orders' text-search index.
 */
export const orderNameWords = pgTable(
  'order_name_words',
  { word: text('word').primaryKey() },
  (table) => [index('order_name_words_word_idx').using('gin', table.word.op('gin_trgm_ops'))],
);

/** What an order holds, as it was bought. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    sku: text('sku').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    /**
     * A trade price: the list price the unit was charged below, and the rule that gave the
     * price; both null for a line bought at the list price.
     */
    listUnitPriceCents: integer('list_unit_price_cents'),
    priceRule: text('price_rule').$type<PriceRule>(),
    quantity: integer('quantity').notNull(),
    /** The product's print size when bought: the line needs artwork at that frame size. */
    printSize: text('print_size'),
  },
  (table) => [
    index('order_lines_order_id_idx').on(table.orderId),
    // Deleting a product sets its lines' product_id to null: found through this, not a scan.
    index('order_lines_product_id_idx').on(table.productId),
    check('order_lines_quantity_check', sql`${table.quantity} > 0`),
    check(
      'order_lines_price_rule_check',
      sql.raw(`price_rule is null or price_rule in (${quoted(PRICE_RULES)})`),
    ),
  ],
);

/**
 * Private links to an order's page, for orders placed without an account: whoever holds one
 * follows the order and sends its artwork as a customer would. Only the token's SHA-256 is
 * stored; `mail` links went out by e-mail (so using one proves the mailbox), `checkout` links
 * were handed to the browser that paid. A link works until staff revoke it.
 */
export const orderLinks = pgTable(
  'order_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    kind: text('kind').$type<OrderLinkKind>().notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    revokedAt: instant('revoked_at'),
  },
  (table) => [
    index('order_links_order_id_idx').on(table.orderId),
    check('order_links_kind_check', sql.raw(`kind in (${quoted(ORDER_LINK_KINDS)})`)),
  ],
);

/**
 * E-mails already sent, by what caused them (a job's id): a job retried after its worker died
 * between sending and finishing does not send again.
 */
export const sentMails = pgTable('sent_mails', {
  key: text('key').primaryKey(),
  sentAt: instant('sent_at').notNull().defaultNow(),
});

/** Provider webhook events already handled: a replayed event id changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  eventType: text('event_type').notNull(),
  resourceId: text('resource_id'),
  receivedAt: instant('received_at').notNull().defaultNow(),
});

/**
 * Staff actions across the back-office (catalogue, orders, team, settings): who, what, when.
 * Written through `platform/audit.ts` in the same transaction as the change it records.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as it was, so the entry still names the person after their account changes. */
    actorEmail: text('actor_email').notNull(),
    area: text('area').$type<AuditArea>().notNull(),
    action: text('action').notNull(),
    summary: text('summary').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_created_at_idx').on(table.createdAt),
    index('audit_log_area_idx').on(table.area),
  ],
);

/**
 * Every change of an order's status after it was placed: from, to, who (null for the payment
 * provider's webhook), when, and what came with it (carrier and tracking number when shipped,
 * the amount when refunded, a note). The order's placing itself is its `created_at`.
 */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<OrderStatus>().notNull(),
    toStatus: text('to_status').$type<OrderStatus>().notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    refundCents: integer('refund_cents'),
    note: text('note'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [index('order_status_events_order_id_idx').on(table.orderId)],
);

/**
 * Money given back on an order through the payment provider (by staff, or noticed through the
 * provider's webhook), its sum never more than was captured; or, on an order placed on account,
 * taken off its invoice by a credit note, whose number is then the refund's id.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The provider's refund id, or the credit note's number (CN-2026-000001). */
    providerRefundId: text('provider_refund_id').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    /** Null when the refund was made outside the shop (e.g. the provider's dashboard). */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('order_refunds_order_id_idx').on(table.orderId),
    check('order_refunds_amount_cents_check', sql`${table.amountCents} > 0`),
  ],
);

/**
 * Orders per UTC day of placing and current status, with their totals and what was refunded on
 * them: the dashboard's figures and the staff list's counts without reading every order. Kept by
 * database triggers on `orders` and `order_refunds` (see migration 0011), in the transaction of
 * the change.
 */
export const orderDayTotals = pgTable(
  'order_day_totals',
  {
    day: date('day').notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    orders: integer('orders').notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.status] })],
);

/**
 * One invoice per order, numbered without gaps within each year (INV-2026-000001). The number is
 * taken from `invoice_counters` in the transaction that records the invoice, so a rolled-back
 * transaction gives its number back and the same order always keeps the same number.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'restrict' }),
    number: text('number').notNull().unique(),
    issuedAt: instant('issued_at').notNull().defaultNow(),
  },
  (table) => [index('invoices_issued_at_idx').on(table.issuedAt)],
);

/** The last invoice number given out in each year of the shop's calendar (its time zone). */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** The last credit note number given out in each year of the shop's calendar, as invoices'. */
export const creditNoteCounters = pgTable('credit_note_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

// ---------------------------------------------------------------------------------------------
// Customer account: address book, wish list, e-mail changes.

/**
 * A customer's saved addresses (the checkout's billing fields). At most one default per
 * customer, enforced by the partial unique index; the cap on how many is the service's.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label'),
    ...postalAddress(),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    index('addresses_user_id_idx').on(table.userId),
    uniqueIndex('addresses_one_default_per_user_key')
      .on(table.userId)
      .where(sql`${table.isDefault}`),
  ],
);

/** A customer's wish list: one row per product; a deleted product leaves it (CASCADE). */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('wishlist_items_user_id_product_id_key').on(table.userId, table.productId),
    index('wishlist_items_product_id_idx').on(table.productId),
  ],
);

/**
 * Pending e-mail changes: the one-time link goes to the new address; only its SHA-256 is stored.
 * The new address is checked again for being free when the link is used.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [index('email_changes_user_id_idx').on(table.userId)],
);

/** Each staff member's own to-do list on the admin dashboard. */
export const staffTodos = pgTable(
  'staff_todos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    done: boolean('done').notNull().default(false),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [index('staff_todos_user_id_idx').on(table.userId)],
);

/**
 * The countries checkout and the address book accept, as staff choose them among those the shop
 * knows the states and postcodes of. The migration that makes the table puts both in.
 */
export const shippingCountries = pgTable(
  'shipping_countries',
  { code: text('code').primaryKey() },
  (table) => [check('shipping_countries_known', sql`${table.code} in ('US', 'CA')`)],
);

/**
 * The sales-tax table staff keep: per US state and Canadian province, whether the shop collects
 * there, whether shipping is taxed, and the named components with their rates (thousandths of a
 * percent). A region without a row is not collected in. The migration that makes the table puts
 * Canada's components in, not collected until staff say so.
 */
export const taxRegions = pgTable(
  'tax_regions',
  {
    country: char('country', { length: 2 }).notNull(),
    region: text('region').notNull(),
    collect: boolean('collect').notNull().default(false),
    shippingTaxable: boolean('shipping_taxable').notNull().default(true),
    components: jsonb('components').$type<TaxComponent[]>().notNull().default([]),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.country, table.region] })],
);

/**
 * Where the shop delivers at what price: zones of states and provinces, each with its methods.
 * Staff replace them as a whole; the migration that makes the tables puts in the defaults.
 */
export const shippingZones = pgTable('shipping_zones', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  /** The order staff list the zones in. */
  position: integer('position').notNull(),
});

/** A state or province belongs to one zone at most: the key is the region. */
export const shippingZoneRegions = pgTable(
  'shipping_zone_regions',
  {
    country: text('country').notNull(),
    region: text('region').notNull(),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => shippingZones.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.country, table.region] }),
    index('shipping_zone_regions_zone_id_idx').on(table.zoneId),
  ],
);

/**
 * A way of delivering to a zone. The rule (flat, or bands of weight or subtotal, in cents and
 * grams) is checked by the contract's schema on the way in and kept as it was checked.
 */
export const shippingMethods = pgTable(
  'shipping_methods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => shippingZones.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    rateRule: jsonb('rate_rule').$type<RateRule>().notNull(),
    freeFromCents: integer('free_from_cents'),
    transitDaysMin: smallint('transit_days_min').notNull(),
    transitDaysMax: smallint('transit_days_max').notNull(),
    carriesOversized: boolean('carries_oversized').notNull().default(false),
    active: boolean('active').notNull().default(true),
  },
  (table) => [
    index('shipping_methods_zone_id_idx').on(table.zoneId),
    check(
      'shipping_methods_transit_check',
      sql`0 <= ${table.transitDaysMin} and ${table.transitDaysMin} <= ${table.transitDaysMax}`,
    ),
  ],
);

/**
 * The shop's identity as staff set it in the back-office (one row, id 1). Until staff save, there
 * is no row and the SHOP_* configuration applies.
 */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: smallint('id').primaryKey().default(1),
    name: text('name').notNull(),
    tagline: text('tagline').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [check('shop_settings_single_row', sql`${table.id} = 1`)],
);

/**
 * Artwork uploads still under way (the tus protocol): which order and lines the file is for and
 * who sends it, recorded before the first byte so every later request can be checked.
 */
export const artworkUploads = pgTable(
  'artwork_uploads',
  {
    id: text('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Who sends it: a signed-in user, or (null) the holder of a guest order's private link. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A guest's uploads count against their order's e-mail address, as a customer's do against the account. */
    guestEmail: text('guest_email'),
    lineIds: jsonb('line_ids').$type<number[]>().notNull(),
    filename: text('filename').notNull(),
    /** The size the upload announced (the most a file may be when it did not say). */
    declaredBytes: bigint('declared_bytes', { mode: 'number' }).notNull().default(0),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('artwork_uploads_order_id_idx').on(table.orderId),
    index('artwork_uploads_user_id_idx').on(table.userId),
    index('artwork_uploads_guest_email_idx').on(table.guestEmail),
    check(
      'artwork_uploads_one_sender_check',
      sql`(${table.userId} is null) <> (${table.guestEmail} is null)`,
    ),
  ],
);

/** A print file received for an order, its preflight report and proof, and the staff's review. */
export const artworkFiles = pgTable(
  'artwork_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Name in the private file storage; null once the file was deleted (replaced or expired). */
    storageName: text('storage_name'),
    filename: text('filename').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    format: text('format').$type<ArtworkFileFormat>().notNull(),
    status: text('status').$type<ArtworkFileStatus>().notNull(),
    report: jsonb('report').$type<PreflightReport>(),
    proofName: text('proof_name'),
    /** Page 1's visible area without lines, which the lit preview draws on the frame. */
    previewName: text('preview_name'),
    /** Set on a version the shop made of the customer's file: that file (bleed added to it). */
    correctedFrom: integer('corrected_from').references((): AnyPgColumn => artworkFiles.id, {
      onDelete: 'set null',
    }),
    /**
     * Set on the customer's file once the shop offered a version with the bleed added: which
     * version they chose for print (their own file, or the shop's).
     */
    printChoice: text('print_choice').$type<PrintChoice>(),
    /**
     * Set on a file carried into a reorder: the approved file of the earlier order it repeats.
     * Both rows name the same stored file, which is deleted only when no row names it any more.
     */
    reorderedFrom: integer('reordered_from').references((): AnyPgColumn => artworkFiles.id, {
      onDelete: 'set null',
    }),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** Sent by staff on the customer's behalf (a file that came by e-mail). */
    byStaff: boolean('by_staff').notNull().default(false),
    /** The staff's words: why a new file is needed, or why a warning was accepted. */
    staffMessage: text('staff_message'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: instant('reviewed_at'),
    ...timestamps,
  },
  (table) => [
    index('artwork_files_order_id_idx').on(table.orderId),
    // The prepress queue: files waiting for review, oldest first.
    index('artwork_files_status_created_at_idx').on(table.status, table.createdAt),
    check('artwork_files_status_check', sql.raw(`status in (${quoted(ARTWORK_FILE_STATUSES)})`)),
    check(
      'artwork_files_print_choice_check',
      sql.raw(`print_choice is null or print_choice in (${quoted(PRINT_CHOICES)})`),
    ),
    index('artwork_files_corrected_from_idx').on(table.correctedFrom),
    index('artwork_files_reordered_from_idx').on(table.reorderedFrom),
    // Whether a stored name is still used by another order's row (a reorder's shared file).
    index('artwork_files_storage_name_idx').on(table.storageName),
  ],
);

/** Which file each artwork line is printed from now; one file may serve several lines. */
export const artworkLines = pgTable(
  'artwork_lines',
  {
    orderLineId: integer('order_line_id')
      .primaryKey()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => artworkFiles.id, { onDelete: 'cascade' }),
  },
  (table) => [index('artwork_lines_file_id_idx').on(table.fileId)],
);

/**
 * The trade-show calendar staff keep: where and when each show is, where its goods go (the
 * advance warehouse and its receiving days, the days the site takes deliveries to the booth).
 * The storefront lists those not over yet, with the days to order by.
 */
export const tradeShows = pgTable(
  'trade_shows',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** URL segment of the show's page, made from its name and year, kept when it is renamed. */
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    organizer: text('organizer'),
    venue: text('venue').notNull(),
    city: text('city').notNull(),
    /** ISO 3166-1 alpha-2 code, and the state or province code. */
    country: char('country', { length: 2 }).notNull(),
    region: text('region').notNull(),
    moveIn: date('move_in', { mode: 'string' }).notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    contractor: text('contractor'),
    warehouseAddress: text('warehouse_address'),
    warehouseFrom: date('warehouse_from', { mode: 'string' }),
    warehouseTo: date('warehouse_to', { mode: 'string' }),
    directFrom: date('direct_from', { mode: 'string' }),
    directTo: date('direct_to', { mode: 'string' }),
    url: text('url'),
    status: text('status').$type<ShowStatus>().notNull().default('scheduled'),
    ...timestamps,
  },
  (table) => [
    // The storefront's list: shows not over yet, soonest first.
    index('trade_shows_ends_on_idx').on(table.endsOn),
    check('trade_shows_status_check', sql.raw(`status in (${quoted(SHOW_STATUSES)})`)),
    check(
      'trade_shows_dates_in_order',
      sql`${table.moveIn} <= ${table.startsOn} and ${table.startsOn} <= ${table.endsOn}`,
    ),
    check(
      'trade_shows_warehouse_whole',
      sql`(${table.warehouseAddress} is null) = (${table.warehouseFrom} is null)
        and (${table.warehouseFrom} is null) = (${table.warehouseTo} is null)`,
    ),
    check(
      'trade_shows_direct_whole',
      sql`(${table.directFrom} is null) = (${table.directTo} is null)`,
    ),
  ],
);

/** Days the shop does not work besides weekends and US federal holidays (both ends included). */
export const shopClosures = pgTable(
  'shop_closures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
  },
  (table) => [check('shop_closures_in_order', sql`${table.startsOn} <= ${table.endsOn}`)],
);

/**
 * The planner's clock as staff set it: the shop's time zone and its daily order cut-off. No row
 * until staff save: then America/New_York and noon.
 */
export const plannerSettings = pgTable(
  'planner_settings',
  {
    id: smallint('id').primaryKey().default(1),
    timeZone: text('time_zone').notNull(),
    /** `HH:MM`, 24-hour clock, in that zone. */
    orderCutoff: text('order_cutoff').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('planner_settings_single_row', sql`${table.id} = 1`)],
);

/**
 * The reminders sent about planned orders, one row per order and kind: the sweep claims a row in
 * the transaction that queues the e-mail, so a second sweep (a re-run, another instance) finds it
 * taken and queues nothing.
 */
export const showReminders = pgTable(
  'show_reminders',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ShowReminderKind>().notNull(),
    /** The deadline the reminder was about, as the order's plan had it. */
    deadline: date('deadline', { mode: 'string' }).notNull(),
    queuedAt: instant('queued_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.kind] }),
    check('show_reminders_kind_check', sql.raw(`kind in (${quoted(SHOW_REMINDER_KINDS)})`)),
  ],
);

/**
 * The shop's reading content (news, blog posts, FAQ entries, the static pages), written by staff
 * in Markdown. Seeded once from the repository's `content/` files; from then on the database is
 * what the shop shows. Public while not a draft and `published_at` has come.
 */
export const contentEntries = pgTable(
  'content_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<ContentKind>().notNull(),
    slug: text('slug').notNull(),
    /** The historic address of the first eight news articles; null: the address from the slug. */
    route: text('route'),
    /** The question, for a FAQ entry. */
    title: text('title').notNull(),
    body: text('body').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    description: text('description').notNull().default(''),
    author: text('author').notNull().default(''),
    category: text('category').notNull().default(''),
    commentCount: integer('comment_count').notNull().default(0),
    topic: text('topic'),
    /** A FAQ entry's place in the list. */
    position: integer('position'),
    image: jsonb('image').$type<ContentImage>(),
    sections: jsonb('sections').$type<Record<string, string>>().notNull().default({}),
    status: text('status').$type<ContentStatus>().notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('content_entries_kind_slug_idx').on(table.kind, table.slug),
    uniqueIndex('content_entries_route_idx').on(table.route),
    // The shop's lists: one kind, newest first.
    index('content_entries_kind_published_idx').on(table.kind, table.publishedAt),
    check('content_entries_kind_check', sql.raw(`kind in (${quoted(CONTENT_KINDS)})`)),
    check('content_entries_status_check', sql.raw(`status in (${quoted(CONTENT_STATUSES)})`)),
  ],
);

/**
 * The home page's hero and featured products (one row, id 1), seeded at the first start with what
 * the home page showed when it was code. The featured products are ids in the staff's order and
 * no foreign key: a product deleted later is skipped when the page is read, not an error.
 */
export const homePage = pgTable(
  'home_page',
  {
    id: smallint('id').primaryKey().default(1),
    eyebrow: text('eyebrow').notNull().default(''),
    heading: text('heading').notNull(),
    headingAccent: text('heading_accent').notNull().default(''),
    text: text('text').notNull(),
    buttons: jsonb('buttons').$type<HomeButton[]>().notNull().default([]),
    image: jsonb('image').$type<ContentImage>(),
    featuredProductIds: integer('featured_product_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [check('home_page_single_row', sql`${table.id} = 1`)],
);

// ---------------------------------------------------------------------------------------------
// Companies: trade accounts whose members buy together.

/**
 * A trade account: several people buying for one business. `customerGroupId` is the one price
 * group its members buy at (null: list prices).
 */
export const companies = pgTable(
  'companies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    taxId: text('tax_id'),
    customerGroupId: integer('customer_group_id').references(() => customerGroups.id, {
      onDelete: 'set null',
    }),
    /**
     * The sender its blind drop-ship parcels name instead of the shop: a shipping name, a return
     * address and a logo (a private file's name; older logos stay stored, orders name them).
     */
    shippingName: text('shipping_name'),
    returnAddress: jsonb('return_address').$type<ReturnAddress>(),
    logoFile: text('logo_file'),
    /** A buyer's order whose goods come to more needs an admin's approval; null: none does. */
    approvalLimitCents: integer('approval_limit_cents'),
    ...timestamps,
  },
  (table) => [
    index('companies_name_lower_idx').on(sql`lower(${table.name})`),
    index('companies_customer_group_id_idx').on(table.customerGroupId),
    check('companies_approval_limit_check', sql`${table.approvalLimitCents} > 0`),
  ],
);

/** A line of an approval request: what the buyer asked to order, at the price they saw. */
export interface ApprovalLine {
  productId: number;
  name: string;
  sku: string;
  unitPriceCents: number;
  quantity: number;
}

/**
 * A buyer's request that a company admin approve an order over the company's approval limit:
 * exactly these lines (of the cart, or of an accepted quote), whose `fingerprint` (quote and
 * product quantities) a checkout must match. Used once: the order placed with it is recorded.
 */
export const orderApprovals = pgTable(
  'order_approvals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<ApprovalStatus>().notNull().default('pending'),
    lines: jsonb('lines').$type<ApprovalLine[]>().notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    fingerprint: text('fingerprint').notNull(),
    quoteId: integer('quote_id').references(() => quotes.id, { onDelete: 'set null' }),
    note: text('note'),
    requestedAt: instant('requested_at').notNull().defaultNow(),
    decidedAt: instant('decided_at'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /**
     * The payment that holds it (set before its capture, kept once it makes the order): an
     * approval serves one order, so a second payment may not take it while this one is being
     * captured or captured.
     */
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('order_approvals_company_id_idx').on(table.companyId, table.requestedAt),
    index('order_approvals_user_id_status_idx').on(table.userId, table.status),
    check('order_approvals_status_check', sql.raw(`status in (${quoted(APPROVAL_STATUSES)})`)),
    check('order_approvals_subtotal_check', sql`${table.subtotalCents} > 0`),
  ],
);

/**
 * Who is in which company, and as what. The user is the key: a person belongs to at most one
 * company, enforced by the database rather than by a check that two requests could both pass.
 */
export const companyMembers = pgTable(
  'company_members',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    role: text('role').$type<CompanyRole>().notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('company_members_company_id_idx').on(table.companyId),
    check('company_members_role_check', sql.raw(`role in (${quoted(COMPANY_ROLES)})`)),
  ],
);

/**
 * Invitations to join a company, mailed as a one-time link: only the token's SHA-256 is kept.
 * One open invitation per company and address; a used or withdrawn one keeps its row.
 */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Lower-cased: only the account with this address may accept. */
    email: text('email').notNull(),
    role: text('role').$type<CompanyRole>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: instant('expires_at').notNull(),
    acceptedAt: instant('accepted_at'),
    revokedAt: instant('revoked_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('company_invitations_open_key')
      .on(table.companyId, table.email)
      .where(sql`${table.acceptedAt} is null and ${table.revokedAt} is null`),
    check('company_invitations_role_check', sql.raw(`role in (${quoted(COMPANY_ROLES)})`)),
  ],
);

/** The company's shared address book: every member may ship and bill to these. */
export const companyAddresses = pgTable(
  'company_addresses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    label: text('label'),
    ...postalAddress(),
    ...timestamps,
  },
  (table) => [index('company_addresses_company_id_idx').on(table.companyId)],
);

/**
 * The trade associations a company says it belongs to, one row per association, and what staff
 * made of the claim. Only a verified one will count for prices.
 */
export const companyMemberships = pgTable(
  'company_memberships',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    association: text('association').$type<Association>().notNull(),
    memberNumber: text('member_number').notNull(),
    status: text('status').$type<MembershipStatus>().notNull().default('pending'),
    reason: text('reason'),
    reviewedAt: instant('reviewed_at'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.association] }),
    index('company_memberships_status_idx').on(table.status),
    check(
      'company_memberships_status_check',
      sql.raw(`status in (${quoted(MEMBERSHIP_STATUSES)})`),
    ),
    check(
      'company_memberships_reason_check',
      sql`(${table.status} = 'refused') = (${table.reason} is not null)`,
    ),
  ],
);

/**
 * A company's tax-exempt resale certificates, one per upload: the PDF is a private file (only
 * the company's admins and staff read it). Staff approve or refuse each; an approved one exempts
 * orders shipped to its region up to and including its expiry day.
 */
export const taxExemptCertificates = pgTable(
  'tax_exempt_certificates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    form: text('form').$type<TaxCertificateForm>().notNull(),
    number: text('number').notNull(),
    country: text('country').$type<ShippingCountry>().notNull(),
    region: text('region').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    /** The PDF's name in the private file storage. */
    fileName: text('file_name').notNull(),
    status: text('status').$type<TaxCertificateStatus>().notNull().default('pending'),
    reason: text('reason'),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: instant('reviewed_at'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    // Checkout looks up a company's approved certificates for a region.
    index('tax_exempt_certificates_company_region_idx').on(
      table.companyId,
      table.country,
      table.region,
    ),
    index('tax_exempt_certificates_status_idx').on(table.status),
    check(
      'tax_exempt_certificates_status_check',
      sql.raw(`status in (${quoted(TAX_CERTIFICATE_STATUSES)})`),
    ),
    check(
      'tax_exempt_certificates_reason_check',
      sql`(${table.status} = 'refused') = (${table.reason} is not null)`,
    ),
  ],
);

/**
 * The expiry reminders queued about a certificate: one of each kind, ever, claimed in the
 * transaction that queues its e-mail, so sweeps running side by side send it once.
 */
export const taxExemptReminders = pgTable(
  'tax_exempt_reminders',
  {
    certificateId: integer('certificate_id')
      .notNull()
      .references(() => taxExemptCertificates.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TaxCertificateReminderKind>().notNull(),
    queuedAt: instant('queued_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.certificateId, table.kind] }),
    check(
      'tax_exempt_reminders_kind_check',
      sql.raw(`kind in (${quoted(TAX_CERTIFICATE_REMINDER_KINDS)})`),
    ),
  ],
);

/**
 * Quotes for quantities beyond the cart's cap: asked for by a signed-in buyer (for their company
 * when they are in one), priced and sent by staff, accepted or declined by the buyer, and paid
 * once through checkout. `order_id` is the order that paid it.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    state: text('state').$type<QuoteState>().notNull().default('requested'),
    note: text('note'),
    neededBy: date('needed_by', { mode: 'string' }),
    /** Set by staff; both null until the quote is priced. */
    shippingCents: integer('shipping_cents'),
    /** The last day it may be accepted and paid (UTC). */
    expiresOn: date('expires_on', { mode: 'string' }),
    sentAt: instant('sent_at'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('quotes_user_id_idx').on(table.userId),
    index('quotes_company_id_idx').on(table.companyId),
    index('quotes_state_idx').on(table.state),
    check('quotes_state_check', sql.raw(`state in (${quoted(QUOTE_STATES)})`)),
    check('quotes_shipping_cents_check', sql`${table.shippingCents} >= 0`),
    check(
      'quotes_sent_priced_check',
      sql`${table.state} in ('requested', 'withdrawn') or (${table.shippingCents} is not null and ${table.expiresOn} is not null)`,
    ),
  ],
);

/** A quote's lines: the product as it was named when asked for, the quantity, the staff's price. */
export const quoteLines = pgTable(
  'quote_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    sku: text('sku').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents'),
  },
  (table) => [
    index('quote_lines_quote_id_idx').on(table.quoteId),
    uniqueIndex('quote_lines_product_unique').on(table.quoteId, table.productId),
    check(
      'quote_lines_quantity_check',
      sql`${table.quantity} between 1 and ${sql.raw(String(QUOTE_QTY_MAX))}`,
    ),
    check('quote_lines_unit_price_check', sql`${table.unitPriceCents} >= 0`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Customer groups: the trade prices a company's members pay.

/**
 * A price group staff keep ("EDPA members", "Distributors"): a percentage off every list price
 * (basis points), and optionally the association whose verified members are placed in it. An
 * inactive group prices nothing: its companies pay list prices until it is active again.
 */
export const customerGroups = pgTable(
  'customer_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    percentOffBp: integer('percent_off_bp').notNull().default(0),
    active: boolean('active').notNull().default(true),
    association: text('association').$type<Association>(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('customer_groups_name_key').on(sql`lower(${table.name})`),
    // A verified membership places its company in one group, so an association names at most one.
    uniqueIndex('customer_groups_association_key').on(table.association),
    check('customer_groups_percent_check', sql`${table.percentOffBp} between 0 and 10000`),
    check(
      'customer_groups_association_check',
      sql.raw(`association is null or association in (${quoted(ASSOCIATIONS)})`),
    ),
  ],
);

/** A group's fixed price of one product, in cents: it replaces the group's percentage there. */
export const customerGroupPrices = pgTable(
  'customer_group_prices',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => customerGroups.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    priceCents: integer('price_cents').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.productId] }),
    index('customer_group_prices_product_id_idx').on(table.productId),
    check('customer_group_prices_price_check', sql`${table.priceCents} >= 0`),
  ],
);

/**
 * A group's quantity tier: from `minQuantity` units on a line, `percentOffBp` more off. For one
 * product, or for every product when `productId` is null.
 */
export const customerGroupTiers = pgTable(
  'customer_group_tiers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    groupId: integer('group_id')
      .notNull()
      .references(() => customerGroups.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    minQuantity: integer('min_quantity').notNull(),
    percentOffBp: integer('percent_off_bp').notNull(),
  },
  (table) => [
    uniqueIndex('customer_group_tiers_key').on(
      table.groupId,
      sql`coalesce(${table.productId}, 0)`,
      table.minQuantity,
    ),
    index('customer_group_tiers_product_id_idx').on(table.productId),
    check('customer_group_tiers_quantity_check', sql`${table.minQuantity} >= 2`),
    check('customer_group_tiers_percent_check', sql`${table.percentOffBp} between 1 and 10000`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Buying on account: net terms, the invoices of orders on account and the money received.

/**
 * The terms staff granted a company: invoices due `netDays` after issue, and how much it may
 * owe at once. A company without a row buys with PayPal only.
 */
export const companyTerms = pgTable(
  'company_terms',
  {
    companyId: integer('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    netDays: integer('net_days').notNull(),
    creditLimitCents: integer('credit_limit_cents').notNull(),
    ...timestamps,
  },
  (table) => [
    check('company_terms_net_days_check', sql.raw(`net_days in (${NET_TERMS_DAYS.join(', ')})`)),
    check('company_terms_credit_limit_check', sql`${table.creditLimitCents} >= 0`),
  ],
);

/**
 * What a company owes for one order placed on account: its amount, when it is due, how much of
 * it was received and how much credit notes took off (the order's refunds). `invoiceId` is the
 * order's numbered invoice, the number the payer quotes. Money records: a company or order with
 * invoices is not deleted from under them.
 */
export const companyInvoices = pgTable(
  'company_invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'restrict' }),
    invoiceId: integer('invoice_id')
      .notNull()
      .unique()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    paidCents: integer('paid_cents').notNull().default(0),
    creditedCents: integer('credited_cents').notNull().default(0),
    issuedAt: instant('issued_at').notNull().defaultNow(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    status: text('status').$type<CompanyInvoiceStatus>().notNull().default('open'),
    ...timestamps,
  },
  (table) => [
    index('company_invoices_company_id_status_idx').on(table.companyId, table.status),
    index('company_invoices_status_due_on_idx').on(table.status, table.dueOn),
    check('company_invoices_amount_check', sql`${table.amountCents} > 0`),
    check(
      'company_invoices_paid_check',
      sql`${table.paidCents} >= 0 and ${table.creditedCents} >= 0 and ${table.paidCents} + ${table.creditedCents} <= ${table.amountCents}`,
    ),
    check(
      'company_invoices_status_check',
      sql.raw(`status in (${quoted(COMPANY_INVOICE_STATUSES)})`),
    ),
    // Settled exactly when received and credited cover the amount; credited when nothing was received.
    check(
      'company_invoices_paid_status_check',
      sql`(${table.status} in ('paid', 'credited')) = (${table.paidCents} + ${table.creditedCents} = ${table.amountCents})`,
    ),
    check(
      'company_invoices_credited_status_check',
      sql`(${table.status} = 'credited') = (${table.status} in ('paid', 'credited') and ${table.paidCents} = 0)`,
    ),
  ],
);

/**
 * Money staff received against an invoice, or returned to the company (`kind`). A reference (or
 * the client's idempotency key) is recorded once per invoice and kind, so a payment entered twice
 * is one payment, and a cheque that bounced is returned under its own number.
 */
export const companyInvoicePayments = pgTable(
  'company_invoice_payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyInvoiceId: integer('company_invoice_id')
      .notNull()
      .references(() => companyInvoices.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: INVOICE_PAYMENT_KINDS }).notNull().default('received'),
    /** Always positive; `kind` says which way the money went. */
    amountCents: integer('amount_cents').notNull(),
    /** The day the money arrived, or went back. */
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    reference: text('reference').notNull(),
    idempotencyKey: text('idempotency_key'),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('company_invoice_payments_reference_key').on(
      table.companyInvoiceId,
      table.kind,
      table.reference,
    ),
    check(
      'company_invoice_payments_kind_check',
      sql.raw(`kind in (${quoted(INVOICE_PAYMENT_KINDS)})`),
    ),
    uniqueIndex('company_invoice_payments_idempotency_key')
      .on(table.companyInvoiceId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    check('company_invoice_payments_amount_check', sql`${table.amountCents} > 0`),
  ],
);

/**
 * The reminders sent about open invoices, one row per invoice and kind: the sweep claims a row
 * in the transaction that queues the e-mail, so no reminder goes twice.
 */
export const companyInvoiceReminders = pgTable(
  'company_invoice_reminders',
  {
    companyInvoiceId: integer('company_invoice_id')
      .notNull()
      .references(() => companyInvoices.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<InvoiceReminderKind>().notNull(),
    queuedAt: instant('queued_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyInvoiceId, table.kind] }),
    check(
      'company_invoice_reminders_kind_check',
      sql.raw(`kind in (${quoted(INVOICE_REMINDER_KINDS)})`),
    ),
  ],
);
