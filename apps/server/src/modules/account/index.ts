export { accountRoutes } from './account.routes';
export { AccountService, addRegistrationAddress } from './account.service';
