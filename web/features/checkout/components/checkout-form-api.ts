/** The checkout form as its field components receive it: typed values in, the order's body out. */
import type { UseFormReturn } from 'react-hook-form';
import type { PlaceOrderBody } from '@core/checkout-payload';
import type { CheckoutFormValues } from '@core/schemas/checkout-form';

export type CheckoutFormApi = UseFormReturn<CheckoutFormValues, unknown, PlaceOrderBody>;
