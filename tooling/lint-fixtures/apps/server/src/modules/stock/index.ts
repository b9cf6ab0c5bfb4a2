export { reserve } from './stock.service';
