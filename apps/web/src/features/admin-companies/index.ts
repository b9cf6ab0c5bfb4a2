export { useAdminCompany } from './api/companies';
export { CompaniesList } from './components/companies-list';
export { CompanyDetail } from './components/company-detail';
export { CustomerGroups } from './components/customer-groups';
export { TaxCertificatesReview } from './components/tax-certificates-review';
