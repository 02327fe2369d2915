/** A titled card section of the order pages, and a label/value list for its facts. */
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

export function OrderSection({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Card data-testid={testId}>
      <CardHeader className="pb-3">
        <CardTitle className="text-xl">{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

export type Fact = [label: string, value: ReactNode];

/** Facts with an empty value are left out. */
export function Facts({ facts }: { facts: Fact[] }) {
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
      {facts
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-paper-400">{label}</dt>
            <dd className="text-paper sm:text-right">{value}</dd>
          </div>
        ))}
    </dl>
  );
}
