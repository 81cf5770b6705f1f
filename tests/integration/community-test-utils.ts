/**
 * Calling the community routes' loaders and actions directly, with route params, as the
 * framework would. Members and admins come from createTestUser (tests/support/users.ts).
 */
import { run } from './auth-test-utils';

export { formPost, pageGet, site } from './auth-test-utils';

/** Runs a loader or action with route params (the accounts tests' runner). */
export const call = run;
