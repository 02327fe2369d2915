import { Toaster as Sonner } from 'sonner';
import { useMediaQuery } from '../../hooks/use-media-query';

/**
 * Sonner, styled with the restaurant's tokens. On phones toasts rise from the bottom: at the top they
 * covered the header's cart and account buttons for seconds, and a tap on the cart landed on the toast.
 * Wider screens keep them bottom-right, away from the header too. A page with a fixed bottom bar (the
 * back-office's navigation on phones) raises them above it through --toast-offset-bottom (web/styles.css).
 */
export function Toaster() {
  const isMobile = useMediaQuery('(max-width: 767px)');
  return (
    <Sonner
      theme="dark"
      position={isMobile ? 'bottom-center' : 'bottom-right'}
      offset={{ bottom: 'var(--toast-offset-bottom, 24px)' }}
      mobileOffset={{ bottom: 'var(--toast-offset-bottom, 16px)' }}
      duration={4000}
      visibleToasts={3}
      containerAriaLabel="Notifications"
      toastOptions={{
        closeButtonAriaLabel: 'Fermer la notification',
        classNames: {
          toast: 'rounded-md! border! border-ink-600! bg-ink-700! text-paper! shadow-glow! font-sans!',
          title: 'font-semibold!',
          description: 'text-paper-400!',
          actionButton: 'bg-shu! text-paper!',
          cancelButton: 'bg-ink-600! text-paper!',
        },
      }}
    />
  );
}
