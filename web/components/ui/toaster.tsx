import { Toaster as Sonner } from 'sonner';

/**
 * Sonner, styled with the restaurant's tokens. Toasts come down from just under the header (the shop's
 * and the back-office's are both 4rem high), whatever the width: at the bottom they covered the primary
 * actions (the checkout's confirm button with its total, on a phone and beside a tablet's centred dialog,
 * the cart's order button, the end of the board's list above its phone navigation); at the very top they
 * covered the header's cart and account buttons, so a tap landed on the toast.
 */
const UNDER_HEADER = 'calc(4rem + env(safe-area-inset-top) + 0.5rem)';

export function Toaster() {
  return (
    <Sonner
      theme="dark"
      position="top-center"
      offset={{ top: UNDER_HEADER }}
      mobileOffset={{ top: UNDER_HEADER }}
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
