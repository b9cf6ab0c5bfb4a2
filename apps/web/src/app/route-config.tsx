import {
  BLOG_ROUTE,
  NEWS_ARCHIVE_ROUTE,
  NEWS_DETAIL_ROUTES,
  ORDER_LINK_ROUTE,
  PAGE_ROUTES,
} from '@backlit/domain';
import { Navigate, redirect, type RouteObject } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { CATALOG_LISTS, CATEGORY_PATH, PRODUCT_PATH, SUB_CATEGORY_PATH } from './catalog-lists';
import { FAQ_TOPICS } from './faq-topics';
import { HOME_ROUTE_ID } from '../lib/page-state';
import { lazyRoute } from './lazy-route';
import { RouteErrorScreen } from './route-error';

// Every layout and page is its own chunk, fetched on first visit. The admin area's chunks are
// only reachable from its own routes, so storefront visitors never download back-office code.
// Routes that fetch server data sit under the data layout (React Query), which home does not need.
// The client dashboard and the whole back-office sit behind the sign-in guard: they show an
// account's own data.
const page = {
  publicLayout: lazyRoute('public-layout', () => import('./layouts/public/public-layout')),
  catalogLayout: lazyRoute('catalog-layout', () => import('./layouts/catalog-layout')),
  faqLayout: lazyRoute('faq-layout', () => import('./layouts/faq-layout')),
  adminLayout: lazyRoute('admin-layout', () => import('./layouts/admin/admin-layout')),
  dataLayout: lazyRoute('data-layout', () => import('./layouts/data-layout')),
  requireSignIn: lazyRoute('require-sign-in', () => import('./layouts/require-sign-in')),
  requireAdmin: lazyRoute('require-admin', () => import('./layouts/require-admin')),
  accountLayout: lazyRoute('account-layout', () => import('./layouts/account/account-layout')),
  home: lazyRoute('home', () => import('./routes/home')),
  forbidden: lazyRoute('forbidden', () => import('./routes/forbidden')),
  notFound: lazyRoute('not-found', () => import('./routes/not-found')),
  productList: lazyRoute('product-list', () => import('./routes/product-list')),
  product: lazyRoute('product', () => import('./routes/product')),
  cart: lazyRoute('cart', () => import('./routes/cart')),
  checkout: lazyRoute('checkout', () => import('./routes/checkout')),
  checkoutComplete: lazyRoute('checkout-complete', () => import('./routes/checkout-complete')),
  checkoutPayment: lazyRoute('checkout-payment', () => import('./routes/checkout-payment')),
  faqTopic: lazyRoute('faq-topic', () => import('./routes/faq-topic')),
  news: lazyRoute('news', () => import('./routes/news')),
  newsArticle: lazyRoute('news-article', () => import('./routes/news-article')),
  blog: lazyRoute('blog', () => import('./routes/blog')),
  blogPost: lazyRoute('blog-post', () => import('./routes/blog-post')),
  tradeShow: lazyRoute('trade-show', () => import('./routes/trade-show')),
  tradeShowDetail: lazyRoute('trade-show-detail', () => import('./routes/trade-show-detail')),
  printInstruction: lazyRoute('print-instruction', () => import('./routes/print-instruction')),
  legalPage: lazyRoute('legal-page', () => import('./routes/legal-page')),
  contact: lazyRoute('contact', () => import('./routes/contact')),
  login: lazyRoute('login', () => import('./routes/login')),
  register: lazyRoute('register', () => import('./routes/register')),
  forgotPassword: lazyRoute('forgot-password', () => import('./routes/forgot-password')),
  resetPassword: lazyRoute('reset-password', () => import('./routes/reset-password')),
  accountDashboard: lazyRoute('account-dashboard', () => import('./routes/account/dashboard')),
  accountDetails: lazyRoute('account-details', () => import('./routes/account/account-details')),
  accountOrders: lazyRoute('account-orders', () => import('./routes/account/orders')),
  accountOrder: lazyRoute('account-order', () => import('./routes/account/order')),
  accountInvoices: lazyRoute('account-invoices', () => import('./routes/account/invoices')),
  accountShows: lazyRoute('account-shows', () => import('./routes/account/shows')),
  accountPayments: lazyRoute('account-payments', () => import('./routes/account/payment-methods')),
  accountAddresses: lazyRoute('account-addresses', () => import('./routes/account/addresses')),
  accountWishlist: lazyRoute('account-wishlist', () => import('./routes/account/wishlist')),
  accountFrames: lazyRoute('account-frames', () => import('./routes/account/frames')),
  accountReviews: lazyRoute('account-reviews', () => import('./routes/account/reviews')),
  accountCompany: lazyRoute('account-company', () => import('./routes/account/company')),
  accountQuotes: lazyRoute('account-quotes', () => import('./routes/account/quotes')),
  accountQuote: lazyRoute('account-quote', () => import('./routes/account/quote')),
  accountQuoteNew: lazyRoute('account-quote-new', () => import('./routes/account/quote-new')),
  companyInvitation: lazyRoute('company-invitation', () => import('./routes/company-invitation')),
  confirmEmail: lazyRoute('confirm-email', () => import('./routes/confirm-email')),
  orderLink: lazyRoute('order-link', () => import('./routes/order-link')),
  verifyEmail: lazyRoute('verify-email', () => import('./routes/verify-email')),
  adminDashboard: lazyRoute('admin-dashboard', () => import('./routes/admin/dashboard')),
  adminCategory: lazyRoute('admin-category', () => import('./routes/admin/category')),
  adminViewCategory: lazyRoute('admin-view-category', () => import('./routes/admin/view-category')),
  adminEditCategory: lazyRoute('admin-edit-category', () => import('./routes/admin/edit-category')),
  adminAddProduct: lazyRoute('admin-add-product', () => import('./routes/admin/add-product')),
  adminViewProducts: lazyRoute('admin-view-products', () => import('./routes/admin/view-products')),
  adminEditProduct: lazyRoute('admin-edit-product', () => import('./routes/admin/edit-product')),
  adminOrders: lazyRoute('admin-orders', () => import('./routes/admin/orders')),
  adminReviews: lazyRoute('admin-reviews', () => import('./routes/admin/reviews')),
  adminOrder: lazyRoute('admin-order', () => import('./routes/admin/order')),
  adminPayments: lazyRoute('admin-payments', () => import('./routes/admin/payments')),
  adminReceivables: lazyRoute('admin-receivables', () => import('./routes/admin/receivables')),
  adminTeam: lazyRoute('admin-team', () => import('./routes/admin/team')),
  adminAuditLog: lazyRoute('admin-audit-log', () => import('./routes/admin/audit-log')),
  adminPrepress: lazyRoute('admin-prepress', () => import('./routes/admin/prepress')),
  adminProduction: lazyRoute('admin-production', () => import('./routes/admin/production')),
  adminFailedJobs: lazyRoute('admin-failed-jobs', () => import('./routes/admin/failed-jobs')),
  adminSettings: lazyRoute('admin-settings', () => import('./routes/admin/settings')),
  adminShipping: lazyRoute('admin-shipping', () => import('./routes/admin/shipping')),
  adminTradeShows: lazyRoute('admin-trade-shows', () => import('./routes/admin/trade-shows')),
  adminTradeShow: lazyRoute('admin-trade-show', () => import('./routes/admin/trade-show')),
  adminContent: lazyRoute('admin-content', () => import('./routes/admin/content')),
  adminContentEntry: lazyRoute('admin-content-entry', () => import('./routes/admin/content-entry')),
  adminCompanies: lazyRoute('admin-companies', () => import('./routes/admin/companies')),
  adminCustomerGroups: lazyRoute(
    'admin-customer-groups',
    () => import('./routes/admin/customer-groups'),
  ),
  adminCompany: lazyRoute('admin-company', () => import('./routes/admin/company')),
  adminQuotes: lazyRoute('admin-quotes', () => import('./routes/admin/quotes')),
  adminQuote: lazyRoute('admin-quote', () => import('./routes/admin/quote')),
};

