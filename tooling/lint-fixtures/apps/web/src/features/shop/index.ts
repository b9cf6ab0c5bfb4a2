export { price } from './price';
