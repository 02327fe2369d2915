/** /admin/livreurs (operators and admins): the riders' cash of a day to check off, and the riders' list (admins change it). */
export { RidersPage as Component } from '../../../features/riders/components/riders-page';
