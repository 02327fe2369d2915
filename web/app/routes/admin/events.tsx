/** /admin/events (admins): the app events of the last 24 h. */
export { AppEventsPage as Component } from '../../../features/admin-events/components/app-events-page';
