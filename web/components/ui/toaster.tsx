import { Toaster as Sonner } from 'sonner';
import { useMediaQuery } from '../../hooks/use-media-query';

/**
 * Sonner, styled with the restaurant's tokens. On phones toasts come down from just under the header: a
 * phone's primary actions sit at the bottom (the checkout's confirm button with its total, the cart's
 * order button, the end of the board's list above its navigation), and at the very top they covered the
 * header's cart and account buttons, so a tap landed on the toast. Wider screens keep them bottom-right,
 * where the content leaves room. The shop's and the back-office's headers are both 4rem high.
 */
export function Toaster() {
  const isMobile = useMediaQuery('(max-width: 767px)');
  return (
    <Sonner
      theme="dark"
      position={isMobile ? 'top-center' : 'bottom-right'}
      offset={{ bottom: '24px' }}
      mobileOffset={{ top: 'calc(4rem + env(safe-area-inset-top) + 0.5rem)' }}
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
