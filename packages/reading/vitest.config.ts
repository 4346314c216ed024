import { packageTestConfig } from '../../tooling/vitest.package.ts';

export default packageTestConfig();
