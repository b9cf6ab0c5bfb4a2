import { createBrowserRouter } from 'react-router';
import { routes } from './route-config';

export const router = createBrowserRouter(routes);
