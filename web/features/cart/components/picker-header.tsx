import { DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';

/** The head of a choice made before a dish goes in the cart: the dish's name over what is asked. */
export function PickerHeader({ productName, title }: { productName: string | undefined; title: string }) {
  return (
    <DialogHeader>
      <p aria-hidden="true" className="text-[0.7rem] font-semibold tracking-[0.3em] text-kin uppercase">
        {productName}
      </p>
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription className="sr-only">{productName}</DialogDescription>
    </DialogHeader>
  );
}
