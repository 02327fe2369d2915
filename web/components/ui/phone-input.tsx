/** A mobile number field normalised to at most 8 digits while typing (core/phone.ts). */
import type { ComponentProps } from 'react';
import { normalizePhoneInput } from '@core/phone';
import { Input } from './input';

export function PhoneInput({ onChange, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <Input
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder="22 123 456"
      onChange={(event) => {
        event.target.value = normalizePhoneInput(event.target.value);
        onChange?.(event);
      }}
      {...props}
    />
  );
}
