export { accountRoutes } from './account.routes';
export { AccountService } from './account.service';