/** The whole route tree; the browser router and the tests' memory routers both use it. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    // A layout that fails to load has no frame to show its error in: full-page error.
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <AppLoading />,
    children: [
      {
        lazy: page.publicLayout,
        children: [
          {
            // Page errors render inside the storefront frame, so header and footer stay usable.
            errorElement: <RouteErrorScreen />,
            children: [
              // Its id names the loader's answer in the page the server renders.
              { index: true, id: HOME_ROUTE_ID, lazy: page.home },
              { path: '403', lazy: page.forbidden },
              { path: '404', lazy: page.notFound },
              {
                lazy: page.dataLayout,
                children: [
                  {
                    lazy: page.catalogLayout,
                    children: [
                      ...CATALOG_LISTS.map(({ path }) => ({ path, lazy: page.productList })),
                      { path: CATEGORY_PATH, lazy: page.productList },
                      // A sub-category's list at the root; the page answers 404 for other names.
                      { path: SUB_CATEGORY_PATH, lazy: page.productList },
                    ],
                  },
                  { path: PRODUCT_PATH, lazy: page.product },
                  { path: 'cart', lazy: page.cart },
                  {
                    // Signed in or not: a shopper without an account pays as a guest.
                    path: 'checkout',
                    children: [
                      { index: true, lazy: page.checkout },
                      { path: 'complete/:trackingNo', lazy: page.checkoutComplete },
                      { path: 'payment/:paymentOrderId', lazy: page.checkoutPayment },
                    ],
                  },
                  // An order placed without an account, opened by its private link.
                  { path: `${ORDER_LINK_ROUTE.slice(1)}/:token`, lazy: page.orderLink },
                  { path: 'verify-email', lazy: page.verifyEmail },
                  {
                    lazy: page.faqLayout,
                    children: FAQ_TOPICS.map(({ path }) => ({ path, lazy: page.faqTopic })),
                  },
                  // Content pages, at the content contract's routes, so the sitemap agrees.
                  { path: NEWS_ARCHIVE_ROUTE, lazy: page.news },
                  ...NEWS_DETAIL_ROUTES.map((path) => ({ path, lazy: page.newsArticle })),
                  // Articles written in the back-office, after the first eight.
                  { path: `${NEWS_ARCHIVE_ROUTE}/:slug`, lazy: page.newsArticle },
                  { path: BLOG_ROUTE, lazy: page.blog },
                  { path: `${BLOG_ROUTE}/:slug`, lazy: page.blogPost },
                  { path: PAGE_ROUTES['trade-show'], lazy: page.tradeShow },
                  { path: `${PAGE_ROUTES['trade-show']}/:slug`, lazy: page.tradeShowDetail },
                  { path: PAGE_ROUTES['print-instruction'], lazy: page.printInstruction },
                  { path: PAGE_ROUTES['privacy-policy'], lazy: page.legalPage },
                  { path: PAGE_ROUTES['terms-and-conditions'], lazy: page.legalPage },
                  { path: PAGE_ROUTES.contact, lazy: page.contact },
                  { path: 'contact-us', loader: () => redirect(PAGE_ROUTES.contact) },
                  { path: 'login', lazy: page.login },
                  { path: 'register', lazy: page.register },
                  { path: 'forgot-password', lazy: page.forgotPassword },
                  { path: 'reset-password', lazy: page.resetPassword },
                  { path: 'confirm-email', lazy: page.confirmEmail },
                  { path: 'company-invitation', lazy: page.companyInvitation },
                  {
                    path: 'dashboard-client',
                    lazy: page.requireSignIn,
                    children: [
                      {
                        lazy: page.accountLayout,
                        children: [
                          { index: true, lazy: page.accountDashboard },
                          { path: 'account', lazy: page.accountDetails },
                          { path: 'orders', lazy: page.accountOrders },
                          { path: 'orders/:orderId', lazy: page.accountOrder },
                          { path: 'invoices', lazy: page.accountInvoices },
                          { path: 'shows', lazy: page.accountShows },
                          { path: 'payment-methods', lazy: page.accountPayments },
                          { path: 'addresses', lazy: page.accountAddresses },
                          { path: 'wishlist', lazy: page.accountWishlist },
                          { path: 'frames', lazy: page.accountFrames },
                          { path: 'reviews', lazy: page.accountReviews },
                          { path: 'company', lazy: page.accountCompany },
                          { path: 'quotes', lazy: page.accountQuotes },
                          { path: 'quotes/new', lazy: page.accountQuoteNew },
                          { path: 'quotes/:id', lazy: page.accountQuote },
                        ],
                      },
                    ],
                  },
                ],
              },
              { path: '*', lazy: page.notFound },
            ],
          },
        ],
      },
      {
        lazy: page.dataLayout,
        children: [
          {
            // The guard comes first, so nobody but staff ever sees the back-office frame.
            path: 'admin',
            lazy: page.requireAdmin,
            children: [
              {
                lazy: page.adminLayout,
                children: [
                  {
                    errorElement: <RouteErrorScreen />,
                    children: [
                      { index: true, element: <Navigate replace to="/admin/dashboard" /> },
                      { path: 'dashboard', lazy: page.adminDashboard },
                      { path: 'category', lazy: page.adminCategory },
                      { path: 'view-category', lazy: page.adminViewCategory },
                      { path: 'edit-sub-category/:id', lazy: page.adminEditCategory },
                      { path: 'add-product', lazy: page.adminAddProduct },
                      { path: 'view-products', lazy: page.adminViewProducts },
                      { path: 'edit-product/:id', lazy: page.adminEditProduct },
                      { path: 'reviews', lazy: page.adminReviews },
                      { path: 'orders', lazy: page.adminOrders },
                      { path: 'orders/:orderId', lazy: page.adminOrder },
                      { path: 'payments', lazy: page.adminPayments },
                      { path: 'receivables', lazy: page.adminReceivables },
                      { path: 'team', lazy: page.adminTeam },
                      { path: 'audit-log', lazy: page.adminAuditLog },
                      { path: 'prepress', lazy: page.adminPrepress },
                      { path: 'production', lazy: page.adminProduction },
                      { path: 'failed-jobs', lazy: page.adminFailedJobs },
                      { path: 'settings', lazy: page.adminSettings },
                      { path: 'settings/shipping', lazy: page.adminShipping },
                      { path: 'trade-shows', lazy: page.adminTradeShows },
                      { path: 'content', lazy: page.adminContent },
                      { path: 'content/:id', lazy: page.adminContentEntry },
                      { path: 'trade-shows/:id', lazy: page.adminTradeShow },
                      { path: 'companies', lazy: page.adminCompanies },
                      { path: 'companies/:id', lazy: page.adminCompany },
                      { path: 'quotes', lazy: page.adminQuotes },
                      { path: 'quotes/:id', lazy: page.adminQuote },
                      { path: 'customer-groups', lazy: page.adminCustomerGroups },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

/** Shown while the first page's code loads (only noticeable on slow connections). */
function AppLoading() {
  return (
    <div className="grid min-h-dvh place-items-center">
      <Spinner />
    </div>
  );
}
