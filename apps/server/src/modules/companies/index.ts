export { companiesRoutes, COMPANIES_TAG } from './companies.routes';
export { approvalRuleOf, companyAdmins, isCompanyAdminOfOrder } from './companies.service';
export { TradePricing, type ItemToPrice } from './trade-pricing';
export { blindShipSender } from './company-sender';
