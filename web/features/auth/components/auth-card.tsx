/** The frame of every sign-in page: a centred card on the wave pattern, a kanji seal and a title. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { UserRound, type LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn';

export interface AuthCardProps {
  title: ReactNode;
  description?: ReactNode;
  /** The icon in the red seal above the title (an icon, not a kanji: phones without CJK fonts show boxes). */
  icon?: LucideIcon;
  children: ReactNode;
  /** A wider card (the onboarding form): max-w-lg instead of max-w-md. */
  wide?: boolean;
}

export function AuthCard({ title, description, icon: Icon = UserRound, children, wide = false }: AuthCardProps) {
  return (
    <div className="bg-seigaiha px-4 py-10 sm:py-16">
      <section
        aria-labelledby="auth-titre"
        className={cn('mx-auto w-full rounded-lg border border-ink-600 bg-ink-800/95 p-6 shadow-glow sm:p-8', wide ? 'max-w-lg' : 'max-w-md')}
      >
        <span
          aria-hidden="true"
          className="mx-auto flex size-12 items-center justify-center rounded-sm bg-shu text-paper shadow-[0_10px_30px_-12px_rgb(200_16_46/0.9)]"
        >
          <Icon className="size-6" />
        </span>
        <h1 id="auth-titre" className="mt-5 text-center text-3xl leading-tight font-semibold text-paper sm:text-4xl">
          {title}
        </h1>
        {description && <p className="mt-2 text-center text-paper-400">{description}</p>}
        <div className="mt-7">{children}</div>
      </section>
    </div>
  );
}

/** The way back under a sign-in card ('Retour à la connexion', 'Retour à l’accueil'). */
export function AuthBackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="mt-6 text-center text-sm">
      <Link to={to} className="rounded-xs text-kin-300 underline-offset-4 hover:underline">
        {children}
      </Link>
    </p>
  );
}

/** Numbered steps ("what happens next") shown on the link-sent and confirmation pages. */
export function AuthSteps({ steps }: { steps: readonly ReactNode[] }) {
  return (
    <ol className="flex flex-col gap-3">
      {steps.map((step, index) => (
        <li key={index} className="flex gap-3 text-sm text-paper-200">
          <span
            aria-hidden="true"
            className="flex size-7 shrink-0 items-center justify-center rounded-full border border-kin/50 font-display text-base text-kin-300"
          >
            {index + 1}
          </span>
          <span className="pt-1">{step}</span>
        </li>
      ))}
    </ol>
  );
}
