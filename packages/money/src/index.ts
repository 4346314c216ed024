export { moneyBundle } from './bundle';
