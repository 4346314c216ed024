export { vars } from './theme/vars.css';
