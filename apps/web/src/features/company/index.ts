export { useCompany, useCompanyAddresses } from './api/company';
export { ApprovalsWaiting } from './components/approvals-waiting';
export { CompanyPage } from './components/company-page';
export { InvitationView } from './components/invitation-view';
export { SharedCompanyAddresses } from './components/shared-addresses';
