/** /admin/images (operator and admin): the image library. */
import { ImageLibraryPage } from '../../../features/admin-images/components/image-library-page';

export function Component() {
  return <ImageLibraryPage />;
}
