/** /admin/email-test (admins): test e-mails, their history and the mail configuration. */
export { EmailTestPage as Component } from '../../../features/admin-email-test/components/email-test-page';
