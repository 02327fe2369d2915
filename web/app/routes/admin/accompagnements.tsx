/** /admin/accompagnements (operator and admin). */
import { AccompanimentManager } from '../../../features/admin-catalog/components/accompaniment-manager';

export function Component() {
  return <AccompanimentManager />;
}
