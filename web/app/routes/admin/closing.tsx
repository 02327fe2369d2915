/** /admin/cloture (admins and operators): a service day's figures and its closing with the cash counted. */
export { ClosingPage as Component } from '../../../features/admin-closing/components/closing-page';
