/** /admin/supabase-auth-test (admins): the real authentication e-mails. */
export { AuthTestPage as Component } from '../../../features/admin-email-test/components/auth-test-page';
