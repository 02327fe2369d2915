import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';

export function Component() {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center gap-5 px-5 py-20 text-center">
      <p aria-hidden="true" className="font-display text-8xl leading-none font-semibold text-shu">
        404
      </p>
      <h1 className="text-4xl font-semibold text-paper">Page introuvable</h1>
      <p className="text-paper-400">La page que vous cherchez n’existe pas ou a été déplacée.</p>
      <Button asChild>
        <Link to={paths.home.getHref()}>Voir le menu</Link>
      </Button>
    </div>
  );
}
