/**
 * A date field shown and typed day first ('26/11/2026', or '26/11/2026 19:30' withTime) in every browser:
 * the native date fields follow the browser's language (MM/DD/YYYY in an English one). The value stays the
 * ISO form the forms and the API use ('2026-11-26', '2026-11-26T19:30'); what does not read as a date is
 * passed on as typed, so the form's own check refuses it in French.
 */
import { useState, type ComponentProps } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { DAY_FIRST_PLACEHOLDER, DAY_FIRST_TIME_PLACEHOLDER, formatDayFirst, parseDayFirst } from '@core/day-first-date';
import { Input } from './input';

export interface DateInputProps extends Omit<ComponentProps<'input'>, 'type' | 'value' | 'defaultValue' | 'onChange'> {
  value: string | null | undefined;
  onChange: (value: string) => void;
  withTime?: boolean;
}

export function DateInput({ value, onChange, withTime = false, ...props }: DateInputProps) {
  const shown = formatDayFirst(value ?? '', { withTime }) || (value ?? '');
  const [text, setText] = useState(shown);
  const [from, setFrom] = useState(value);
  // A new value that is not what the text already says (a reset, a day chosen elsewhere): show it. A value the
  // parent refused (a half-typed day on the board's filter) leaves the text as typed.
  if (from !== value) {
    setFrom(value);
    if ((parseDayFirst(text, { withTime }) ?? text) !== (value ?? '')) setText(shown);
  }
  return (
    <Input
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder={withTime ? DAY_FIRST_TIME_PLACEHOLDER : DAY_FIRST_PLACEHOLDER}
      {...props}
      value={text}
      onChange={(event) => {
        const typed = event.target.value;
        setText(typed);
        onChange(typed.trim() === '' ? '' : (parseDayFirst(typed, { withTime }) ?? typed));
      }}
    />
  );
}

/** A DateInput bound to a react-hook-form field; the props a FormField gives its control (id, aria-*) reach the input. */
export function FormDateInput<T extends FieldValues, Context, Output extends FieldValues>({
  control,
  name,
  withTime,
  ...props
}: { control: Control<T, Context, Output>; name: FieldPath<T>; withTime?: boolean } & Omit<DateInputProps, 'value' | 'onChange' | 'name' | 'withTime'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DateInput
          {...props}
          withTime={withTime}
          name={field.name}
          ref={field.ref}
          onBlur={field.onBlur}
          value={field.value as string | null | undefined}
          onChange={field.onChange}
        />
      )}
    />
  );
}
