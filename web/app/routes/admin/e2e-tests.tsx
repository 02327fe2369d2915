/** /admin/e2e-tests (admins): the built-in end-to-end runner. */
export { E2eTestsPage as Component } from '../../../features/admin-e2e/components/e2e-tests-page';
